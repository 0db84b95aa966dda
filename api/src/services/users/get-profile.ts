import { UI_LOCALES, type UiLocale, type UserProfile } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userSalesPersons, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { type AuthContext, findUserById, fullName } from '../sessions';
import { lastImpersonation } from './impersonation-history';

const salesPersons = alias(users, 'sales_persons');

export async function getProfile(ctx: AppContext, auth: AuthContext): Promise<UserProfile> {
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user) throw new NotFoundError();
  const [extra] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
  const persons = await ctx.db
    .select({ id: salesPersons.id, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
    .from(userSalesPersons)
    .innerJoin(salesPersons, eq(salesPersons.id, userSalesPersons.salesPersonId))
    .where(eq(userSalesPersons.userId, user.id))
    .orderBy(asc(userSalesPersons.position), asc(salesPersons.lastName));
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: extra?.phone ?? null,
    companyId: user.companyId,
    companyName: user.companyName,
    userRoles: user.roles,
    locale:
      user.locale && (UI_LOCALES as readonly string[]).includes(user.locale)
        ? (user.locale as UiLocale)
        : null,
    salesPersons: persons.map((person) => ({ id: person.id, name: fullName(person) })),
    lastImpersonation: await lastImpersonation(ctx.db, user.id),
  };
}
