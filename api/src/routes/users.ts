import {
  BaseCurrencySchema,
  CompanyOptionsQuerySchema,
  CURRENCY_CODE,
  IdParamsSchema,
  ImpersonationEventSchema,
  InviteUserRequestSchema,
  NamedRefSchema,
  UpdatePreferredLocaleRequestSchema,
  UpdatePreferredLocaleResponseSchema,
  UpdateUserRequestSchema,
  UserDetailSchema,
  UserEditSchema,
  UserFilterQuerySchema,
  UserListSchema,
  UserProfileSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { languageFromHeader } from '../i18n/locale';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { userCompanyOptions } from '../services/users/company-options';
import { filterUsers } from '../services/users/filter-users';
import { getProfile } from '../services/users/get-profile';
import { getUser } from '../services/users/get-user';
import { getUserEdit } from '../services/users/get-user-edit';
import { impersonationHistory } from '../services/users/impersonation-history';
import { inviteUser } from '../services/users/invite-user';
import { setUserActive } from '../services/users/set-user-active';
import { updatePreferredLocale } from '../services/users/update-preferred-locale';
import { updateUser } from '../services/users/update-user';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

export const userRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/base-currency',
    {
      config: { access: access.shared() },
      schema: {
        tags: ['users'],
        summary: 'The base currency of all prices',
        response: { 200: BaseCurrencySchema, ...errorResponses },
      },
    },
    async () => ({ currencyCode: CURRENCY_CODE }),
  );

  app.get(
    '/user-profile/logged-in-user',
    {
      config: { access: access.self() },
      schema: {
        tags: ['users'],
        summary: 'Profile of the signed-in user',
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    async (request) => getProfile(ctx, authOf(request)),
  );

  app.put(
    '/users/update-preferred-locale/:id',
    {
      config: { access: access.self('everyone', { user: 'params.id', others: 'administrators' }) },
      schema: {
        tags: ['users'],
        summary: "Save a user's interface language (own, or anyone's for an administrator)",
        params: IdParamsSchema,
        body: UpdatePreferredLocaleRequestSchema,
        response: { 200: UpdatePreferredLocaleResponseSchema, ...errorResponses },
      },
    },
    async (request) => updatePreferredLocale(ctx, authOf(request), request.params.id, request.body.locale),
  );

  // User administration (spec 000 §2 "Users (settings)", 001 §7; docs/users.md). Retailer staff
  // administer every user, a sales person who is not retailer staff the users of their companies;
  // services answer 404 for a user outside that scope, as for an id that does not exist.
  const administeredUser = access.retailer('userManagers', { examples: { 'params.id': 'user' } });
  const userTags = ['user administration'];

  app.get(
    '/users/filter',
    {
      config: { access: access.retailer('userManagers') },
      schema: {
        tags: userTags,
        summary:
          'A page of the users the caller administers, by name: search over name, e-mail and company without regard to case and accents, role filter',
        querystring: UserFilterQuerySchema,
        response: { 200: UserListSchema, ...errorResponses },
      },
    },
    async (request) => filterUsers(ctx, authOf(request), request.query),
  );

  app.get(
    '/users/company-options',
    {
      config: { access: access.retailer('userManagers') },
      schema: {
        tags: userTags,
        summary:
          'Active vendor or agency companies whose name contains the text that the caller may give a user (a sales person: their own companies)',
        querystring: CompanyOptionsQuerySchema,
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async (request) => userCompanyOptions(ctx, authOf(request), request.query),
  );

  app.post(
    '/users/invite',
    {
      config: { access: access.retailer('retailerStaff') },
      schema: {
        tags: userTags,
        summary:
          'Create a user and mail them a one-time link to set their password, valid 72 hours (retailer staff; retailer roles by administrators)',
        body: InviteUserRequestSchema,
        response: { 200: UserDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      inviteUser(ctx, authOf(request), request.body, languageFromHeader(request.headers['accept-language'])),
  );

  app.get(
    '/users/:id',
    {
      config: { access: administeredUser },
      schema: {
        tags: userTags,
        summary: 'One user the caller administers, with their sales persons, agencies, companies and limits',
        params: IdParamsSchema,
        response: { 200: UserDetailSchema, ...errorResponses },
      },
    },
    async (request) => getUser(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.get(
    '/users/:id/edit',
    {
      config: { access: administeredUser },
      schema: {
        tags: userTags,
        summary: "The user detail's form: the user, the choices sent whole and which fields apply",
        params: IdParamsSchema,
        response: { 200: UserEditSchema, ...errorResponses },
      },
    },
    async (request) => getUserEdit(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.put(
    '/users/:id',
    {
      config: { access: administeredUser },
      schema: {
        tags: userTags,
        summary:
          'Save the user detail: storefront active, sales persons, agencies, vendor companies, allowed brands and categories (empty: all)',
        params: IdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: UserDetailSchema, ...errorResponses },
      },
    },
    async (request) => updateUser(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.get(
    '/users/:id/impersonation-history',
    {
      config: { access: administeredUser },
      schema: {
        tags: userTags,
        summary: 'What retailers did while logged in as the user, newest first (at most 100)',
        params: IdParamsSchema,
        response: { 200: v.array(ImpersonationEventSchema), ...errorResponses },
      },
    },
    async (request) => impersonationHistory(ctx, authOf(request), request.params.id),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'user' } }) },
      schema: {
        tags: userTags,
        summary:
          'Deactivate a user: they cannot sign in and their sessions end at once; their campaigns stay',
        params: IdParamsSchema,
        response: { 200: UserDetailSchema, ...errorResponses },
      },
    },
    async (request) => setUserActive(ctx, authOf(request), request.params.id, false, languageOf(request)),
  );

  app.post(
    '/users/:id/reactivate',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'user' } }) },
      schema: {
        tags: userTags,
        summary: 'Reactivate a deactivated user',
        params: IdParamsSchema,
        response: { 200: UserDetailSchema, ...errorResponses },
      },
    },
    async (request) => setUserActive(ctx, authOf(request), request.params.id, true, languageOf(request)),
  );
};
