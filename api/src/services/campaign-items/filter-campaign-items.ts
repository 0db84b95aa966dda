import type {
  CampaignItemFilter,
  CampaignItemFilterResponse,
  CampaignItemSortField,
} from '@portal/shared-contracts';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { naturalOrder } from '../../db/collation';
import { likeLiteral } from '../../db/like';
import {
  campaignItems,
  campaigns,
  companies,
  products,
  targetProductCategories,
  targetProducts,
} from '../../db/schema';
import { amongNewest } from '../campaigns/among-newest';
import { companyTenancy, myCampaignsCondition } from '../campaigns/campaign-access';
import {
  cachedCount,
  latestCount,
  LIST_VERSION,
  listCountKey,
  listVersionNow,
  storeCount,
} from '../campaigns/list-count-cache';
import { itemListTotalsOf, listTotalsOf } from '../campaigns/list-totals';
import { nameSearch, type NameWords, type NameWordsRow } from '../campaigns/name-search';
import { productDisplayName } from '../catalogue/product-name';
import type { AppContext } from '../context';
import { hasRole, isRetailer, isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { activityListRowsOf, activityRowsInOrder, type ListedActivity } from './activity-list-rows';

/** The product's storefront name, as the screens show it (title, else the ad-server name). */
const productName = productDisplayName;

/** The item's campaign, joined for conditions and sort keys that read it (with a leading space). */
const JOIN_CAMPAIGNS = sql` inner join ${campaigns} on ${eq(campaigns.id, campaignItems.campaignId)}`;
/** JOIN_CAMPAIGNS when `reads` (a condition reads the campaign), else nothing. */
export const campaignsJoinedIf = (reads: boolean) => (reads ? JOIN_CAMPAIGNS : sql``);

/** `text` as a LIKE pattern that finds it anywhere, its own wildcards taken literally. */
const containsPattern = (text: string) => `%${likeLiteral(text.toLowerCase())}%`;

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

/**
 * Search: the campaign name, (retailer and agency) the company name, the activity's product name, the
 * promoted product's name or SKU, any case, taken literally. "Contains" is LIKE, so the trigram
 * indexes of campaign and shop product names answer it. Two equivalent forms:
 * - `perRow`, one condition checked on each item with its campaign (the name sets hashed once): right
 *   when the items are read anyway, within the caller's campaigns or walking an index;
 * - `parts`, one condition per part, each answered by an index (the items of the matching campaigns,
 *   products, target products): right for gathering the matches out of every item, as checking a
 *   million items one by one would be the slow part. A part is a condition on the item alone.
 */
function searchOf(auth: AuthContext, text: string) {
  const pattern = containsPattern(text);
  const like = (column: SQLWrapper) => sql`lower(${column}) like ${pattern}`;
  // Vendors do not see the company column, so only retailer and agency search company names too.
  const searchesCompanies = isRetailer(auth.user) || hasRole(auth.user, 'agency');
  const matchingCompanies = sql`select ${companies.id} from ${companies} where ${like(companies.name)}`;
  const byProduct = sql`${campaignItems.productId} in (select ${products.id} from ${products} where ${like(productName)})`;
  const byTargetProduct = sql`${campaignItems.targetProductId} in (select ${targetProducts.id} from ${targetProducts}
    where ${like(targetProducts.name)} or ${like(targetProducts.externalIdentifier)})`;
  // The matching campaigns by name or company with the given columns, each part by its own index (an
  // OR in one WHERE would cost the name its trigram index).
  const matchingCampaignsWith = (...columns: SQLWrapper[]) => {
    const selected = sql.join(columns, sql`, `);
    return sql`select ${selected} from ${campaigns} where ${like(campaigns.name)}${
      searchesCompanies
        ? sql` union select ${selected} from ${campaigns} where ${campaigns.companyId} in (${matchingCompanies})`
        : sql``
    }`;
  };
  const matchingCampaigns = matchingCampaignsWith(campaigns.id);
  // With each campaign's newest item (campaigns.last_item_id), for the newest matches (`newest`).
  const matchingCampaignsLastItems = matchingCampaignsWith(campaigns.id, campaigns.lastItemId);
  const matchingCampaignCounts = matchingCampaignsWith(campaigns.id, campaigns.itemsCount);
  // The matching campaigns from the word index of names, when it applies (name-search.ts); the text
  // lowered as the pattern is, so that the index finds what `like` does.
  const byWords = nameSearch({
    text: text.toLowerCase(),
    inName: like,
    matchingCompanies: searchesCompanies ? matchingCompanies : null,
  });
  // The k newest items of the rows `matching` selects (their ids) by `key`: the k newest of each.
  const newestOf = (matching: SQL, key: SQLWrapper, k: number) =>
    sql`select newest.id from (${matching}) as matching(id) cross join lateral (
      select ${campaignItems.id} as id from ${campaignItems} where ${key} = matching.id
      order by ${campaignItems.id} desc limit ${k}) as newest order by newest.id desc limit ${k}`;
  // The k newest items of many promoted products (a text may match hundreds: "krém" 417 of the
  // shop's), from each product's newest item (target_products.last_item_id, migration 0021): the k
  // newest items are no older than the k-th newest of those (`bound`: k items each at least as new
  // exist), so only the products whose newest reaches it are read, and only down to it.
  const newestOfTargetProducts = (k: number) =>
    sql`with firsts as materialized (
        select ${targetProducts.id} as id, ${targetProducts.lastItemId} as newest from ${targetProducts}
        where ${like(targetProducts.name)} or ${like(targetProducts.externalIdentifier)}),
      bound as materialized (select coalesce((select firsts.newest from firsts where firsts.newest is not null
        order by firsts.newest desc offset ${k - 1} limit 1), 0) as id)
      select newest.id from firsts cross join lateral (
        select ${campaignItems.id} as id from ${campaignItems}
        where ${campaignItems.targetProductId} = firsts.id and ${campaignItems.id} >= (select bound.id from bound)
        order by ${campaignItems.id} desc limit ${k}) as newest
      where firsts.newest >= (select bound.id from bound)
      order by newest.id desc limit ${k}`;
  return {
    /**
     * The ids of the `k` newest matching items, a superset of them at most three times `k` long, read
     * from indexes only however many items match: the newest `k` of each part. Of the matching
     * campaigns those of the `k` whose newest item is newest (campaigns.last_item_id, migration 0013):
     * the k newest items of the campaigns lie within those `k` campaigns, as each belongs to a
     * campaign whose newest item is at least as new. Those campaigns come from the word index of
     * names when it applies to the text (`byWords`: what its look-up found), else from all matching
     * campaigns, gathered. Of the matching products the newest `k` of each, and so of the promoted
     * products, of which a text may match hundreds, by their newest items (newestOfTargetProducts).
     */
    newest: (k: number, found: NameWords | null) => sql`(${newestOf(
      found
        ? sql`select first.id from (${byWords.newestByLastItem(found, k)}) as first`
        : sql`select matching.id from (${matchingCampaignsLastItems}) as matching(id, last_item_id)
          where matching.last_item_id is not null order by matching.last_item_id desc limit ${k}`,
      campaignItems.campaignId,
      k,
    )})
      union (${newestOf(sql`select ${products.id} from ${products} where ${like(productName)}`, campaignItems.productId, k)})
      union (${newestOfTargetProducts(k)})`,
    /** The word index of names for the text: its look-up's columns and what they found. */
    nameWords: byWords,
    perRow: or(
      like(campaigns.name),
      searchesCompanies ? sql`${campaigns.companyId} in (${matchingCompanies})` : undefined,
      byProduct,
      byTargetProduct,
    )!,
    parts: [sql`${campaignItems.campaignId} in (${matchingCampaigns})`, byProduct, byTargetProduct],
    /**
     * The count of every match when no other item condition applies: the matching campaigns' item
     * counts (campaigns.items_count), plus the items matching by product or promoted product in
     * other campaigns. A name that matches many campaigns then costs no reading of their items.
     */
    // The item counts are read with the matching campaigns themselves: joining the ids back to
    // campaigns made PostgreSQL read all 100,000 campaigns to hash-join 8,000 of them.
    count: sql<number>`(select coalesce(sum(matching.items_count), 0) from (${matchingCampaignCounts}) as matching)
      + (select count(*) from (
          select ${campaignItems.id}, ${campaignItems.campaignId} from ${campaignItems} where ${byProduct}
          union select ${campaignItems.id}, ${campaignItems.campaignId} from ${campaignItems} where ${byTargetProduct}
        ) as by_product where by_product.campaign_id not in (${matchingCampaigns}))`,
  };
}

/** The ids of the items matching every part's condition and the item conditions, once each. */
const unionOfParts = (parts: SQL[], item: SQL[]) =>
  sql.join(
    parts.map((part) => sql`select ${campaignItems.id} from ${campaignItems} where ${and(part, ...item)}`),
    sql` union `,
  );

/**
 * How the page is found, chosen from the exact count (read first, in the same snapshot):
 * - `walk`: many items match, so walking an index in the sort order (id, dates, price, states, the
 *   campaign name) and checking each item finds the page after a few rows per page row;
 * - `collect`: few match (at most COLLECT_LIMIT), so the matching items are gathered by the most
 *   selective index (the caller's campaigns, a product, a SKU, …) and only they are sorted (a top-N
 *   sort). Walking would be the wrong plan here: a vendor whose items are all old would make the
 *   newest-first walk read the whole table before finding its ten. The keys are written so that no
 *   index matches them (`+ 0`, `|| ''`), which leaves PostgreSQL only the gathering plans.
 */
type Strategy = 'walk' | 'collect';

/**
 * What the count cache keeps of an activity filter: the count, and for a search what the word index
 * of names found for its text at the same version (null: it does not apply; undefined: not looked up).
 */
interface ItemCount {
  total: number;
  words?: NameWords | null;
}
const COLLECT_LIMIT = 50_000;
/** How many of the newest items a search over every item checks before it gathers all its matches. */
const RECENT_ITEMS = 3_000;
/** Up to how deep a search's page is read from the newest matches of each part (searchOf's `newest`). */
const NEWEST_LIMIT = 1_000;

type KeyKind = 'number' | 'text';
const numberKey = (column: SQLWrapper, strategy: Strategy) =>
  strategy === 'walk' ? sql`${column}` : sql`(${column} + 0)`;
const textKey = (column: SQLWrapper, strategy: Strategy) =>
  naturalOrder(strategy === 'walk' ? column : sql`${column} || ''`);

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

/**
 * The page's item ids in the order of a name of another table (the activity's product, the company)
 * when many items match. Sorting every match by that name would read them all; instead the few named
 * rows (products, companies) are put in name order and each gives its first `offset + limit` matching
 * items in the rest of the order, read from an index in that order, so no more is read per name.
 */
const RANKED_SORTS = {
  name: {
    table: products,
    name: productName,
    items: (id: SQL) => sql`${campaignItems.productId} = ${id}`,
    // (product_id, id) index
    rest: [campaignItems.id],
  },
  company: {
    table: companies,
    name: companies.name,
    items: (id: SQL) => sql`${campaigns.companyId} = ${id}`,
    // campaigns (company_id, id), then each campaign's items by (campaign_id, id)
    rest: [campaigns.id, campaignItems.id],
  },
} as const;

function pageIdsByRank(
  sort: keyof typeof RANKED_SORTS,
  where: SQL | undefined,
  descending: boolean,
  offset: number,
  limit: number,
): SQL {
  const { table, name, items, rest } = RANKED_SORTS[sort];
  const direction = descending ? sql`desc` : sql`asc`;
  const keys = rest.map((column, index) => ({ column, alias: sql.identifier(`k${index}`) }));
  return sql`select page.id from (
      select ${table.id} as id,
        row_number() over (order by ${naturalOrder(name)} ${direction}, ${table.id} ${direction}) as position
      from ${table}) as ranked
    cross join lateral (
      select ${campaignItems.id} as id, ${sql.join(
        keys.map(({ column, alias }) => sql`${column} as ${alias}`),
        sql`, `,
      )}
      from ${campaignItems}${JOIN_CAMPAIGNS}
      where ${and(items(sql`ranked.id`), where)}
      order by ${sql.join(
        keys.map(({ column }) => sql`${column} ${direction}`),
        sql`, `,
      )} limit ${offset + limit}) as page
    order by ranked.position, ${sql.join(
      keys.map(({ alias }) => sql`page.${alias} ${direction}`),
      sql`, `,
    )} limit ${limit} offset ${offset}`;
}

/** The sorts that read only the item's own columns. */
const ITEM_SORTS: readonly CampaignItemSortField[] = ['itemState', 'startDate', 'endDate', 'price'];

/**
 * The page's item ids by price when the filter names products (or their categories) and many items
 * match: each product gives its first `offset + limit` matching items by (price, id), read from the
 * (product_id, price, id) index, and the page is taken from their merge. Walking the price index
 * instead reads the cheap (or dear) items of every other product first (23,000 items for the
 * first ascending page of a category); sorting the category reads all of it (250,000).
 */
function pageIdsByProductPrice(
  filter: CampaignItemFilter,
  where: SQL | undefined,
  /** `where` reads the campaign (a campaign's own filter, a search): only then is it joined. */
  readsCampaigns: boolean,
  descending: boolean,
  offset: number,
  limit: number,
): SQL {
  const direction = descending ? sql`desc` : sql`asc`;
  const named = and(
    filter.productCategoryIdes?.length ? inArray(products.categoryId, filter.productCategoryIdes) : undefined,
    filter.productIdes?.length ? inArray(products.id, filter.productIdes) : undefined,
  );
  return sql`select page.id from (select ${products.id} as id from ${products} where ${named}) as named
    cross join lateral (
      select ${campaignItems.id} as id, ${campaignItems.price} as price
      from ${campaignItems}${campaignsJoinedIf(readsCampaigns)}
      where ${and(sql`${campaignItems.productId} = named.id`, where)}
      order by ${campaignItems.price} ${direction}, ${campaignItems.id} ${direction}
      limit ${offset + limit}) as page
    order by page.price ${direction}, page.id ${direction} limit ${limit} offset ${offset}`;
}

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

/**
 * The rows of the page within the `total` matching ones: from firstResult, at most maxResults, never
 * at or past lastResult. A page past the middle is read from the other end of the order (reversed,
 * with the smaller offset), so the last page costs what the first does.
 */
function windowOf(filter: CampaignItemFilter, total: number) {
  const end = Math.min(
    total,
    filter.firstResult + filter.maxResults,
    filter.lastResult ?? Number.MAX_SAFE_INTEGER,
  );
  const limit = end - filter.firstResult;
  const fromEnd = total - end;
  return fromEnd < filter.firstResult
    ? { offset: fromEnd, limit, reversed: true }
    : { offset: filter.firstResult, limit, reversed: false };
}

type Conditions = ReturnType<typeof conditionsOf>;

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
async function countOf(
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

/** A page of the activity list: its item ids in order, their rows, and the count of all matches. */
interface Page {
  ids: number[];
  rows: ListedActivity[];
  total: number;
}

/**
 * POST /campaign-items/filter: one page of the activities the caller may see (tenancy of the
 * campaign's company, as the campaign list) and how many match. The count (countOf, unless
 * list-count-cache.ts has it for the list version), which also chooses how the page is found
 * (Strategy), and the page's item ids (a search newest first may try the newest items, then its
 * parts' newest matches) in one read-only snapshot, or without a transaction at the latest count
 * when every statement reads its version; each statement of ids reads those items' rows, with the
 * variable values of their generated names, in the same round trip (activity-list-rows.ts). On a
 * data set of 100,000 campaigns and 1,000,000 items the statements stay index-driven for every
 * filter and sort (docs/performance.md).
 */
export async function filterCampaignItems(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignItemFilter,
  /**
   * Tests lower these to run the plans for many matches on the small demo data set: the walking plans
   * (collectLimit), and a search's page from the newest matches of each part (recentItems 0; their
   * campaigns from the word index of names, or with nameWords false gathered) or from all its
   * matches (recentItems and newestLimit 0).
   */
  tuning: { collectLimit?: number; recentItems?: number; newestLimit?: number; nameWords?: boolean } = {},
): Promise<CampaignItemFilterResponse> {
  const {
    collectLimit = COLLECT_LIMIT,
    recentItems = RECENT_ITEMS,
    newestLimit = NEWEST_LIMIT,
    nameWords = true,
  } = tuning;
  const conditions = conditionsOf(auth, filter);
  const { campaign, campaignOnly, itemCompany, item, search } = conditions;
  // Within the caller's or a filter's campaigns, their items are read and checked; otherwise a
  // search gathers its matches out of every item (searchOf).
  const scoped = campaign.length > 0;
  // Gathering the matches needs their campaigns only for the campaign's own columns or a search.
  const readsCampaigns = campaignOnly.length > 0 || Boolean(search);
  // Newest first within some companies, with at most an item state besides: the (company_id, id) and
  // (company_id, state_id, id) indexes give the items in that order, so the page is walked from them
  // (20 rows) however many match, instead of gathering a vendor's 16,000 items to sort them.
  const walksCompanies =
    !filter.order &&
    itemCompany.length > 0 &&
    !readsCampaigns &&
    item.length === (filter.campaignItemStateIdes?.length ? 1 : 0);

  // A search over every item with no other item condition, newest first, may read its page from the
  // newest matches of each part (searchOf's `newest`).
  const newestBySearch = search !== null && !scoped && !filter.order && item.length === 0;

  /**
   * The page's item ids at a count (and, for a search, what the word index found), and the list
   * versions of the snapshots the statements read (each statement reads its own: one, or two for a
   * search that tries the newest items first).
   */
  const pageAt = async (
    executor: Executor,
    total: number,
    found: NameWords | null | undefined,
    matchingIds: number[] | undefined,
  ): Promise<{ ids: number[]; rows: ListedActivity[]; versions: Set<number> }> => {
    const versions = new Set<number>();
    let rows: ListedActivity[] = [];
    if (total === 0 || filter.firstResult >= total) return { ids: [], rows, versions };
    const strategy: Strategy = total > collectLimit || walksCompanies ? 'walk' : 'collect';
    const { offset, limit, reversed } = windowOf(filter, total);
    const matching = and(...itemCompany, ...campaignOnly, ...item, search?.perRow);
    const ranked =
      strategy === 'walk' && (filter.order?.name === 'name' || filter.order?.name === 'company')
        ? filter.order.name
        : null;
    // By price within products (a product or a category filter): the page from each product's first rows.
    const byProductPrice =
      strategy === 'walk' &&
      filter.order?.name === 'price' &&
      Boolean(filter.productIdes?.length || filter.productCategoryIdes?.length);
    const descending = (filter.order?.direction === 'DESC') !== reversed;
    // The ids a statement selects, in its order, with the list version of the statement's snapshot
    // and the list's rows of those items (activity-list-rows.ts), all in one round trip. The ids
    // come on the first row only (node-postgres would parse the array again on every row).
    const readIds = async (statement: SQL) => {
      const result = await executor.execute(
        sql`with page as materialized (select array(${statement}) as ids, ${LIST_VERSION} as list_version)
          select case when coalesce(listed.ordinality, 1) = 1 then page.ids end as ids, page.list_version, listed.*
          from page left join lateral ${activityListRowsOf(sql`page.ids`)} with ordinality as listed on true`,
      );
      type Row = { ids: number[] | null; list_version: string } & (
        ListedActivity | { [column in keyof ListedActivity]: null }
      );
      const read = (result as unknown as { rows: Row[] }).rows;
      versions.add(Number(read[0]!.list_version));
      rows = read.flatMap((row) => (row.id === null ? [] : [row]));
      return read.find((row) => row.ids !== null)!.ids!.map(Number);
    };
    // The ids of the page walked in the sort order under a condition, joining only what the
    // condition and the order read (the campaign, for the order the company or the product).
    const walkPage = (condition: SQL | undefined) => {
      const campaignsJoined = filter.order ? SORTS_JOINING_CAMPAIGNS.includes(filter.order.name) : false;
      return readIds(sql`select ${campaignItems.id} as id from ${campaignItems}${campaignsJoinedIf(readsCampaigns && !campaignsJoined)}${sortJoins(filter)} where ${condition ?? sql`true`}
        order by ${sql.join(orderOf(filter, 'walk', reversed), sql`, `)}
        limit ${limit} offset ${offset}`);
    };
    // The page's ids in the list's order (a page walked from the end is read backwards).
    const answer = (ids: number[]) => ({ ids: reversed ? ids.reverse() : ids, rows, versions });

    // A search over every item, newest first: the newest RECENT_ITEMS items are checked first (most
    // searches find their page there: a theme, a kind of goods, a company, 5–10 ms on the data
    // set); otherwise, when no other item condition applies, the page comes from the newest matches
    // of each part (searchOf's `newest`: 15–50 ms whatever the matches' age). Only then are all
    // matches gathered or walked, which costs what they number (25–130 ms for 25,000–80,000) or,
    // walking, most when they are old (a season, a past year: 125–640 ms).
    // When the word index of names applies to the text, the newest matches of each part are read
    // at once (the newest items would cost a walk of 3,000 rows for a text whose matches are old).
    if (search && !scoped && !filter.order && !reversed) {
      const fromNewestMatches = newestBySearch && offset + limit <= newestLimit;
      const byWords = fromNewestMatches ? (found ?? null) : null;
      if (!byWords) {
        const recent = await walkPage(
          and(matching, amongNewest(campaignItems, campaignItems.id, recentItems)),
        );
        if (recent.length === limit) return answer(recent);
      }
      if (fromNewestMatches) {
        const newest = await readIds(sql`select newest.id from (${search.newest(offset + limit, byWords)})
          as newest(id) order by newest.id desc limit ${limit} offset ${offset}`);
        return answer(newest);
      }
    }

    // The page's ids in its order, found first, or the page walked.
    let pageIds: SQL;
    if (strategy === 'collect') {
      // The few matches first, as an array of ids found the cheapest way with nothing else to read
      // (the count's plan: the caller's campaigns, a product, a brand's target products… through
      // indexes that hold the item id); then the page's ids among them in the sort order, joining
      // only what the sort reads.
      const ids = matchingIds
        ? // Gathered by the count already: one text parameter, read as an integer array.
          sql`select unnest(${`{${matchingIds.join(',')}}`}::int[])`
        : search && !scoped
          ? unionOfParts(search.parts, item)
          : sql`select ${campaignItems.id} from ${campaignItems}${campaignsJoinedIf(readsCampaigns)} where ${matching ?? sql`true`}`;
      const order = sql.join(orderOf(filter, 'collect', reversed), sql`, `);
      // Sorted by the item's own columns, the gathering query sorts its matches itself: reading
      // the gathered ids again by primary key (an array of up to COLLECT_LIMIT) cost more than the
      // gathering (a vendor's 15,891 items: 15 ms to gather, 25 ms more to read them again).
      const sortsByItem = !filter.order || ITEM_SORTS.includes(filter.order.name);
      // Newest first (by the id alone) the page is taken from the gathered ids themselves.
      pageIds = !filter.order
        ? sql`select matching.id from (${ids}) as matching(id) order by matching.id ${reversed ? sql`asc` : sql`desc`}
            limit ${limit} offset ${offset}`
        : !matchingIds && !(search && !scoped) && sortsByItem
          ? sql`${ids} order by ${order} limit ${limit} offset ${offset}`
          : sql`select ${campaignItems.id} from ${campaignItems}${sortJoins(filter)}
        where ${campaignItems.id} = any(array(${ids}))
        order by ${order} limit ${limit} offset ${offset}`;
    } else if (ranked) {
      // By a name of another table the page's ids come first (pageIdsByRank).
      pageIds = pageIdsByRank(ranked, matching, descending, offset, limit);
    } else if (byProductPrice) {
      pageIds = pageIdsByProductPrice(filter, matching, readsCampaigns, descending, offset, limit);
    } else {
      return answer(await walkPage(matching));
    }
    return answer(await readIds(pageIds));
  };

  const key = listCountKey('campaign-items', auth, filter, [
    'firstResult',
    'lastResult',
    'maxResults',
    'order',
  ]);
  const wantsWords = newestBySearch && nameWords;
  const page = (await pageAtLatestCount()) ?? (await pageInOneSnapshot());
  return { items: activityRowsInOrder(page.ids, page.rows, isRetailerLike(auth)), total: page.total };

  /**
   * Paging through a counted list, or coming back to it: the page at the latest count of the filter,
   * with no transaction (two round trips fewer, and no round trip for the version alone). It holds
   * only if every statement's snapshot has the version of the count (and of what the word index
   * found, kept with it); otherwise (undefined) the list is read in one snapshot.
   */
  async function pageAtLatestCount(): Promise<Page | undefined> {
    const latest = latestCount<ItemCount>(ctx.db, key);
    if (!latest || (wantsWords && latest.count.words === undefined)) return undefined;
    const { total, words } = latest.count;
    const found = wantsWords ? words : undefined;
    const { ids, rows, versions } = await pageAt(ctx.db, total, found, undefined);
    if (versions.size === 0) versions.add(await listVersionNow(ctx.db));
    return versions.size === 1 && versions.has(latest.version) ? { ids, rows, total } : undefined;
  }

  /**
   * The count (countOf, unless list-count-cache.ts has it for this snapshot's version), which also
   * chooses how the page is found, and the page's ids, in one read-only snapshot. Its first round trip
   * reads the list version and, for a search that may read its page from the word index of names,
   * what the index finds for the text, unless the latest count of the filter keeps it (it does for
   * the version it was read at).
   */
  async function pageInOneSnapshot(): Promise<Page> {
    return ctx.db.transaction(
      async (tx) => {
        const lookUpNow = wantsWords && latestCount<ItemCount>(ctx.db, key)?.count.words === undefined;
        const first = await tx.execute(
          sql`select ${LIST_VERSION} as list_version${lookUpNow ? sql`, ${search!.nameWords.lookUp}` : sql``}`,
        );
        type FirstRow = { list_version: string } & NameWordsRow;
        const [firstRow] = (first as unknown as { rows: FirstRow[] }).rows;
        const version = Number(firstRow!.list_version);
        const cached = cachedCount<ItemCount>(ctx.db, key, version);
        // What the word index found for the text, in this snapshot (null: it does not apply).
        let found: NameWords | null | undefined;
        if (wantsWords) {
          if (lookUpNow) found = search!.nameWords.found(firstRow!);
          else if (cached?.words !== undefined) found = cached.words;
          else {
            // The kept look-up is of another version: again, in this snapshot.
            const again = await tx.execute(sql`select ${search!.nameWords.lookUp}`);
            found = search!.nameWords.found((again as unknown as { rows: NameWordsRow[] }).rows[0]!);
          }
        }
        const { total, ids: matchingIds } =
          cached === undefined
            ? await countOf(tx, auth, filter, conditions, collectLimit)
            : { total: cached.total, ids: undefined };
        if (cached === undefined || (wantsWords && cached.words === undefined))
          storeCount(ctx.db, key, version, { total, words: found } satisfies ItemCount);
        const { ids, rows } = await pageAt(tx, total, found, matchingIds);
        return { ids, rows, total };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
