import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { listVersions, userVendorCompanies } from '../../db/schema';
import { tenancyScope } from '../campaign-access';
import { hasRole, type AuthContext } from '../sessions';

/**
 * The counts of the campaign and activity lists, kept per process so that paging through a list, or
 * coming back to it, does not count its matches again: a search over a million items counts tens of
 * thousands of matches, while each of its pages reads twenty rows.
 *
 * Exact, not a guess that ages: each count is stored with the list version its viewer sees, read in
 * the same snapshot (`listVersionOf`), and used only by a read whose own snapshot has that version.
 * The database raises the version of a company's slot at the commit of every transaction that changes
 * what the lists count of that company, and row 0's for what every list reads
 * (drizzle/0000_baseline/07-lists.sql), so a count is never used after a change it does not include,
 * whichever instance made the change, while a vendor's counts outlive most other companies' writes.
 */
interface Counted {
  version: string;
  count: unknown;
}

/** Entries per process; a key is a tenancy and a filter, so this is the lists most recently counted. */
const MAX_ENTRIES = 5000;

// One cache per database handle (the tests open several in one process).
const caches = new WeakMap<object, LRUCache<string, Counted>>();

function cacheOf(db: object): LRUCache<string, Counted> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Counted>({ max: MAX_ENTRIES });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The list version `auth` sees, as an expression read in the snapshot of its statement: row 0's and
 * the sum of the versions of the slots of the companies whose rows the viewer's lists read ("3.1207").
 * Versions only grow, and the viewer's slots change only with row 0 (an agency's companies), so the
 * pair is never the same after a change the viewer may see.
 */
export function listVersionOf(auth: AuthContext): SQL<string> {
  const scope = tenancyScope(auth);
  const slots =
    scope.kind === 'all'
      ? sql`${listVersions.slot} <> 0`
      : scope.kind === 'vendor'
        ? sql`${listVersions.slot} = list_version_slot(${scope.companyId}::int)`
        : scope.kind === 'agency'
          ? sql`${listVersions.slot} in (select list_version_slot(${userVendorCompanies.companyId})
              from ${userVendorCompanies} where ${userVendorCompanies.userId} = ${scope.userId})`
          : sql`false`;
  return sql<string>`(select (select ${listVersions.version} from ${listVersions} where ${listVersions.slot} = 0)
    || '.' || coalesce(sum(${listVersions.version}), 0) from ${listVersions} where ${slots})`;
}

/** Whether version `a` is older than `b`; both from `listVersionOf` for the same viewer. */
function olderThan(a: string, b: string): boolean {
  const [a0, aSum] = a.split('.').map(Number) as [number, number];
  const [b0, bSum] = b.split('.').map(Number) as [number, number];
  return a0 < b0 || (a0 === b0 && aSum < bSum);
}

/**
 * Whose count it is: the same filter counts other rows for another tenancy, and a search reads
 * company names only for retailer staff and agencies; "my campaigns" is the caller's own.
 */
function viewerKey(auth: AuthContext, myCampaigns: boolean): string {
  const scope = tenancyScope(auth);
  const tenancy =
    scope.kind === 'agency'
      ? `agency:${scope.userId}`
      : scope.kind === 'vendor'
        ? `vendor:${scope.companyId}`
        : scope.kind;
  const { user } = auth;
  return myCampaigns
    ? `${tenancy}|mine:${user.id}:${hasRole(user, 'salesPerson') ? 'sales' : 'own'}`
    : tenancy;
}

/**
 * The key of a list's count: the list, the viewer and the filter without what only picks the page
 * (`paging`: offsets, page size, order), its keys sorted so the same filter is one key.
 */
export function listCountKey(
  list: 'campaigns' | 'campaign-items',
  auth: AuthContext,
  filter: object,
  paging: readonly string[],
): string {
  const conditions = Object.entries(filter)
    .filter(([name, value]) => !paging.includes(name) && value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const myCampaigns = (filter as { myCampaigns?: boolean }).myCampaigns === true;
  return `${list}|${viewerKey(auth, myCampaigns)}|${JSON.stringify(conditions)}`;
}

/** The count stored under `key`, if it was counted at `version`. */
export function cachedCount<T>(db: object, key: string, version: string): T | undefined {
  const entry = cacheOf(db).get(key);
  return entry && entry.version === version ? (entry.count as T) : undefined;
}

export function storeCount(db: object, key: string, version: string, count: unknown): void {
  const cache = cacheOf(db);
  const entry = cache.get(key);
  // A slower read of an older snapshot must not replace a newer count.
  if (!entry || !olderThan(version, entry.version)) cache.set(key, { version, count });
}
