import type { UpdateUserRequest, UpdateUserRequestSchema, UserDetail } from '@portal/shared-contracts';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import {
  brands,
  companies,
  productCategories,
  userAgencyUsers,
  userAllowedBrands,
  userAllowedProductCategories,
  userSalesPersons,
  users,
  userVendorCompanies,
} from '../../db/schema';
import type { Transaction } from '../../db/client';
import { ValidationError, type FieldIssue } from '../../errors';
import type { MessageCode } from '../../i18n/messages';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { checkEditVersion, nextEditVersion } from '../edit-versions';
import type { MessageLanguage } from '../../i18n/locale';
import { loadUserDetail, userFields } from './user-detail';
import { administeredUserId, salesPersonCompanies } from './user-scope';

type UpdateUserInput = v.InferOutput<typeof UpdateUserRequestSchema>;

const unique = (ids: readonly number[]) => [...new Set(ids)];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

/** What a list field changed: the ids added and removed (the audit's details). */
function change(before: number[], after: number[]) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  return added.length > 0 || removed.length > 0 ? { added, removed } : undefined;
}

/**
 * The ids of `wanted` that the condition does not accept, as a field issue. Ids the user has already
 * pass too (`kept`): an assignment made before, say to a sales person who has since left, does not
 * block saving the rest of the form.
 */
async function refuseUnknown(
  issues: FieldIssue[],
  field: keyof UpdateUserInput,
  code: MessageCode,
  wanted: number[],
  kept: number[],
  found: (candidates: number[]) => Promise<{ id: number }[]>,
): Promise<void> {
  const candidates = wanted.filter((id) => !kept.includes(id));
  if (candidates.length === 0) return;
  const accepted = new Set(ids(await found(candidates)));
  const refused = candidates.filter((id) => !accepted.has(id));
  if (refused.length > 0) issues.push({ field, code, params: { count: refused.length } });
}

/**
 * PUT /users/{id} (spec 000 §2 "User detail"): the storefront-active flag and the user's lists, each
 * replaced whole. A list that does not apply to the user (agencies for a non-vendor, vendor companies
 * for a non-agency, brands for an agency, limits for retailer staff) must be empty. A sales person who
 * is not retailer staff may give an agency user only vendor companies of their own. A save of an
 * older version than the stored one is refused (edit-version.ts). One transaction, one audit event
 * with what changed.
 */
export async function updateUser(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  input: UpdateUserRequest,
  language: MessageLanguage = 'cs',
): Promise<UserDetail> {
  const body = input as UpdateUserInput;
  return ctx.db.transaction(async (tx) => {
    const id = await administeredUserId(tx, auth, userId);
    const [locked] = await tx
      .select({
        roles: users.roles,
        version: users.version,
        updatedAt: users.updatedAt,
        updatedByUserId: users.updatedByUserId,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    await checkEditVersion(tx, locked!, body.version);
    const now = ctx.clock.now();
    const before = await loadUserDetail(tx, id, now);
    const fields = userFields(locked!.roles);

    const wanted = {
      salesPersonIds: unique(body.salesPersonIds),
      agencyUserIds: unique(body.agencyUserIds),
      vendorCompanyIds: unique(body.vendorCompanyIds),
      allowedBrandIds: unique(body.allowedBrandIds),
      allowedProductCategoryIds: unique(body.allowedProductCategoryIds),
    };
    const issues: FieldIssue[] = [];
    const notApplicable = (field: keyof typeof wanted, applies: boolean) => {
      if (!applies && wanted[field].length > 0) issues.push({ field, code: 'user_field_not_applicable' });
    };
    notApplicable('agencyUserIds', fields.agencyUsers);
    notApplicable('vendorCompanyIds', fields.vendorCompanies);
    notApplicable('allowedBrandIds', fields.allowedBrands);
    notApplicable('allowedProductCategoryIds', fields.allowedProductCategories);

    await refuseUnknown(
      issues,
      'salesPersonIds',
      'user_sales_person_invalid',
      wanted.salesPersonIds,
      ids(before.salesPersons),
      (candidates) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.id, candidates),
              eq(users.active, true),
              arrayContains(users.roles, ['salesPerson']),
            ),
          ),
    );
    await refuseUnknown(
      issues,
      'agencyUserIds',
      'user_agency_user_invalid',
      wanted.agencyUserIds,
      ids(before.agencyUsers),
      (candidates) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.id, candidates),
              eq(users.active, true),
              arrayContains(users.roles, ['agency']),
            ),
          ),
    );
    await refuseUnknown(
      issues,
      'vendorCompanyIds',
      'user_vendor_company_invalid',
      wanted.vendorCompanyIds,
      ids(before.vendorCompanies),
      (candidates) =>
        tx
          .select({ id: companies.id })
          .from(companies)
          .where(
            and(
              inArray(companies.id, candidates),
              eq(companies.type, 'vendor'),
              eq(companies.active, true),
              isRetailer(auth.user) ? undefined : salesPersonCompanies(auth.user.id, companies.id),
            ),
          ),
    );
    await refuseUnknown(
      issues,
      'allowedBrandIds',
      'user_brand_invalid',
      wanted.allowedBrandIds,
      ids(before.allowedBrands),
      (candidates) => tx.select({ id: brands.id }).from(brands).where(inArray(brands.id, candidates)),
    );
    await refuseUnknown(
      issues,
      'allowedProductCategoryIds',
      'user_category_invalid',
      wanted.allowedProductCategoryIds,
      ids(before.allowedProductCategories),
      (candidates) =>
        tx
          .select({ id: productCategories.id })
          .from(productCategories)
          .where(and(inArray(productCategories.id, candidates), eq(productCategories.internal, false))),
    );
    if (issues.length > 0) throw new ValidationError(issues);

    const salesPersonsChanged = ids(before.salesPersons).join(',') !== wanted.salesPersonIds.join(',');
    const changes = {
      agencyUsers: change(ids(before.agencyUsers), wanted.agencyUserIds),
      vendorCompanies: change(ids(before.vendorCompanies), wanted.vendorCompanyIds),
      allowedBrands: change(ids(before.allowedBrands), wanted.allowedBrandIds),
      allowedProductCategories: change(
        ids(before.allowedProductCategories),
        wanted.allowedProductCategoryIds,
      ),
    };

    await tx
      .update(users)
      .set({ storefrontActive: body.storefrontActive, ...nextEditVersion(locked!, auth, now) })
      .where(eq(users.id, id));
    // Only the lists that changed are written (user_vendor_companies is an agency's tenancy: writing
    // it raises the lists' version, drizzle/0000_baseline/07-lists.sql).
    if (salesPersonsChanged)
      await replaceLinks(
        tx,
        userSalesPersons,
        id,
        wanted.salesPersonIds.map((salesPersonId, position) => ({ userId: id, salesPersonId, position })),
      );
    if (changes.agencyUsers)
      await replaceLinks(
        tx,
        userAgencyUsers,
        id,
        wanted.agencyUserIds.map((agencyUserId) => ({ userId: id, agencyUserId })),
      );
    if (changes.vendorCompanies)
      await replaceLinks(
        tx,
        userVendorCompanies,
        id,
        wanted.vendorCompanyIds.map((companyId) => ({ userId: id, companyId })),
      );
    if (changes.allowedBrands)
      await replaceLinks(
        tx,
        userAllowedBrands,
        id,
        wanted.allowedBrandIds.map((brandId) => ({ userId: id, brandId })),
      );
    if (changes.allowedProductCategories)
      await replaceLinks(
        tx,
        userAllowedProductCategories,
        id,
        wanted.allowedProductCategoryIds.map((categoryId) => ({ userId: id, categoryId })),
      );

    const details = Object.fromEntries(
      Object.entries({
        storefrontActive:
          before.storefrontActive !== body.storefrontActive
            ? { from: before.storefrontActive, to: body.storefrontActive }
            : undefined,
        salesPersons: salesPersonsChanged
          ? { from: ids(before.salesPersons), to: wanted.salesPersonIds }
          : undefined,
        ...changes,
      }).filter(([, value]) => value !== undefined),
    );
    await recordAudit(tx, auth, { action: 'user.updated', entityType: 'user', entityId: id, details });
    return loadUserDetail(tx, id, now, language);
  });
}

type UserLinkTable =
  | typeof userSalesPersons
  | typeof userAgencyUsers
  | typeof userVendorCompanies
  | typeof userAllowedBrands
  | typeof userAllowedProductCategories;

/** Replaces the user's rows of a link table with `rows`. */
async function replaceLinks<T extends UserLinkTable>(
  tx: Transaction,
  table: T,
  userId: number,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table).where(eq(table.userId, userId));
  if (rows.length > 0) await tx.insert(table).values(rows);
}
