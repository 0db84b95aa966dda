import type { CampaignFilter, CampaignFilterResponse } from '@portal/shared-contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, companies, users } from '../../db/schema';
import type { AppContext } from '../context';
import {
  amongNewest,
  cachedCount,
  listCountKey,
  listVersionOf,
  listTotalsOf,
  nameSearch,
  storeCount,
  type NameWords,
  type NameWordsRow,
} from '../lists';
import { isRetailer, type AuthContext } from '../sessions';
import { tenancyScope } from '../campaign-access';
import { conditionsOf, searchOf } from './campaign-list-conditions';
import { orderOf, salesPersons } from './campaign-list-order';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignListRows } from './campaign-list-rows';
import {
  ANCHOR_EVERY,
  anchoredStart,
  fromAnchor,
  priceAnchorsOf,
  type AnchoredStart,
  type PriceAnchor,
} from './price-anchors';

/**
 * How the page is found, chosen from the count (read first, in the same snapshot). When many
 * campaigns match, PostgreSQL may walk an index in the sort order and test each row. When few match
 * (at most COLLECT_LIMIT), that walk is the wrong plan: for matches far down the order (an old month,
 * a small vendor's campaigns, newest first) it reads most of the table. Then the keys are written so
 * that no index matches them (db/planner-hints.ts): the matches are gathered by the filter's most
 * selective index and only they are sorted.
 */
const COLLECT_LIMIT = 20_000;
/** How many of the newest campaigns a search checks before it walks or gathers all its matches. */
const RECENT_CAMPAIGNS = 2_000;

/** The filter asks only for the search text (and the caller's tenancy). */
const searchOnly = (filter: CampaignFilter) =>
  !filter.campaignStateIdes?.length &&
  !filter.companyIdes?.length &&
  !filter.companyContactIdes?.length &&
  !filter.salesPersonIdes?.length &&
  !filter.startDate &&
  !filter.endDate &&
  !filter.myCampaigns;

/** The filter reads nothing of a campaign but tenancy, company and state: campaign_list_totals counts it. */
const countedBySummary = (filter: CampaignFilter) =>
  !filter.companyContactIdes?.length &&
  !filter.salesPersonIdes?.length &&
  !filter.search &&
  !filter.startDate &&
  !filter.endDate &&
  !filter.myCampaigns;

/**
 * POST /campaigns/filter: one page of the campaigns the caller may see, with the count and total
 * price of all that match, filtered, sorted and paged in the database, as the activity list is, in
 * one read-only snapshot:
 * - the list version (and, for a search the word index of names may answer, its look-up);
 * - the count and total price kept for the filter at that version (list-count-cache.ts), or counted:
 *   from campaign_list_totals when the filter reads only tenancy, company and state (list-totals.ts),
 *   else from the matching campaigns;
 * - the page's ids, from campaigns alone (joined only to what the order reads), so a deep offset skips
 *   index entries rather than joined rows; walked or gathered by the count (COLLECT_LIMIT); a deep page
 *   by price starts from the filter's price anchors, kept with its count; a retailer's search newest
 *   first tries the newest campaigns, or the word index of names, first;
 * then the page's rows by their ids (campaign-list-rows.ts, a prepared statement), with the delivery
 * figures of each and the state's name in `language`.
 */
export async function filterCampaigns(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignFilter,
  language: MessageLanguage = 'cs',
  /**
   * Tests lower recentCampaigns (to 0) to read a search's page from all its matches on the small demo
   * data set: by the word index of names, or (nameWords false) gathered.
   */
  tuning: ListTuning = {},
): Promise<CampaignFilterResponse> {
  const key = listCountKey('campaigns', auth, filter, ['limit', 'offset', 'order']);
  const search = wordIndexSearch(auth, filter, tuning.nameWords ?? true);
  const { collectLimit = COLLECT_LIMIT, anchorEvery = ANCHOR_EVERY } = tuning;
  const byPrice = filter.order?.name === 'price' ? filter.order.direction : null;
  const where = conditionsOf(auth, filter) ?? sql`true`;

  const { ids, count } = await ctx.db.transaction(
    async (tx) => {
      const result = await tx.execute(
        sql`select ${listVersionOf(auth)} as list_version${search ? sql`, ${search.lookUp}` : sql``}`,
      );
      const [row] = (result as unknown as { rows: ({ list_version: string } & NameWordsRow)[] }).rows;
      const version = row!.list_version;
      const found = search?.found(row!);
      let count = cachedCount<Count>(ctx.db, key, version);
      if (!count) {
        count = await countOf(tx, auth, filter, where);
        storeCount(ctx.db, key, version, count);
      }
      // A deep page by price starts from the nearest of the filter's price anchors; without them it
      // walks the whole filter once to make them (one index walk), kept with the count.
      const deepByPrice = byPrice && count.total > collectLimit;
      if (deepByPrice && !count.priceAnchors && filter.offset >= anchorEvery) {
        const made = await tx.execute(priceAnchorsOf(where, anchorEvery));
        count = {
          ...count,
          priceAnchors: (made as unknown as { rows: { anchors: PriceAnchor[] }[] }).rows[0]!.anchors,
        };
        storeCount(ctx.db, key, version, count);
      }
      const anchored =
        deepByPrice && count.priceAnchors
          ? anchoredStart(count.priceAnchors, count.total, filter.offset, byPrice, anchorEvery)
          : null;
      const byWords = search && found ? { search, found } : null;
      return { ids: await pageIds(tx, auth, filter, count.total, { ...tuning, byWords, anchored }), count };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    campaigns: await campaignListRows(ctx.db, ids, language),
    total: count.total,
    totalPrice: Number(count.totalPrice),
  };
}

/** The count and total price of the campaigns the filter matches. */
async function countOf(
  executor: Executor,
  auth: AuthContext,
  filter: CampaignFilter,
  where: SQL,
): Promise<Count> {
  const counted = countedBySummary(filter)
    ? sql`select campaigns_count as total, total_price::text from (${listTotalsOf(auth, filter)}) as totals`
    : sql`select count(*)::int as total, coalesce(sum(${campaigns.totalPrice}), 0)::text as total_price
        from ${campaigns} where ${where}`;
  const result = await executor.execute(counted);
  const [row] = (result as unknown as { rows: { total: number; total_price: string }[] }).rows;
  return { total: row!.total, totalPrice: row!.total_price };
}

type NameSearch = ReturnType<typeof nameSearch>;

/**
 * The word index of names (name-search.ts) for a retailer's search newest first with nothing else to
 * match: when it applies to the text, the page comes from the newest matches of the text's words,
 * however old and many the matches are.
 */
function wordIndexSearch(auth: AuthContext, filter: CampaignFilter, enabled: boolean): NameSearch | null {
  if (!enabled || !filter.search || filter.order || !isRetailer(auth.user) || !searchOnly(filter))
    return null;
  return nameSearch({ ...searchOf(auth, filter.search), text: filter.search });
}

interface ListTuning {
  recentCampaigns?: number;
  nameWords?: boolean;
  /** Tests lower these to walk and anchor the small demo data set. */
  collectLimit?: number;
  anchorEvery?: number;
}

interface StatementTuning extends ListTuning {
  /** Where a deep page by price starts (price-anchors.ts), when the count's anchors give one. */
  anchored?: AnchoredStart | null;
  /** The word index of names and what it found, when it gives the page. */
  byWords: { search: NameSearch; found: NameWords } | null;
}

interface Count {
  total: number;
  totalPrice: string;
  /** The filter's positions by price (price-anchors.ts), when a deep page by price was read. */
  priceAnchors?: PriceAnchor[];
}

/** The page's campaign ids in its order, at a count of `total` matches. */
async function pageIds(
  executor: Executor,
  auth: AuthContext,
  filter: CampaignFilter,
  total: number,
  { recentCampaigns = RECENT_CAMPAIGNS, byWords, collectLimit = COLLECT_LIMIT, anchored }: StatementTuning,
): Promise<number[]> {
  const where = conditionsOf(auth, filter) ?? sql`true`;
  const sortJoins =
    filter.order?.name === 'company'
      ? sql` inner join ${companies} on ${eq(companies.id, campaigns.companyId)}`
      : filter.order?.name === 'salesPerson'
        ? sql` left join ${users} as ${sql.identifier('sales_persons')} on ${eq(salesPersons.id, campaigns.salesPersonId)}`
        : sql``;
  // A search newest first looks at the newest RECENT_CAMPAIGNS campaigns first: most searches find
  // their page there, in a short walk of the primary key; the others then gather all their matches
  // (walking newest first would reach old matches only after every newer campaign). Retailer staff
  // only: a vendor's or an agency's campaigns are few, gathered by company at once. Not when the
  // word index of names gives the page: it reads only as far as the page needs, however old the
  // matches.
  const recentFirst =
    Boolean(filter.search) &&
    !filter.order &&
    isRetailer(auth.user) &&
    !filter.companyIdes?.length &&
    !byWords;
  // Newest first within a vendor's own company, the (company_id, id) index holds the page in its
  // order: walked, a page reads its own entries (and, with other conditions, the rows before them
  // that fail them), at most the company's campaigns, which is what gathering them would read; the
  // planner may still gather when another condition is more selective. Gathered, the vendor's
  // default page sorted all of the company's campaigns for one page of them, most of its cost.
  const walksCompany = !filter.order && tenancyScope(auth).kind === 'vendor';
  const collect = !walksCompany && (recentFirst || total <= collectLimit);
  // A deep page by price walks from its anchor (only the walking form has one).
  const start = collect ? null : (anchored ?? null);
  const allMatches = byWords
    ? sql`select newest.id from (${byWords.search.newest(byWords.found, filter.limit, filter.offset)}) as newest`
    : sql`select ${campaigns.id} as id from ${campaigns}${sortJoins}
      where ${where}${start ? sql` and ${fromAnchor(start, filter.order!.direction)}` : sql``}
      order by ${sql.join(orderOf(filter, collect), sql`, `)}
      limit ${filter.limit} offset ${start ? start.skip : filter.offset}`;

  const result = await executor.execute(sql`
    with ${
      recentFirst
        ? sql`recent as materialized (select ${campaigns.id} as id from ${campaigns}
        where ${where} and ${amongNewest(campaigns, campaigns.id, recentCampaigns)}
        order by ${campaigns.id} desc limit ${filter.limit} offset ${filter.offset}),
    found as materialized (select count(*) = ${filter.limit} as full_page from recent),
    page as ((select id from recent where (select full_page from found))
      union all (select * from (${allMatches}) as all_matches where not (select full_page from found)))`
        : sql`page as (${allMatches})`
    }
    select array(
        select ${campaigns.id} from page inner join ${campaigns} on ${campaigns.id} = page.id${sortJoins}
        order by ${sql.join(orderOf(filter, false), sql`, `)}) as ids`);
  return (result as unknown as { rows: { ids: number[] }[] }).rows[0]!.ids.map(Number);
}
