import type { UserRole } from '@portal/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { AppContext } from '../services/context';
import { hasRole, type AuthContext } from '../services/sessions/auth-context';
import { resolveSession } from '../services/sessions/resolve-session';

export const SESSION_COOKIE = 'portal_session';

/**
 * Who may call a route: anyone, any signed-in user (the default, so a route cannot be left open by
 * forgetting), or signed-in users holding one of the roles.
 */
export type Access = 'public' | 'user' | readonly UserRole[];

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The session of a route that requires one; the access hook has already refused anonymous callers. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionMaxHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

export const authDecorator = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
});

/** Added to the /api scope only, so the docs and the not-found answer stay reachable without a session. */
export function addAccessHook(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const token = tokenOf(request);
    request.auth = token ? await resolveSession(ctx, token) : null;
    if (!request.auth) throw new UnauthorizedError();
    if (access !== 'user' && !hasRole(request.auth.user, ...access)) throw new ForbiddenError();
  });
}
