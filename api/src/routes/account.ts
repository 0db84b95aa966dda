import {
  PasswordRecoveryRequestSchema,
  PasswordRecoveryResponseSchema,
  PasswordUpdateRequestSchema,
  PasswordUpdateResponseSchema,
  RecoveryHashParamsSchema,
} from '@portal/shared-contracts';
import { languageFromHeader } from '../i18n/locale';
import { checkPasswordRecovery } from '../services/account/check-password-recovery';
import { requestPasswordRecovery } from '../services/account/request-password-recovery';
import { updatePassword } from '../services/account/update-password';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/account/password-recovery',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: PasswordRecoveryRequestSchema,
        response: { 200: PasswordRecoveryResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      requestPasswordRecovery(
        ctx,
        { username: request.body.username, ip: request.ip },
        languageFromHeader(request.headers['accept-language']),
      ),
  );

  app.get(
    '/account/password-recovery/:hash',
    {
      config: { access: access.public({ examples: { 'params.hash': 'resetSecret' } }) },
      schema: {
        tags,
        summary: 'Check a reset link (404 unknown, 410 expired or used)',
        params: RecoveryHashParamsSchema,
        response: { 200: PasswordRecoveryResponseSchema, ...errorResponses },
      },
    },
    async (request) => checkPasswordRecovery(ctx, request.params.hash),
  );

  app.post(
    '/account/password-update',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Set a new password through a reset link',
        body: PasswordUpdateRequestSchema,
        response: { 200: PasswordUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => updatePassword(ctx, request.body),
  );
};
