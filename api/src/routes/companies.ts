import {
  CompanySearchQuerySchema,
  ContactSchema,
  IdParamsSchema,
  NamedRefSchema,
  RoleParamsSchema,
  UserIdParamsSchema,
  UserOptionSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { authOf } from '../plugins/auth';
import { agencyContacts, listAgencies } from '../services/companies/agencies';
import { companyContacts, searchCompanies } from '../services/companies/companies';
import { listUsersByRole, listVendorUsers, userVendorCompaniesOf } from '../services/companies/users';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['companies'];

export const companyRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/companies',
    {
      config: { access: access.tenantList('everyone') },
      schema: {
        tags,
        summary:
          'Advertiser (vendor) companies the caller may order for whose name contains the text: all for retailer staff, its vendor companies for an agency, its own for a vendor',
        querystring: CompanySearchQuerySchema,
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async (request) => searchCompanies(ctx, authOf(request), request.query.name),
  );

  app.get(
    '/companies/:id/contacts',
    {
      config: { access: access.company('everyone', 'company') },
      schema: {
        tags,
        summary:
          "The active users of a vendor company of the caller's tenancy, each with its first sales person",
        params: IdParamsSchema,
        response: { 200: v.array(ContactSchema), ...errorResponses },
      },
    },
    async (request) => companyContacts(ctx, authOf(request), request.params.id),
  );

  app.get(
    '/agencies',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary: 'The active agency companies (retailer staff)',
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async () => listAgencies(ctx),
  );

  app.get(
    '/agencies/:id/contacts',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'agency' } }) },
      schema: {
        tags,
        summary: 'The active users of an agency company, each with its first sales person (retailer staff)',
        params: IdParamsSchema,
        response: { 200: v.array(ContactSchema), ...errorResponses },
      },
    },
    async (request) => agencyContacts(ctx, request.params.id),
  );

  app.get(
    '/users/vendors',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary: 'The active vendor users (retailer staff)',
        response: { 200: v.array(UserOptionSchema), ...errorResponses },
      },
    },
    async () => listVendorUsers(ctx),
  );

  app.get(
    '/users/by-role/:role',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.role': 'role' } }) },
      schema: {
        tags,
        summary: 'The active users with the role, e.g. sales persons (retailer staff)',
        params: RoleParamsSchema,
        response: { 200: v.array(UserOptionSchema), ...errorResponses },
      },
    },
    async (request) => listUsersByRole(ctx, request.params.role),
  );

  app.get(
    '/users/:id/vendor-companies',
    {
      config: {
        access: access.self(['retailerStaff', 'agencies'], { user: 'params.id', others: 'retailerStaff' }),
      },
      schema: {
        tags,
        summary: 'The vendor companies an agency user orders for (the agency user itself or retailer staff)',
        params: UserIdParamsSchema,
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async (request) => userVendorCompaniesOf(ctx, authOf(request), request.params.id),
  );
};
