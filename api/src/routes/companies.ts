import {
  getAgenciesEndpoint,
  getAgencyContactsEndpoint,
  getCompaniesEndpoint,
  getCompanyContactsEndpoint,
  getUsersByRoleEndpoint,
  getUserVendorCompaniesEndpoint,
  getVendorUsersEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  agencyContacts,
  companyContacts,
  listAgencies,
  listUsersByRole,
  listVendorUsers,
  searchCompanies,
  userVendorCompaniesOf,
} from '../services/companies';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['companies'];

export default async function companyRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getCompaniesEndpoint,
    {
      tags,
      summary:
        'Advertiser (vendor) companies the caller may order for whose name contains the text: all for retailer staff, its vendor companies for an agency, its own for a vendor',
    },
    async (request) => searchCompanies(ctx, authOf(request), request.query.name),
  );

  serve(
    app,
    getCompanyContactsEndpoint,
    {
      tags,
      summary:
        "The active users of a vendor company of the caller's tenancy, each with its first sales person",
    },
    async (request) => companyContacts(ctx, authOf(request), request.params.id),
  );

  serve(
    app,
    getAgenciesEndpoint,
    { tags, summary: 'The active agency companies (retailer staff)' },
    async () => listAgencies(ctx),
  );

  serve(
    app,
    getAgencyContactsEndpoint,
    {
      tags,
      summary: 'The active users of an agency company, each with its first sales person (retailer staff)',
    },
    async (request) => agencyContacts(ctx, request.params.id),
  );

  serve(
    app,
    getVendorUsersEndpoint,
    { tags, summary: 'The active vendor users (retailer staff)' },
    async () => listVendorUsers(ctx),
  );

  serve(
    app,
    getUsersByRoleEndpoint,
    { tags, summary: 'The active users with the role, e.g. sales persons (retailer staff)' },
    async (request) => listUsersByRole(ctx, request.params.role),
  );

  serve(
    app,
    getUserVendorCompaniesEndpoint,
    {
      tags,
      summary: 'The vendor companies an agency user orders for (the agency user itself or retailer staff)',
    },
    async (request) => userVendorCompaniesOf(ctx, authOf(request), request.params.id),
  );
}
