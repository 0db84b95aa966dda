import {
  USER_SEARCH_COUNT_CAP,
  type UserList,
  type UserListRow,
  type UserRole,
} from '@portal/shared-contracts';
import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { likeLiteral } from '../../db/like';
import { companies, users } from '../../db/schema';
import type { AppContext } from '../context';
import { fullName, type AuthContext } from '../sessions';
import { administeredUsers } from './user-scope';

export interface UserFilter {
  firstResult: number;
  maxResults: number;
  search: string;
  userRole?: UserRole;
}

/**
 * The list's order: the name as shown (ICU collation: Czech letters in place, case-insensitive), then
 * the id. The expression of `users_name_order_idx` (0000_baseline/03-users-and-sessions.sql), which
 * includes the names and the roles, so a page is an index-only walk.
 */
const nameOrder = naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`);

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  roles: UserRole[];
  active: boolean;
  storefront_active: boolean;
  company_id: number | null;
  company_name: string | null;
}

const toListRow = (row: Row): UserListRow => ({
  id: row.id,
  name: fullName({ firstName: row.first_name, lastName: row.last_name }),
  email: row.email,
  firstRole: row.roles[0] ?? null,
  roles: row.roles,
  company: row.company_id === null ? null : { id: row.company_id, name: row.company_name! },
  active: row.active,
  storefrontActive: row.storefront_active,
});

/**
 * GET /users/filter (spec 001 §7): a page of the users the caller administers, by name, and how many
 * match. The search is "contains" over name, e-mail and company name without regard to case and
 * accents: both sides are folded by the database function `portal_search_fold`
 * (0000_baseline/01-extensions-and-helpers.sql), the users' side once on write into
 * `users.search_text`, which a trigram index answers.
 *
 * A plain indexed SQL list, read so that 50,000 users cost a few milliseconds (docs/performance.md):
 * - without a text, the page's ids are an index-only walk of `users_name_order_idx` (the role filter
 *   read from the index too), its rows are read by id, and the total is a count of the same index;
 * - with a text, see searchUsers.
 */
export async function filterUsers(ctx: AppContext, auth: AuthContext, filter: UserFilter): Promise<UserList> {
  const scope = administeredUsers(auth);
  const role = filter.userRole ? arrayContains(users.roles, [filter.userRole]) : undefined;
  if (filter.search) return searchUsers(ctx, and(scope, role), filter);

  const where = and(scope, role);
  const pageIds = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(nameOrder, asc(users.id))
    .limit(filter.maxResults)
    .offset(filter.firstResult)
    .as('page');
  const [rows, total] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(pageIds)
      .innerJoin(users, eq(users.id, pageIds.id))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .orderBy(nameOrder, asc(users.id)),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where)
      .then(([row]) => row?.count ?? 0),
  ]);
  return { items: rows.map(toListRow), totalCount: total, totalCapped: false };
}

const listColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  roles: users.roles,
  active: users.active,
  storefront_active: users.storefrontActive,
  company_id: companies.id,
  company_name: companies.name,
};

/**
 * A search. Its matches (trigram index) are gathered once, at most USER_SEARCH_COUNT_CAP + 1 of
 * them: up to the cap they are counted and the page is sorted out of them, in one statement. A text
 * that matches more (a mail domain matches nearly everyone) would make that statement read and sort
 * every user; its total is the cap ("more than"), and its page is read in name order from
 * `users_name_order_idx`, where matches are dense enough to fill a page after a few rows.
 */
async function searchUsers(
  ctx: AppContext,
  condition: SQL | undefined,
  filter: UserFilter,
): Promise<UserList> {
  const text = sql`${users.searchText} like '%' || portal_search_fold(${likeLiteral(filter.search)}) || '%'`;
  const where = condition ? sql`${text} and ${condition}` : text;
  const result = (await ctx.db.execute(sql`
    with "matched" as materialized (
      select ${users.id} as "id", ${nameOrder} as "sort_name" from ${users} where ${where}
      limit ${USER_SEARCH_COUNT_CAP + 1}
    ), "counted" as (
      select count(*)::int as "total" from "matched"
    ), "page" as (
      select "id", "sort_name" from "matched"
      where (select "total" from "counted") <= ${USER_SEARCH_COUNT_CAP}
      order by "sort_name", "id"
      limit ${filter.maxResults} offset ${filter.firstResult}
    )
    select (select "total" from "counted") as "total",
           "u"."id", "u"."first_name", "u"."last_name", "u"."email", "u"."roles", "u"."active",
           "u"."storefront_active", "c"."id" as "company_id", "c"."name" as "company_name"
    from (select 1) as "one"
    left join "page" on true
    left join ${users} "u" on "u"."id" = "page"."id"
    left join ${companies} "c" on "c"."id" = "u"."company_id"
    order by "page"."sort_name", "page"."id"`)) as unknown as { rows: (Row & { total: number })[] };
  const total = Number(result.rows[0]?.total ?? 0);
  if (total <= USER_SEARCH_COUNT_CAP) {
    return {
      items: result.rows.filter((row) => row.id !== null).map(toListRow),
      totalCount: total,
      totalCapped: false,
    };
  }
  const rows = await ctx.db
    .select(listColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(nameOrder, asc(users.id))
    .limit(filter.maxResults)
    .offset(filter.firstResult);
  return { items: rows.map(toListRow), totalCount: USER_SEARCH_COUNT_CAP, totalCapped: true };
}
