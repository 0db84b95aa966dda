import {
  ROLE_SETS,
  type Access as ContractAccess,
  type Ref,
  type RoleSetName,
  type Who,
} from '@portal/shared-contracts';

export type { Ref, Who };
import { isOwnedResourceKind, type OwnedResourceKindName } from './resources';

interface Common {
  /**
   * Non-tenant ids the route takes (a product, a role, …), by where they are; only the authorisation
   * matrix reads it, to call the route with ids that exist.
   */
  examples?: Partial<Record<Ref, string>>;
  /** A request the matrix sends to an allowed caller of a read, where a generated one would not pass validation. */
  sample?: { query?: Record<string, string>; body?: unknown };
}

/** A route's access declaration (shared-contracts' `Access`), with the legacy test data of the routes not yet made from a declaration. */
export type Access = Common & ContractAccess;

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
    if (!isOwnedResourceKind(resource))
      return `names ${resource}, which is not a kind whose company can be looked up`;
    refs.push(declared.ref as string);
  }
  if (declared.tenancy === 'retailer' && declared.who !== 'retailerStaff' && declared.who !== 'userManagers')
    return 'is retailer-wide but admits buyers';
  if (declared.tenancy === 'self' && declared.user !== undefined) refs.push(declared.user as string);
  if (declared.tenancy === 'release') refs.push(declared.target as string);
  for (const ref of Object.keys(declared.examples ?? {})) refs.push(ref);
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
