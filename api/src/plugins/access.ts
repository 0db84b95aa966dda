import {
  DEPLOY_TOKEN_HEADER,
  inRoleSet,
  type EndpointDeclaration,
  type ReleaseTarget,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declarationProblem, readRef, whoOf, type Access, type Ref, type Who } from '../access/access';
import { ID_PATTERN, RESOURCE_KINDS, type ResourceKind } from '../access/resources';
import { userVendorCompanies } from '../db/schema';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { tenancyScope } from '../services/campaign-access';
import type { AppContext } from '../services/context';
import { type AuthContext, isRetailerLike, resolveSession } from '../services/sessions';
import type { DeployTokens } from '../services/releases';
import { SESSION_COOKIE, tokenOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The shared-contracts declaration the route was made from (routes/support/serve.ts). */
    endpoint?: EndpointDeclaration;
  }
  interface FastifyRequest {
    /** Set when a deploy token authorised the request (tenancy 'release'): the target it releases. */
    deployTarget: ReleaseTarget | null;
  }
}

/** One route of the API with its declaration: what the authorisation matrix and the fuzz test walk. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The route's request schemas (valibot), for tests that build requests from them. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
  /** The shared-contracts declaration the route was made from. */
  endpoint?: EndpointDeclaration;
}

/**
 * Answered instead of running the handler when a test asks with this header (test configuration only):
 * the access layer let the caller through. The matrix uses it for the writes of allowed callers, so
 * one run can try every role without changing the data under the next.
 */
export const ACCESS_PROBE_HEADER = 'x-access-probe';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function whoAdmits(who: Who, auth: AuthContext): boolean {
  if (who === 'retailerLike') return isRetailerLike(auth);
  const sets = typeof who === 'string' ? [who] : who;
  return sets.some((set) => inRoleSet(auth.user.roles, set));
}

/** The origin the request was sent to (behind a trusted gateway, as the gateway was reached). */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A browser sends Origin (and Sec-Fetch-Site) with every write. A write that carries the session
 * cookie from another site is a cross-site request forgery; SameSite=Lax stops most, not a sibling
 * subdomain's. Callers that are not browsers send neither header and pass.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    // Scheme, host and port, each: an https page of the same host is another origin of an http portal.
    return url.origin === new URL(publicUrl).origin || url.origin === requestOrigin(request);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

async function inCompanyTenancy(ctx: AppContext, auth: AuthContext, companyId: number): Promise<boolean> {
  const scope = tenancyScope(auth);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'vendor':
      return scope.companyId === companyId;
    case 'agency': {
      const rows = await ctx.db
        .select({ companyId: userVendorCompanies.companyId })
        .from(userVendorCompanies)
        .where(
          and(eq(userVendorCompanies.userId, scope.userId), eq(userVendorCompanies.companyId, companyId)),
        )
        .limit(1);
      return rows.length > 0;
    }
    case 'none':
      return false;
  }
}

/** The tenancy of a 'company' or 'self' route, decided before the body is validated (see addAccessHooks). */
async function checkTenancy(ctx: AppContext, request: FastifyRequest, access: Access): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  if (access.tenancy === 'self' && access.user) {
    const id = readRef(access.user, request);
    if (id === undefined || !ID_PATTERN.test(id)) return;
    // Another user's id answers as one that does not exist.
    if (Number(id) !== auth.user.id && !(access.others && inRoleSet(auth.user.roles, access.others)))
      throw new NotFoundError('user_not_found');
    return;
  }
  if (access.tenancy !== 'company') return;
  const raw = readRef(access.ref, request);
  if (raw === undefined) {
    if (access.optional) return;
    throw new ValidationError([{ field: access.ref.split('.')[1]!, code: 'field_required' }]);
  }
  const kind: ResourceKind = RESOURCE_KINDS[access.resource];
  // A malformed id names nothing: the route's validation answers it.
  if (!(kind.pattern ?? ID_PATTERN).test(raw)) return;
  const companyId = await kind.companyOf!(ctx.db, raw);
  if (companyId !== null && (await inCompanyTenancy(ctx, auth, companyId))) return;
  // Another tenant's id answers exactly as an id that does not exist (design.md §2): in a form's
  // field as that field's error, in the address as 404.
  const [where, field] = access.ref.split('.') as [string, string];
  if (where === 'body') throw new ValidationError([{ field, code: kind.fieldCode ?? 'field_invalid' }]);
  throw new NotFoundError(kind.notFoundCode, { id: raw });
}

/**
 * The release target a deploy token may act for on this request: the one the route names, if the
 * token is that target's (403 naming the token's own target otherwise; 401 for no target's token).
 */
function deployTargetOf(request: FastifyRequest, ref: Ref, tokens: DeployTokens): ReleaseTarget {
  const header = request.headers[DEPLOY_TOKEN_HEADER];
  const tokenTarget = typeof header === 'string' && header !== '' ? tokens.targetOf(header) : null;
  if (!tokenTarget) throw new UnauthorizedError('deploy_token_invalid');
  const target = readRef(ref, request);
  if (target !== tokenTarget)
    throw new ForbiddenError('deploy_token_wrong_target', { tokenTarget, target: target ?? '?' });
  return tokenTarget;
}

/**
 * The access layer of every /api route (docs/access.md). Each route declares `config.access`; one
 * without a declaration, or with a broken one, stops the start-up. Then for every request:
 * - onRequest: the session (401 without one), the declared roles (403), and the same-origin check of
 *   cookie-authenticated and anonymous writes (403);
 * - preValidation: the tenant of the thing the route names (404 outside the caller's tenancy), read
 *   from the raw parameters and body so that a foreign id answers 404 whatever else the body holds.
 * Services still apply the same tenancy to what they read and write.
 */
export function addAccessHooks(
  app: FastifyInstance,
  ctx: AppContext,
  options: { routeTable: RouteAccess[]; probe: boolean; deployTokens: DeployTokens },
): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    const problem = declarationProblem(access, route.url);
    if (problem) throw new Error(`Route ${methods.join(',')} ${route.url} ${problem} (docs/access.md)`);
    const schema = (route.schema ?? {}) as RouteAccess['schema'];
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET, with the GET's declaration.
      if (method === 'HEAD') continue;
      options.routeTable.push({
        method,
        url: route.url,
        access: access!,
        schema,
        endpoint: route.config?.endpoint,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // only the not-found answer has none (every route is checked at start-up)
    const write = !SAFE_METHODS.has(request.method);
    if (access.tenancy === 'public') {
      if (write && !isSameOrigin(request, ctx.config.publicUrl))
        throw new ForbiddenError('cross_site_request');
      return;
    }
    if (access.tenancy === 'release' && request.headers[DEPLOY_TOKEN_HEADER] !== undefined) {
      // A team's release tool: its deploy token, for its own target only (no session, no cookie).
      request.deployTarget = deployTargetOf(request, access.target, options.deployTokens);
      return;
    }
    const token = tokenOf(request);
    request.auth = token ? await resolveSession(ctx, token) : null;
    if (!request.auth) throw new UnauthorizedError();
    const fromCookie =
      !request.headers.authorization?.startsWith('Bearer ') && !!request.cookies[SESSION_COOKIE];
    if (write && fromCookie && !isSameOrigin(request, ctx.config.publicUrl))
      throw new ForbiddenError('cross_site_request');
    const who = whoOf(access);
    if (who && !whoAdmits(who, request.auth)) throw new ForbiddenError();
  });

  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    await checkTenancy(ctx, request, access);
    if (options.probe && request.headers[ACCESS_PROBE_HEADER] === '1') {
      await reply.code(204).header(ACCESS_PROBE_HEADER, 'granted').send();
    }
  });
}
