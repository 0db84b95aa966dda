import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { campaignItemListTotals, campaignListTotals, products } from '../../db/schema';
import { companyTenancy } from '../campaign-access';
import type { AuthContext } from '../sessions';

/** The parts of a list's filter the summary of campaign_list_totals can answer. */
export interface ListTotalsFilter {
  campaignStateIdes?: readonly number[] | null;
  companyIdes?: readonly number[] | null;
}

/**
 * The count of campaigns, of their items and their total price for the caller's tenancy, a state and a
 * company filter, from campaign_list_totals (kept exact by triggers, 0000_baseline/07-lists.sql): at most one
 * row per company and state is summed, not every campaign. Only for filters that read nothing else of a
 * campaign. A select of one row: campaigns_count, items_count (int) and total_price (numeric).
 */
export function listTotalsOf(auth: AuthContext, filter: ListTotalsFilter): SQL {
  const t = campaignListTotals;
  const where = and(
    companyTenancy(auth, t.companyId),
    filter.campaignStateIdes?.length ? inArray(t.stateId, [...filter.campaignStateIdes]) : undefined,
    filter.companyIdes?.length ? inArray(t.companyId, [...filter.companyIdes]) : undefined,
  );
  return sql`select coalesce(sum(${t.campaignsCount}), 0)::int as campaigns_count,
      coalesce(sum(${t.itemsCount}), 0)::int as items_count,
      coalesce(sum(${t.totalPrice}), 0) as total_price
    from ${t}${where ? sql` where ${where}` : sql``}`;
}

/** The parts of the activity list's filter the summary of campaign_item_list_totals can answer. */
export interface ItemListTotalsFilter {
  companyIdes?: readonly number[] | null;
  campaignItemStateIdes?: readonly number[] | null;
  productIdes?: readonly number[] | null;
  productCategoryIdes?: readonly number[] | null;
}

/**
 * The count of activities for the caller's tenancy, a company, an item state, a product and a
 * product category filter, from campaign_item_list_totals (kept exact by triggers,
 * 0000_baseline/07-lists.sql): at most one row per company, product and item state is summed. A select
 * of one row: items_count.
 */
export function itemListTotalsOf(auth: AuthContext, filter: ItemListTotalsFilter): SQL {
  const t = campaignItemListTotals;
  const where = and(
    companyTenancy(auth, t.companyId),
    filter.companyIdes?.length ? inArray(t.companyId, [...filter.companyIdes]) : undefined,
    filter.campaignItemStateIdes?.length ? inArray(t.stateId, [...filter.campaignItemStateIdes]) : undefined,
    filter.productIdes?.length ? inArray(t.productId, [...filter.productIdes]) : undefined,
    filter.productCategoryIdes?.length
      ? inArray(
          t.productId,
          sql`(select ${products.id} from ${products} where ${inArray(products.categoryId, [...filter.productCategoryIdes])})`,
        )
      : undefined,
  );
  return sql`select coalesce(sum(${t.itemsCount}), 0)::int as items_count
    from ${t}${where ? sql` where ${where}` : sql``}`;
}
