import type { CampaignItemFilter } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems, campaigns } from '../../db/schema';
import { itemListTotalsOf, listTotalsOf } from '../lists';
import type { AuthContext } from '../sessions';
import type { Conditions } from './item-list-conditions';
import { unionOfParts } from './item-list-search';

/** The filter reads only what campaign_item_list_totals counts by (list-totals.ts). */
const itemSummaryAnswers = (filter: CampaignItemFilter) =>
  !filter.search &&
  !filter.myCampaigns &&
  !filter.startDate &&
  !filter.endDate &&
  !filter.campaignStateIdes?.length &&
  !filter.salesPersonIdes?.length &&
  !filter.brandIdes?.length &&
  !filter.rootTargetProductCategoryIdes?.length &&
  !filter.targetProductExternalIdes?.length &&
  !filter.noCatalogTargetUrl;

/**
 * How many items match, the cheapest way for the conditions at hand: with only tenancy, company and
 * state the summary of campaign_list_totals is summed (a few rows per company); with other campaign
 * conditions the campaigns' item counts (campaigns.items_count), so the unfiltered list never counts
 * a million items; a search over everything counts its parts' matches (searchOf); otherwise the
 * items are counted, joined to their campaigns only when a campaign condition needs it.
 */
export async function countOf(
  tx: Transaction,
  auth: AuthContext,
  filter: CampaignItemFilter,
  { campaign, campaignOnly, itemCompany, item, search }: Conditions,
  collectLimit: number,
): Promise<{ total: number; ids?: number[] }> {
  const scoped = campaign.length > 0;
  const summaryAnswers = !filter.salesPersonIdes?.length && !filter.myCampaigns;
  let rows: { total: number; ids?: number[] | null }[];
  if (item.length === 0 && !search && summaryAnswers) {
    // Only tenancy, company and campaign state: the per-company summary (campaign_list_totals).
    const result = await tx.execute(
      sql`select items_count as total from (${listTotalsOf(auth, filter)}) as totals`,
    );
    rows = (result as unknown as { rows: { total: number }[] }).rows;
  } else if (itemSummaryAnswers(filter)) {
    // Only tenancy, company, item state, product and category: the per-product summary.
    const result = await tx.execute(
      sql`select items_count as total from (${itemListTotalsOf(auth, filter)}) as totals`,
    );
    rows = (result as unknown as { rows: { total: number }[] }).rows;
  } else if (item.length === 0 && !search) {
    rows = await tx
      .select({ total: sql<number>`coalesce(sum(${campaigns.itemsCount}), 0)::int` })
      .from(campaigns)
      .where(and(...campaign));
  } else if (search && !scoped && item.length === 0) {
    const result = await tx.execute(sql`select (${search.count})::int as total`);
    rows = (result as unknown as { rows: { total: number }[] }).rows;
  } else if (search && !scoped) {
    // The matches of the search's parts within the other filters, gathered once: their count, and
    // when they are few (collect) their ids too, so the page need not gather them again.
    const result = await tx.execute(sql`with matching as materialized (${unionOfParts(search.parts, item)})
      select (select count(*) from matching)::int as total,
             array(select id from matching limit ${collectLimit + 1}) as ids`);
    rows = (result as unknown as { rows: { total: number; ids: number[] }[] }).rows;
  } else if (campaignOnly.length === 0 && !search) {
    // Items alone: tenancy and company by the item's copy of the company, no join.
    rows = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(campaignItems)
      .where(and(...itemCompany, ...item));
  } else {
    rows = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(campaignItems)
      .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
      .where(and(...campaign, ...item, search?.perRow));
  }
  const [row] = rows;
  const total = row?.total ?? 0;
  return row?.ids && total <= collectLimit ? { total, ids: row.ids.map(Number) } : { total };
}
