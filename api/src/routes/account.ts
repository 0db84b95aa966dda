import {
  checkPasswordRecoveryEndpoint,
  requestPasswordRecoveryEndpoint,
  updatePasswordEndpoint,
} from '@portal/shared-contracts';
import { languageFromHeader } from '../i18n/locale';
import { checkPasswordRecovery, requestPasswordRecovery, updatePassword } from '../services/account';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['account'];

export default async function accountRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    requestPasswordRecoveryEndpoint,
    { tags, summary: 'Mail a password reset link' },
    async (request) =>
      requestPasswordRecovery(
        ctx,
        { username: request.body.username, ip: request.ip },
        languageFromHeader(request.headers['accept-language']),
      ),
  );

  serve(
    app,
    checkPasswordRecoveryEndpoint,
    { tags, summary: 'Check a reset link (404 unknown, 410 expired or used)' },
    async (request) => checkPasswordRecovery(ctx, request.params.hash),
  );

  serve(
    app,
    updatePasswordEndpoint,
    { tags, summary: 'Set a new password through a reset link' },
    async (request) => updatePassword(ctx, request.body),
  );
}
