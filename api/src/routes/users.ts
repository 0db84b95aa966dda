import {
  CURRENCY_CODE,
  deactivateUserEndpoint,
  filterUsersEndpoint,
  getBaseCurrencyEndpoint,
  getImpersonationHistoryEndpoint,
  getLoggedInUserEndpoint,
  getUserCompanyOptionsEndpoint,
  getUserEditEndpoint,
  getUserEndpoint,
  inviteUserEndpoint,
  reactivateUserEndpoint,
  updatePreferredLocaleEndpoint,
  updateUserEndpoint,
} from '@portal/shared-contracts';
import { languageFromHeader } from '../i18n/locale';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import {
  filterUsers,
  getProfile,
  getUser,
  getUserEdit,
  impersonationHistory,
  inviteUser,
  setUserActive,
  updatePreferredLocale,
  updateUser,
  userCompanyOptions,
} from '../services/users';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

export default async function userRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getBaseCurrencyEndpoint,
    { tags: ['users'], summary: 'The base currency of all prices' },
    async () => ({ currencyCode: CURRENCY_CODE }),
  );

  serve(
    app,
    getLoggedInUserEndpoint,
    { tags: ['users'], summary: 'Profile of the signed-in user' },
    async (request) => getProfile(ctx, authOf(request)),
  );

  serve(
    app,
    updatePreferredLocaleEndpoint,
    { tags: ['users'], summary: "Save a user's interface language (own, or anyone's for an administrator)" },
    async (request) => updatePreferredLocale(ctx, authOf(request), request.params.id, request.body.locale),
  );

  // User administration (spec 000 §2 "Users (settings)", 001 §7; docs/users.md). Retailer staff
  // administer every user, a sales person who is not retailer staff the users of their companies;
  // services answer 404 for a user outside that scope, as for an id that does not exist.
  const userTags = ['user administration'];

  serve(
    app,
    filterUsersEndpoint,
    {
      tags: userTags,
      summary:
        'A page of the users the caller administers, by name: search over name, e-mail and company without regard to case and accents, role filter',
    },
    async (request) => filterUsers(ctx, authOf(request), request.query),
  );

  serve(
    app,
    getUserCompanyOptionsEndpoint,
    {
      tags: userTags,
      summary:
        'Active vendor or agency companies whose name contains the text that the caller may give a user (a sales person: their own companies)',
    },
    async (request) => userCompanyOptions(ctx, authOf(request), request.query),
  );

  serve(
    app,
    inviteUserEndpoint,
    {
      tags: userTags,
      summary:
        'Create a user and mail them a one-time link to set their password, valid 72 hours (retailer staff; retailer roles by administrators)',
    },
    async (request) =>
      inviteUser(ctx, authOf(request), request.body, languageFromHeader(request.headers['accept-language'])),
  );

  serve(
    app,
    getUserEndpoint,
    {
      tags: userTags,
      summary: 'One user the caller administers, with their sales persons, agencies, companies and limits',
    },
    async (request) => getUser(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    getUserEditEndpoint,
    {
      tags: userTags,
      summary: "The user detail's form: the user, the choices sent whole and which fields apply",
    },
    async (request) => getUserEdit(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    updateUserEndpoint,
    {
      tags: userTags,
      summary:
        'Save the user detail: storefront active, sales persons, agencies, vendor companies, allowed brands and categories (empty: all)',
    },
    async (request) => updateUser(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    getImpersonationHistoryEndpoint,
    { tags: userTags, summary: 'What retailers did while logged in as the user, newest first (at most 100)' },
    async (request) => impersonationHistory(ctx, authOf(request), request.params.id),
  );

  serve(
    app,
    deactivateUserEndpoint,
    {
      tags: userTags,
      summary: 'Deactivate a user: they cannot sign in and their sessions end at once; their campaigns stay',
    },
    async (request) => setUserActive(ctx, authOf(request), request.params.id, false, languageOf(request)),
  );

  serve(
    app,
    reactivateUserEndpoint,
    { tags: userTags, summary: 'Reactivate a deactivated user' },
    async (request) => setUserActive(ctx, authOf(request), request.params.id, true, languageOf(request)),
  );
}
