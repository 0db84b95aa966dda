import type { NamedRef, UserEdit } from '@portal/shared-contracts';
import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { naturalOrder } from '../../db/collation';
import { companies, productCategories, users } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { categoryTitleIn } from '../catalogue';
import type { AppContext } from '../context';
import { fullName, type AuthContext } from '../sessions';
import { agencyUserName, loadUserDetail, userFields } from './user-detail';
import { administeredUserId } from './user-scope';

const people = alias(users, 'people');
const peopleCompanies = alias(companies, 'people_companies');

/**
 * GET /users/{id}/edit: the user with the choices of the detail's form that are few enough to send
 * whole: the active sales persons, the active agency users ("Agency – Person") and the product
 * categories a buyer can be limited to (active and not internal, and any the user has already). Brands
 * and vendor companies are searched on the server (/brands/search, /users/company-options). The
 * categories' titles (options and the user's own) are in `language`, Czech where there is no
 * translation; the version is the user's, whatever the language.
 */
export async function getUserEdit(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  language: MessageLanguage = 'cs',
): Promise<UserEdit> {
  const id = await administeredUserId(ctx.db, auth, userId);
  const user = await loadUserDetail(ctx.db, id, ctx.clock.now(), language);
  const allowedIds = user.allowedProductCategories.map((category) => category.id);
  const [salesPersons, agencyUsers, categories] = await Promise.all([
    ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.active, true), arrayContains(users.roles, ['salesPerson'])))
      .orderBy(naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`), asc(users.id)),
    ctx.db
      .select({ id: people.id, name: agencyUserName })
      .from(people)
      .leftJoin(peopleCompanies, eq(peopleCompanies.id, people.companyId))
      .where(and(eq(people.active, true), arrayContains(people.roles, ['agency'])))
      .orderBy(naturalOrder(agencyUserName), asc(people.id)),
    ctx.db
      .select({ id: productCategories.id, name: categoryTitleIn(language) })
      .from(productCategories)
      .where(
        or(
          and(eq(productCategories.active, true), eq(productCategories.internal, false)),
          allowedIds.length > 0 ? inArray(productCategories.id, allowedIds) : undefined,
        ),
      )
      .orderBy(asc(productCategories.position), asc(productCategories.id)),
  ]);
  return {
    user,
    options: {
      salesPersons: salesPersons.map((person): NamedRef => ({ id: person.id, name: fullName(person) })),
      agencyUsers,
      productCategories: categories,
    },
    fields: userFields(user.roles),
  };
}
