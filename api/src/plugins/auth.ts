import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE, TOKEN_MODE_HEADER } from '@portal/shared-contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { UnauthorizedError } from '../errors';
import type { AuthContext } from '../services/sessions/auth-context';

export const SESSION_COOKIE = 'portal_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * The token an answer may carry: only to a caller that authenticates with Bearer or asks for the
 * token (TOKEN_MODE_HEADER); a browser holds its session in the HttpOnly cookie and gets null, so a
 * script injected into a page cannot read it from an answer.
 */
export function tokenForCaller(request: FastifyRequest, token: string): string | null {
  const asked = request.headers[TOKEN_MODE_HEADER] === 'bearer';
  return asked || request.headers.authorization?.startsWith('Bearer ') ? token : null;
}

/** The session of a route that requires one; the access hook has already refused anonymous callers. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const options = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  void reply.setCookie(SESSION_COOKIE, token, {
    ...options,
    httpOnly: true,
    maxAge: config.sessionMaxHours * 3600,
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, maxAge: config.sessionMaxHours * 3600 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  const options = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  void reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  void reply.clearCookie(SESSION_HINT_COOKIE, options);
}

export const authDecorator = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
});
