import {
  getAuthorizationEndpoint,
  loginAsUserEndpoint,
  loginEndpoint,
  logoutEndpoint,
  returnToRetailerEndpoint,
} from '@portal/shared-contracts';
import {
  authOf,
  clearSessionCookie,
  setSessionCookie,
  tokenForSession,
  tokenForSignIn,
} from '../plugins/auth';
import { login, loginAsUser, logout, returnToRetailer, toUserInfo } from '../services/auth';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['session'];

export default async function authRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(app, loginEndpoint, { tags, summary: 'Sign in' }, async (request, reply) => {
    const result = await login(ctx, {
      ...request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, ctx.config, result.token);
    return { ...result, token: tokenForSignIn(request, result.token) };
  });

  serve(
    app,
    logoutEndpoint,
    { tags, summary: 'Sign out', answerDocs: { type: 'null', description: 'Signed out' } },
    async (request, reply) => {
      await logout(ctx, authOf(request));
      clearSessionCookie(reply, ctx.config);
      return reply.code(204).send();
    },
  );

  serve(
    app,
    getAuthorizationEndpoint,
    { tags, summary: 'The current session (checked before every route change)' },
    async (request) => {
      const auth = authOf(request);
      return { token: tokenForSession(request, auth.token), user: toUserInfo(auth) };
    },
  );

  serve(
    app,
    loginAsUserEndpoint,
    { tags, summary: 'Log in as a buyer (retailer only)' },
    async (request, reply) => {
      const result = await loginAsUser(ctx, authOf(request), request.body.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, ctx.config, result.token);
      return { ...result, token: tokenForSession(request, result.token) };
    },
  );

  serve(
    app,
    returnToRetailerEndpoint,
    { tags, summary: 'Log back in as the retailer' },
    async (request, reply) => {
      const result = await returnToRetailer(ctx, authOf(request));
      setSessionCookie(reply, ctx.config, result.token);
      return { ...result, token: tokenForSession(request, result.token) };
    },
  );
}
