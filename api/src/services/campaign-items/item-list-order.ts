import type { CampaignItemFilter, CampaignItemSortField } from '@portal/shared-contracts';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { unindexedNumber, unindexedText } from '../../db/planner-hints';
import { campaignItems, campaigns, companies, products } from '../../db/schema';
import { productDisplayName as productName } from '../catalogue';

/** The item's campaign, joined for conditions and sort keys that read it (with a leading space). */
export const JOIN_CAMPAIGNS = sql` inner join ${campaigns} on ${eq(campaigns.id, campaignItems.campaignId)}`;
/** JOIN_CAMPAIGNS when `reads` (a condition reads the campaign), else nothing. */
export const campaignsJoinedIf = (reads: boolean) => (reads ? JOIN_CAMPAIGNS : sql``);

/**
 * How the page is found, chosen from the exact count (read first, in the same snapshot):
 * - `walk`: many items match, so walking an index in the sort order (id, dates, price, states, the
 *   campaign name) and checking each item finds the page after a few rows per page row;
 * - `collect`: few match (at most COLLECT_LIMIT), so the matching items are gathered by the most
 *   selective index (the caller's campaigns, a product, a SKU, …) and only they are sorted (a top-N
 *   sort). Walking would be the wrong plan here: a vendor whose items are all old would make the
 *   newest-first walk read the whole table before finding its ten. The keys are written so that no
 *   index matches them (db/planner-hints.ts), which leaves PostgreSQL only the gathering plans.
 */
export type Strategy = 'walk' | 'collect';

type KeyKind = 'number' | 'text';
const numberKey = (column: SQLWrapper, strategy: Strategy) =>
  strategy === 'walk' ? sql`${column}` : unindexedNumber(column);
const textKey = (column: SQLWrapper, strategy: Strategy) =>
  naturalOrder(strategy === 'walk' ? column : unindexedText(column));

/**
 * The sort keys of each column, the item id last, so pages are stable. Keys of the campaign's and the
 * company's columns continue with the campaign id: the items of one campaign then follow each other,
 * and each campaign's items come from the (campaign_id, id) index already ordered, so PostgreSQL
 * sorts one campaign's items at a time (an incremental sort) instead of all of them.
 */
const SORT_KEYS: Record<CampaignItemSortField, [KeyKind, SQLWrapper][]> = {
  name: [
    ['text', productName],
    ['number', products.id],
    ['number', campaignItems.id],
  ],
  company: [
    ['text', companies.name],
    ['number', companies.id],
    ['number', campaigns.id],
    ['number', campaignItems.id],
  ],
  campaign: [
    ['text', campaigns.name],
    ['number', campaigns.id],
    ['number', campaignItems.id],
  ],
  campaignState: [
    ['number', campaigns.stateId],
    ['number', campaigns.id],
    ['number', campaignItems.id],
  ],
  itemState: [
    ['number', campaignItems.stateId],
    ['number', campaignItems.id],
  ],
  startDate: [
    ['number', campaignItems.startDate],
    ['number', campaignItems.id],
  ],
  endDate: [
    ['number', campaignItems.endDate],
    ['number', campaignItems.id],
  ],
  price: [
    ['number', campaignItems.price],
    ['number', campaignItems.id],
  ],
};

/** Default: newest first. `reversed` reads the same order from its end (for pages past the middle). */
export function orderOf(filter: CampaignItemFilter, strategy: Strategy, reversed: boolean): SQL[] {
  const keys = filter.order ? SORT_KEYS[filter.order.name] : ([['number', campaignItems.id]] as const);
  const descending = (filter.order ? filter.order.direction === 'DESC' : true) !== reversed;
  return keys.map(
    ([kind, column]) =>
      sql`${kind === 'text' ? textKey(column, strategy) : numberKey(column, strategy)} ${descending ? sql`desc` : sql`asc`}`,
  );
}

/** The sorts that read only the item's own columns. */
export const ITEM_SORTS: readonly CampaignItemSortField[] = ['itemState', 'startDate', 'endDate', 'price'];

/** The sorts whose keys read the campaign (sortJoins joins it). */
export const SORTS_JOINING_CAMPAIGNS: readonly CampaignItemSortField[] = [
  'company',
  'campaign',
  'campaignState',
];

/** The tables the sort keys of the filter's order read besides the item. */
export function sortJoins(filter: CampaignItemFilter): SQL {
  const field = filter.order?.name;
  const joins: SQL[] = [];
  if (field && SORTS_JOINING_CAMPAIGNS.includes(field)) joins.push(JOIN_CAMPAIGNS);
  if (field === 'company')
    joins.push(sql` inner join ${companies} on ${eq(companies.id, campaigns.companyId)}`);
  if (field === 'name')
    joins.push(sql` inner join ${products} on ${eq(products.id, campaignItems.productId)}`);
  return sql.join(joins);
}
