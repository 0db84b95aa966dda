import type { NamedRef, UserOption, UserRole } from '@portal/shared-contracts';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { companies, users, userVendorCompanies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { fullName, hasRole, isRetailer, type AuthContext } from '../sessions';

/** Active users holding the role, by name, with their company. */
async function activeUsersWithRole(ctx: AppContext, role: UserRole): Promise<UserOption[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.active, true), arrayContains(users.roles, [role])))
    .orderBy(naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    email: row.email,
    company: row.companyId === null ? null : { id: row.companyId, name: row.companyName! },
  }));
}

/** GET /users/vendors (retailer staff only, the route checks): the active vendor users. */
export async function listVendorUsers(ctx: AppContext): Promise<UserOption[]> {
  return activeUsersWithRole(ctx, 'vendor');
}

/** GET /users/by-role/{role} (retailer staff only): the active users with the role, e.g. sales persons. */
export async function listUsersByRole(ctx: AppContext, role: UserRole): Promise<UserOption[]> {
  return activeUsersWithRole(ctx, role);
}

/**
 * GET /users/{id}/vendor-companies: the vendor companies an agency user orders for. Retailer staff may
 * ask about anyone (a user who is no agency user has none); an agency user only about itself, any
 * other id answers 404 (design.md §2).
 */
export async function userVendorCompaniesOf(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
): Promise<NamedRef[]> {
  const mayRead = isRetailer(auth.user) || (hasRole(auth.user, 'agency') && auth.user.id === userId);
  const [user] = mayRead ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new NotFoundError('user_not_found');
  return ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(userVendorCompanies)
    .innerJoin(companies, eq(companies.id, userVendorCompanies.companyId))
    .where(eq(userVendorCompanies.userId, user.id))
    .orderBy(naturalOrder(companies.name), asc(companies.id));
}
