import { inRoleSet, type UserRole } from '@portal/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import { whoOf, type Access, type Ref, type Who } from '../src/access/access';
import { RESOURCE_EXAMPLES, type ResourceKindName } from './resource-examples';
import { requestExamples, type RequestExample } from './request-examples';
import { campaigns, companies, landingPages, users } from '../src/db/schema';
import type { RouteAccess } from '../src/plugins/access';
import { call, loginAs, type TestApp } from './helper';

/**
 * The callers the generated access tests try every route as (docs/access.md): each role of the
 * portal, a vendor of another company that uses Acme Foods' ids, and a retailer impersonating the
 * Acme vendor. Acme Foods owns every id the requests carry.
 */
export const CALLER_NAMES = [
  'anonymous',
  'vendor',
  'foreignVendor',
  'agency',
  'salesPerson',
  'retailer',
  'administrator',
  'impersonatedVendor',
] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

export interface Caller {
  name: CallerName;
  token: string | null;
  userId: number | null;
  roles: readonly UserRole[];
  impersonated: boolean;
  /** The caller sees Acme Foods' campaigns, items and landing pages. */
  seesOwner: boolean;
}

export interface Owner {
  companyId: number;
  /** The Acme vendor's user id: what the foreign vendor puts where its own user id belongs. */
  vendorUserId: number;
}

const LOGINS: Partial<Record<CallerName, string>> = {
  vendor: 'vendor@portal.test',
  foreignVendor: 'nordic@portal.test',
  agency: 'agency@portal.test',
  salesPerson: 'sales@portal.test',
  retailer: 'retailer@portal.test',
  administrator: 'admin@portal.test',
};

export async function ownerOf(t: TestApp): Promise<Owner> {
  const [acme] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Foods'));
  const [vendor] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'vendor@portal.test'));
  return { companyId: acme!.id, vendorUserId: vendor!.id };
}

export async function signInCallers(t: TestApp): Promise<Record<CallerName, Caller>> {
  const rows = await t.database.db
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(inArray(users.email, Object.values(LOGINS)));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const callers = {} as Record<CallerName, Caller>;
  for (const name of CALLER_NAMES) {
    const email = LOGINS[name];
    if (!email) continue;
    const user = byEmail.get(email)!;
    callers[name] = {
      name,
      token: await loginAs(t.app, email),
      userId: user.id,
      roles: user.roles,
      impersonated: false,
      seesOwner: name !== 'foreignVendor',
    };
  }
  callers.anonymous = {
    name: 'anonymous',
    token: null,
    userId: null,
    roles: [],
    impersonated: false,
    seesOwner: false,
  };
  const retailerForImpersonation = await loginAs(t.app, LOGINS.retailer!);
  const impersonation = await call(t.app, 'POST', '/api/auth/login-as-user', {
    token: retailerForImpersonation,
    body: { id: callers.vendor.userId },
  });
  if (impersonation.statusCode !== 200) throw new Error(`login-as-user failed: ${impersonation.body}`);
  callers.impersonatedVendor = {
    ...callers.vendor,
    name: 'impersonatedVendor',
    token: impersonation.json<{ token: string }>().token,
    impersonated: true,
  };
  return callers;
}

function admits(who: Who, caller: Caller): boolean {
  if (who === 'retailerLike') return inRoleSet(caller.roles, 'retailerStaff') || caller.impersonated;
  return (typeof who === 'string' ? [who] : who).some((set) => inRoleSet(caller.roles, set));
}

/** What the declaration promises this caller: through the access layer, or refused with a status. */
export type Expected = 'allowed' | 400 | 401 | 403 | 404;

export function expectedOutcome(access: Access, caller: Caller): Expected {
  if (access.tenancy === 'public') return 'allowed';
  if (!caller.token) return 401;
  const who = whoOf(access);
  if (who && !admits(who, caller)) return 403;
  // A form field naming another tenant's company is that field's error; an id in the address is 404.
  if (access.tenancy === 'company' && !caller.seesOwner) return access.ref.startsWith('body.') ? 400 : 404;
  if (access.tenancy === 'self' && access.user && !caller.seesOwner) {
    return access.others && inRoleSet(caller.roles, access.others) ? 'allowed' : 404;
  }
  return 'allowed';
}

/** Reads run for real for every caller; so do writes of refused callers (nothing may change). */
export const isRead = (route: RouteAccess): boolean =>
  route.method === 'GET' || route.access.tenancy === 'tenantList';

export interface PreparedRequest {
  url: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  /** A parameter had no example in the seed: the answer can only show access, not success. */
  accessOnly: boolean;
}

function setAt(
  request: { params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> },
  ref: Ref,
  value: string,
): void {
  const [where, key] = ref.split('.') as ['params' | 'query' | 'body', string];
  if (where === 'body') request.body[key] = /^\d+$/.test(value) ? Number(value) : value;
  else request[where][key] = value;
}

const exampleCache = new Map<string, string | null>();

/** The route's test data (request-examples/): none when a generated request suffices. */
async function requestExampleOf(route: RouteAccess): Promise<RequestExample> {
  return (await requestExamples())[`${route.method} ${route.url.replace(/^\/api/, '')}`] ?? {};
}

async function exampleOf(t: TestApp, kind: ResourceKindName, owner: Owner): Promise<string | null> {
  const key = `${kind}:${owner.companyId}`;
  if (!exampleCache.has(key))
    exampleCache.set(key, await RESOURCE_EXAMPLES[kind](t.database.db, owner.companyId));
  return exampleCache.get(key)!;
}

/**
 * A request of the route for the caller, with ids of the owner (Acme Foods) wherever the declaration
 * names a tenant or an example, and the caller's own user id where the route is about the caller.
 */
export async function prepareRequest(
  t: TestApp,
  route: RouteAccess,
  caller: Caller,
  owner: Owner,
): Promise<PreparedRequest> {
  const { access } = route;
  const { examples, sample } = await requestExampleOf(route);
  const request = {
    params: {} as Record<string, string>,
    query: { ...(sample?.query ?? {}) },
    body: { ...((sample?.body as Record<string, unknown> | undefined) ?? {}) },
  };
  let accessOnly = false;
  const refs: [Ref, string | null][] = [];
  for (const [ref, kind] of Object.entries(examples ?? {}) as [Ref, ResourceKindName][])
    refs.push([ref, await exampleOf(t, kind, owner)]);
  if (access.tenancy === 'release') refs.push([access.target, await exampleOf(t, 'releaseTarget', owner)]);
  if (access.tenancy === 'company') refs.push([access.ref, await exampleOf(t, access.resource, owner)]);
  if (access.tenancy === 'self' && access.user) {
    const own = caller.seesOwner ? caller.userId : owner.vendorUserId;
    refs.push([access.user, own === null ? null : String(own)]);
  }
  for (const [ref, value] of refs) {
    if (value === null) accessOnly = true;
    setAt(request, ref, value ?? '1');
  }
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params[name];
    if (value === undefined) {
      accessOnly = true;
      return '1';
    }
    return encodeURIComponent(value);
  });
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  return { url, query: request.query, body: sendsBody ? request.body : undefined, accessOnly };
}

export function urlWithQuery(prepared: PreparedRequest): string {
  const query = new URLSearchParams(prepared.query).toString();
  return query ? `${prepared.url}?${query}` : prepared.url;
}

/** What in an answer would belong to the owner: names, e-mails and ids of its campaigns and company. */
export interface OwnerMarkers {
  texts: string[];
  companyId: number;
  campaignIds: Set<number>;
}

export async function ownerMarkers(t: TestApp, owner: Owner): Promise<OwnerMarkers> {
  const { db } = t.database;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, owner.companyId));
  const ownCampaigns = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.companyId, owner.companyId));
  const ownUsers = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.companyId, owner.companyId));
  const ownLandingPages = await db
    .select({ name: landingPages.name })
    .from(landingPages)
    .where(eq(landingPages.companyId, owner.companyId));
  return {
    texts: [
      company!.name,
      ...ownCampaigns.map((row) => row.name),
      ...ownUsers.map((row) => row.email),
      ...ownLandingPages.map((row) => row.name),
    ],
    companyId: owner.companyId,
    campaignIds: new Set(ownCampaigns.map((row) => row.id)),
  };
}

/** Where in an answer something of the owner appears (a JSON path and what), or null. */
export function findLeak(answer: unknown, markers: OwnerMarkers, path = '$'): string | null {
  if (typeof answer === 'string') {
    const text = markers.texts.find((marker) => answer.includes(marker));
    return text ? `${path} contains "${text}"` : null;
  }
  if (Array.isArray(answer)) {
    for (const [index, value] of answer.entries()) {
      const leak = findLeak(value, markers, `${path}[${index}]`);
      if (leak) return leak;
    }
    return null;
  }
  if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    if (record.companyId === markers.companyId) return `${path}.companyId is the owner's company`;
    if (typeof record.campaignId === 'number' && markers.campaignIds.has(record.campaignId))
      return `${path}.campaignId is the owner's campaign ${record.campaignId}`;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'company' && (value as { id?: unknown } | null)?.id === markers.companyId)
        return `${path}.company is the owner's company`;
      const leak = findLeak(value, markers, `${path}.${key}`);
      if (leak) return leak;
    }
  }
  return null;
}
