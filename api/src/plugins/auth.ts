import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE, TOKEN_MODE_HEADER } from '@portal/shared-contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { UnauthorizedError } from '../errors';
import type { AuthContext } from '../services/sessions';

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

const bearerAuthenticated = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer ') ?? false;

/**
 * The token a sign-in answer may carry: only to a client that asks for it (TOKEN_MODE_HEADER) and
 * does not come with the browser's session cookie. The browser holds its session in the HttpOnly
 * cookie: a script on a portal page can add any header, so a cookie-authenticated request never gets
 * a token, or the script could read the session and send it away.
 */
export function tokenForSignIn(request: FastifyRequest, token: string): string | null {
  if (bearerAuthenticated(request)) return token;
  const asked = request.headers[TOKEN_MODE_HEADER] === 'bearer';
  return asked && !request.cookies[SESSION_COOKIE] ? token : null;
}

/**
 * The token an answer about an existing session may carry: only to a caller that authenticates with
 * it as Bearer (it holds it already, or it is the Bearer client's new session after login-as-user);
 * never to a cookie-authenticated request, whatever headers it adds.
 */
export function tokenForSession(request: FastifyRequest, token: string): string | null {
  return bearerAuthenticated(request) ? token : null;
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
  app.decorateRequest('deployTarget', null);
});
