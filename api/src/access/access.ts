import {
  ROLE_SETS,
  type Access as ContractAccess,
  type Ref,
  type RoleSetName,
  type Who,
} from '@portal/shared-contracts';
import { isOwnedResourceKind } from './resources';

export type { Ref, Who };

/** A route's access declaration: its endpoint declaration's `access` (shared-contracts). */
export type Access = ContractAccess;

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
