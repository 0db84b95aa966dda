import { ROLE_SETS, type RoleSetName } from '@portal/shared-contracts';
import {
  isResourceKind,
  RESOURCE_KINDS,
  type OwnedResourceKindName,
  type ResourceKindName,
} from './resources';

/**
 * Who may call a route: a named role set of shared-contracts (or several: anyone in one of them), or
 * 'retailerLike' (retailer staff, or any session a retailer impersonates: spec 000 §6 "retailer or
 * impersonator").
 */
export type Who = RoleSetName | readonly RoleSetName[] | 'retailerLike';

/** Where a route carries an id: a path parameter, a query parameter or a top-level body field. */
export type Ref = `params.${string}` | `query.${string}` | `body.${string}`;

interface Common {
  /**
   * Non-tenant ids the route takes (a product, a role, …), by where they are; only the authorisation
   * matrix reads it, to call the route with ids that exist.
   */
  examples?: Partial<Record<Ref, ResourceKindName>>;
  /** A request the matrix sends to an allowed caller of a read, where a generated one would not pass validation. */
  sample?: { query?: Record<string, string>; body?: unknown };
}

/**
 * How a route's tenant is derived (docs/access.md), one of:
 * - `public`: no session needed (sign-in, password recovery, what the sign-in page reads);
 * - `self`: the caller's own session or account; with `user`, the id that must be the caller's own
 *   unless the caller is in `others`;
 * - `shared`: data that is the same for every tenant (catalogue, settings, the shop); the service
 *   may still hide what a user may not order, but nothing of one company is in it;
 * - `tenantList`: a list or search of tenant data; the service filters it by the caller's tenancy;
 * - `company`: one vendor company's thing, named by `ref`: the access layer looks up its company and
 *   answers 404 to a caller outside it (a vendor: its company; an agency: its vendor companies;
 *   retailer staff: all). `optional` when the ref may be absent (the service then takes the caller's
 *   own company);
 * - `retailer`: retailer-wide data for retailer staff (or user managers) only;
 * - `administrator`: administrators only;
 * - `release`: a release of the shell or a remote named by `target` (docs/releasing.md): that
 *   target's deploy token (a team's release tool, header X-Deploy-Token), or an administrator's
 *   session.
 */
export type Access = Common &
  (
    | { tenancy: 'public' }
    | { tenancy: 'self'; who: Who; user?: Ref; others?: RoleSetName }
    | { tenancy: 'shared'; who: Who }
    | { tenancy: 'tenantList'; who: Who }
    | {
        tenancy: 'company';
        who: Who;
        resource: OwnedResourceKindName;
        ref: Ref;
        optional?: boolean;
      }
    | { tenancy: 'retailer'; who: 'retailerStaff' | 'userManagers' }
    | { tenancy: 'administrator' }
    | { tenancy: 'release'; target: Ref }
  );

export type Tenancy = Access['tenancy'];

/** The roles a declaration admits (for 'retailerLike': retailer staff, plus impersonated buyers). */
export function whoOf(access: Access): Who | null {
  switch (access.tenancy) {
    case 'public':
      return null;
    case 'administrator':
    case 'release':
      return 'administrators';
    default:
      return access.who;
  }
}

/** The constructors routes use: `config: { access: access.company('campaignUsers', 'campaign') }`. */
export const access = {
  public: (extra: Common = {}): Access => ({ tenancy: 'public', ...extra }),
  self: (who: Who = 'everyone', extra: Common & { user?: Ref; others?: RoleSetName } = {}): Access => ({
    tenancy: 'self',
    who,
    ...extra,
  }),
  shared: (who: Who = 'everyone', extra: Common = {}): Access => ({ tenancy: 'shared', who, ...extra }),
  tenantList: (who: Who, extra: Common = {}): Access => ({ tenancy: 'tenantList', who, ...extra }),
  company: (
    who: Who,
    resource: OwnedResourceKindName,
    ref: Ref = 'params.id',
    extra: Common & { optional?: boolean } = {},
  ): Access => ({ tenancy: 'company', who, resource, ref, ...extra }),
  retailer: (who: 'retailerStaff' | 'userManagers' = 'retailerStaff', extra: Common = {}): Access => ({
    tenancy: 'retailer',
    who,
    ...extra,
  }),
  administrator: (extra: Common = {}): Access => ({ tenancy: 'administrator', ...extra }),
  release: (target: Ref = 'params.name', extra: Common = {}): Access => ({
    ...extra,
    tenancy: 'release',
    target,
    examples: { [target]: 'releaseTarget', ...extra.examples },
  }),
};

const TENANCIES: readonly Tenancy[] = [
  'public',
  'self',
  'shared',
  'tenantList',
  'company',
  'retailer',
  'administrator',
  'release',
];

const isRoleSetName = (name: unknown): name is RoleSetName => typeof name === 'string' && name in ROLE_SETS;
const isWho = (who: unknown): who is Who =>
  who === 'retailerLike' ||
  isRoleSetName(who) ||
  (Array.isArray(who) && who.length > 0 && who.every(isRoleSetName));

const REF = /^(params|query|body)\.[A-Za-z][A-Za-z0-9]*$/;

/**
 * Why a declaration cannot stand, or null when it can: checked for every route at start-up, so a
 * route without one (or with a typo in it) stops the server and the tests.
 */
export function declarationProblem(access: unknown, url: string): string | null {
  if (access === undefined) return 'declares no access (config.access)';
  if (typeof access !== 'object' || access === null) return 'has an access that is not a declaration';
  const declared = access as Partial<Access> & Record<string, unknown>;
  if (!TENANCIES.includes(declared.tenancy as Tenancy))
    return `has an unknown tenancy ${String(declared.tenancy)}`;
  if (
    declared.tenancy !== 'public' &&
    declared.tenancy !== 'administrator' &&
    declared.tenancy !== 'release' &&
    !isWho(declared.who)
  )
    return `names an unknown role set ${String(declared.who)}`;
  const refs: string[] = [];
  if (declared.tenancy === 'company') {
    const resource = declared.resource as string;
    if (!isResourceKind(resource) || !('companyOf' in RESOURCE_KINDS[resource]))
      return `names ${resource}, which is not a kind whose company can be looked up`;
    refs.push(declared.ref as string);
  }
  if (declared.tenancy === 'retailer' && declared.who !== 'retailerStaff' && declared.who !== 'userManagers')
    return 'is retailer-wide but admits buyers';
  if (declared.tenancy === 'self' && declared.user !== undefined) refs.push(declared.user as string);
  if (declared.tenancy === 'release') refs.push(declared.target as string);
  for (const [ref, kind] of Object.entries(declared.examples ?? {})) {
    if (!isResourceKind(kind as string)) return `has an example of an unknown kind ${String(kind)}`;
    refs.push(ref);
  }
  for (const ref of refs) {
    if (!REF.test(ref)) return `has a malformed reference ${ref}`;
    if (ref.startsWith('params.') && !url.includes(`:${ref.slice('params.'.length)}`))
      return `refers to ${ref}, which its path ${url} does not have`;
  }
  return null;
}

/** The value a reference names in a request, as a string, or undefined when it is absent or not an id. */
export function readRef(
  ref: Ref,
  request: { params: unknown; query: unknown; body: unknown },
): string | undefined {
  const dot = ref.indexOf('.');
  const where = ref.slice(0, dot) as 'params' | 'query' | 'body';
  const key = ref.slice(dot + 1);
  const source = request[where];
  if (typeof source !== 'object' || source === null || !Object.hasOwn(source, key)) return undefined;
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}
