import type { NamedRef, UserDetail, UserRole } from '@portal/shared-contracts';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { naturalOrder } from '../../db/collation';
import {
  brands,
  companies,
  passwordRecoveries,
  productCategories,
  userAgencyUsers,
  userAllowedBrands,
  userAllowedProductCategories,
  userSalesPersons,
  users,
  userVendorCompanies,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { categoryTitleIn } from '../catalogue';
import { fullName } from '../sessions';

const people = alias(users, 'people');
const peopleCompanies = alias(companies, 'people_companies');

/** "Agency – Person": how the user detail names an agency user (spec 000 §2, label prefixed by agency). */
export const agencyUserName = sql<string>`coalesce(${peopleCompanies.name} || ' – ', '') || ${people.firstName} || ' ' || ${people.lastName}`;

/** What decides which parts of the user detail's form apply to a user. */
export function userFields(roles: readonly UserRole[]) {
  const vendor = roles.includes('vendor');
  const agency = roles.includes('agency');
  return {
    agencyUsers: vendor,
    vendorCompanies: agency,
    // Spec 000 §2: allowed brands are not for agency users; both limits are a buyer's only (retailer
    // staff order anything).
    allowedBrands: vendor && !agency,
    allowedProductCategories: vendor || agency,
  };
}

/**
 * The user as the detail shows it, with every list, in a fixed number of queries. Catalogue texts (the
 * allowed product categories' titles) in `language`, each falling back to Czech where the catalogue
 * has no translation (docs/architecture.md "Catalogue texts per language"); brands have one name.
 */
export async function loadUserDetail(
  db: Executor,
  userId: number,
  now: Date,
  language: MessageLanguage = 'cs',
): Promise<UserDetail> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      roles: users.roles,
      active: users.active,
      storefrontActive: users.storefrontActive,
      createdAt: users.createdAt,
      version: users.version,
      companyId: companies.id,
      companyName: companies.name,
      companyType: companies.type,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError('user_not_found');

  const [salesPersons, agencyUsers, vendorCompanies, allowedBrands, allowedCategories, invitations] =
    await Promise.all([
      db
        .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
        .from(userSalesPersons)
        .innerJoin(people, eq(people.id, userSalesPersons.salesPersonId))
        .where(eq(userSalesPersons.userId, userId))
        .orderBy(asc(userSalesPersons.position), asc(people.id)),
      db
        .select({ id: people.id, name: agencyUserName })
        .from(userAgencyUsers)
        .innerJoin(people, eq(people.id, userAgencyUsers.agencyUserId))
        .leftJoin(peopleCompanies, eq(peopleCompanies.id, people.companyId))
        .where(eq(userAgencyUsers.userId, userId))
        .orderBy(naturalOrder(agencyUserName), asc(people.id)),
      db
        .select({ id: companies.id, name: companies.name })
        .from(userVendorCompanies)
        .innerJoin(companies, eq(companies.id, userVendorCompanies.companyId))
        .where(eq(userVendorCompanies.userId, userId))
        .orderBy(naturalOrder(companies.name), asc(companies.id)),
      db
        .select({ id: brands.id, name: brands.name })
        .from(userAllowedBrands)
        .innerJoin(brands, eq(brands.id, userAllowedBrands.brandId))
        .where(eq(userAllowedBrands.userId, userId))
        .orderBy(naturalOrder(brands.name), asc(brands.id)),
      db
        .select({ id: productCategories.id, name: categoryTitleIn(language) })
        .from(userAllowedProductCategories)
        .innerJoin(productCategories, eq(productCategories.id, userAllowedProductCategories.categoryId))
        .where(eq(userAllowedProductCategories.userId, userId))
        .orderBy(asc(productCategories.position), asc(productCategories.id)),
      db
        .select({ createdAt: passwordRecoveries.createdAt, validTo: passwordRecoveries.validTo })
        .from(passwordRecoveries)
        .where(
          and(
            eq(passwordRecoveries.userId, userId),
            eq(passwordRecoveries.purpose, 'invitation'),
            isNull(passwordRecoveries.usedAt),
            gt(passwordRecoveries.validTo, now),
          ),
        )
        .orderBy(desc(passwordRecoveries.createdAt))
        .limit(1),
    ]);

  const invitation = invitations[0];
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    phone: user.phone,
    roles: user.roles,
    company:
      user.companyId === null
        ? null
        : { id: user.companyId, name: user.companyName!, type: user.companyType! },
    active: user.active,
    storefrontActive: user.storefrontActive,
    salesPersons: salesPersons.map((person): NamedRef => ({ id: person.id, name: fullName(person) })),
    agencyUsers,
    vendorCompanies,
    allowedBrands,
    allowedProductCategories: allowedCategories,
    pendingInvitation: invitation
      ? { sentAt: invitation.createdAt.toISOString(), validTo: invitation.validTo.toISOString() }
      : null,
    createdAt: user.createdAt.toISOString(),
    salesPersonIds: salesPersons.map((person) => person.id),
    agencyUserIds: agencyUsers.map((person) => person.id),
    vendorCompanyIds: vendorCompanies.map((company) => company.id),
    allowedBrandIds: allowedBrands.map((brand) => brand.id),
    allowedProductCategoryIds: allowedCategories.map((category) => category.id),
    version: user.version,
  };
}
