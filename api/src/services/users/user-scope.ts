import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { hasRole, isRetailer, type AuthContext } from '../sessions';

/**
 * The companies a sales person is assigned to: those with a user who names them as a sales person
 * (user_sales_persons). A company column is compared against this list.
 */
export function salesPersonCompanies(salesPersonId: number, companyId: SQLWrapper): SQL {
  return sql`${companyId} in (select "u"."company_id" from "user_sales_persons" "usp" inner join "users" "u" on "u"."id" = "usp"."user_id" where "usp"."sales_person_id" = ${salesPersonId} and "u"."company_id" is not null)`;
}

/**
 * Which users the caller administers (docs/users.md), as a condition on a user's company column:
 * retailer staff every user (undefined: no condition); a sales person who is not retailer staff the
 * users of the companies they are assigned to; anyone else nobody.
 */
export function administeredUsers(
  auth: AuthContext,
  companyId: SQLWrapper = users.companyId,
): SQL | undefined {
  if (isRetailer(auth.user)) return undefined;
  if (hasRole(auth.user, 'salesPerson')) return salesPersonCompanies(auth.user.id, companyId);
  return sql`false`;
}

/** The id of a user the caller administers, or 404 as for an id that does not exist (design.md §2). */
export async function administeredUserId(db: Executor, auth: AuthContext, userId: number): Promise<number> {
  const scope = administeredUsers(auth);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(scope ? sql`${eq(users.id, userId)} and ${scope}` : eq(users.id, userId));
  if (!row) throw new NotFoundError('user_not_found');
  return row.id;
}
