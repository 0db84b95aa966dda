import {
  BaseCurrencySchema,
  CURRENCY_CODE,
  IdParamsSchema,
  UpdatePreferredLocaleRequestSchema,
  UpdatePreferredLocaleResponseSchema,
  UserProfileSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { getProfile } from '../services/users/get-profile';
import { updatePreferredLocale } from '../services/users/update-preferred-locale';
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
};
