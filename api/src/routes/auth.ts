import {
  AuthorizationResponseSchema,
  LoginAsUserRequestSchema,
  LoginAsUserResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ReturnToRetailerResponseSchema,
} from '@portal/shared-contracts';
import {
  authOf,
  clearSessionCookie,
  setSessionCookie,
  tokenForSession,
  tokenForSignIn,
} from '../plugins/auth';
import { login } from '../services/auth/login';
import { loginAsUser } from '../services/auth/login-as-user';
import { logout } from '../services/auth/logout';
import { returnToRetailer } from '../services/auth/return-to-retailer';
import { toUserInfo } from '../services/auth/user-info';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['session'];

export const authRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/login',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Sign in',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, ctx.config, result.token);
      return { ...result, token: tokenForSignIn(request, result.token) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.self() },
      schema: {
        tags,
        summary: 'Sign out',
        response: { 204: { type: 'null', description: 'Signed out' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(ctx, authOf(request));
      clearSessionCookie(reply, ctx.config);
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/authorization',
    {
      config: { access: access.self() },
      schema: {
        tags,
        summary: 'The current session (checked before every route change)',
        response: { 200: AuthorizationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return { token: tokenForSession(request, auth.token), user: toUserInfo(auth) };
    },
  );

  app.post(
    '/auth/login-as-user',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'body.id': 'user' } }) },
      schema: {
        tags,
        summary: 'Log in as a buyer (retailer only)',
        body: LoginAsUserRequestSchema,
        response: { 200: LoginAsUserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await loginAsUser(ctx, authOf(request), request.body.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, ctx.config, result.token);
      return { ...result, token: tokenForSession(request, result.token) };
    },
  );

  app.post(
    '/auth/return-to-retailer',
    {
      config: { access: access.self() },
      schema: {
        tags,
        summary: 'Log back in as the retailer',
        response: { 200: ReturnToRetailerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await returnToRetailer(ctx, authOf(request));
      setSessionCookie(reply, ctx.config, result.token);
      return { ...result, token: tokenForSession(request, result.token) };
    },
  );
};
