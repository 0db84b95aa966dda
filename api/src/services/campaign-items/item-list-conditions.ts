import type { CampaignItemFilter } from '@portal/shared-contracts';
import { and, inArray, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { campaignItems, campaigns, products, targetProductCategories, targetProducts } from '../../db/schema';
import { companyTenancy, myCampaignsCondition } from '../campaign-access';
import type { AuthContext } from '../sessions';
import { searchOf } from './item-list-search';

/**
 * The filter as conditions, split by what they read: `campaign` ones only the campaign (so they can
 * be counted on campaigns.items_count), `item` ones the item, and the search (both, see searchOf).
 * Every condition is an indexed column or a semi-join on a small table, so no join is added for
 * filtering. The campaign conditions always include the caller's tenancy (none for retailer staff).
 */
export function conditionsOf(auth: AuthContext, filter: CampaignItemFilter) {
  // Tenancy and the company filter, on a company id column: the campaign's, or the item's copy of it
  // (campaign_items.company_id), which needs no join and whose (company_id, id) index walks a
  // company's items newest first.
  const companiesOn = (column: SQLWrapper) =>
    [
      companyTenancy(auth, column),
      filter.companyIdes?.length ? inArray(column, filter.companyIdes) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
  const campaignOnly: SQL[] = [];
  const item: SQL[] = [];

  if (filter.campaignStateIdes?.length)
    campaignOnly.push(inArray(campaigns.stateId, filter.campaignStateIdes));
  if (filter.salesPersonIdes?.length)
    campaignOnly.push(inArray(campaigns.salesPersonId, filter.salesPersonIdes));
  if (filter.myCampaigns) campaignOnly.push(myCampaignsCondition(auth)!);

  if (filter.campaignItemStateIdes?.length)
    item.push(inArray(campaignItems.stateId, filter.campaignItemStateIdes));
  if (filter.productIdes?.length) item.push(inArray(campaignItems.productId, filter.productIdes));
  if (filter.productCategoryIdes?.length) {
    item.push(
      inArray(
        campaignItems.productId,
        sql`(select ${products.id} from ${products} where ${inArray(products.categoryId, filter.productCategoryIdes)})`,
      ),
    );
  }
  // The promoted product (target product) by brand, by the root of its shop category, by SKU.
  if (filter.brandIdes?.length) {
    item.push(
      inArray(
        campaignItems.targetProductId,
        sql`(select ${targetProducts.id} from ${targetProducts} where ${inArray(targetProducts.brandId, filter.brandIdes)})`,
      ),
    );
  }
  if (filter.rootTargetProductCategoryIdes?.length) {
    item.push(
      inArray(
        campaignItems.targetProductId,
        sql`(select ${targetProducts.id} from ${targetProducts} where ${targetProducts.categoryId} in
              (select ${targetProductCategories.id} from ${targetProductCategories}
               where ${inArray(targetProductCategories.rootId, filter.rootTargetProductCategoryIdes)}))`,
      ),
    );
  }
  if (filter.targetProductExternalIdes?.length) {
    item.push(
      inArray(
        campaignItems.targetProductId,
        sql`(select ${targetProducts.id} from ${targetProducts}
             where ${inArray(targetProducts.externalIdentifier, filter.targetProductExternalIdes)})`,
      ),
    );
  }
  if (filter.noCatalogTargetUrl) {
    item.push(
      and(
        isNotNull(campaignItems.targetUrl),
        isNull(campaignItems.targetProductId),
        isNull(campaignItems.targetLandingPageId),
      )!,
    );
  }
  // Overlap of the item's run with the range (an open end is unbounded), answered by the GiST index
  // on the item's period.
  if (filter.startDate || filter.endDate) {
    item.push(
      sql`daterange(${campaignItems.startDate}, ${campaignItems.endDate}, '[]') && daterange(${filter.startDate ?? null}::date, ${filter.endDate ?? null}::date, '[]')`,
    );
  }
  return {
    /** Everything the filter asks of the campaign, its company included. */
    campaign: [...companiesOn(campaigns.companyId), ...campaignOnly],
    /** What only the campaign's own row answers (state, sales person, "my campaigns"). */
    campaignOnly,
    /** Tenancy and the company filter on the item's own column. */
    itemCompany: companiesOn(campaignItems.companyId),
    item,
    search: filter.search ? searchOf(auth, filter.search) : null,
  };
}

export type Conditions = ReturnType<typeof conditionsOf>;
