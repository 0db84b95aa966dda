import { eq, type SQL } from 'drizzle-orm';
import { creativeFieldValues, creativeVersions } from '../../db/schema';

/**
 * Whose field values and versions: a creative's or a landing page's (both fill a creative format's
 * fields, and share creative_field_values and creative_versions: docs/architecture.md "Landing
 * pages"). Also the owner's columns of a new value or version row, as it is spread into the insert.
 */
export type ValueOwner =
  { creativeId: number; landingPageId?: never } | { landingPageId: number; creativeId?: never };

export const creativeValues = (creativeId: number): ValueOwner => ({ creativeId });
export const landingPageValues = (landingPageId: number): ValueOwner => ({ landingPageId });

/** The owner's rows of creative_field_values. */
export const valuesOf = (owner: ValueOwner): SQL =>
  owner.creativeId !== undefined
    ? eq(creativeFieldValues.creativeId, owner.creativeId)
    : eq(creativeFieldValues.landingPageId, owner.landingPageId);

/** The owner's rows of creative_versions. */
export const versionsOf = (owner: ValueOwner): SQL =>
  owner.creativeId !== undefined
    ? eq(creativeVersions.creativeId, owner.creativeId)
    : eq(creativeVersions.landingPageId, owner.landingPageId);

/**
 * What applyFieldValues needs to know of the thing it writes into: whose values, the company whose
 * files it may hold, and the shop its SKU fields may name (a creative's product's, a landing page's
 * own target).
 */
export interface FieldValuesTarget {
  owner: ValueOwner;
  companyId: number;
  skuShop: { productId: number } | { targetId: number };
}
