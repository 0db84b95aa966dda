import type { CampaignFilter, CampaignFilterResponse } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { campaigns, companies, users } from '../../db/schema';
import type { AppContext } from '../context';
import {
  amongNewest,
  latestCount,
  LIST_VERSION,
  listCountKey,
  listTotalsOf,
  nameSearch,
  storeCount,
  type NameWords,
  type NameWordsRow,
} from '../lists';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { tenancyScope } from './campaign-access';
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

/** The list statement's one row: the count, and the page's campaign ids in its order. */
interface PageRow {
  total: number;
  total_price: string;
  list_version: string;
  ids: number[];
}

/**
 * POST /campaigns/filter: one page of the campaigns the caller may see, with the count and total
 * price of all that match. Filtering, sorting and paging happen in the database, in one statement
 * (one snapshot, so the count and the page agree):
 * - the count and total price: an earlier read's (list-count-cache.ts) when the list version the
 *   statement reads is the one it was counted at (else the statement runs again, counting); otherwise
 *   from campaign_list_totals when the filter reads only tenancy, company and state (list-totals.ts),
 *   else from the matching campaigns;
 * - the page's ids, from campaigns alone (joined only to what the order reads), so a deep offset skips
 *   index entries rather than joined rows; walked or collected by the count (COLLECT_LIMIT): with the
 *   count known only that form is in the statement, otherwise both, each behind a condition on the
 *   count that PostgreSQL evaluates once before running either, so only one of them runs; a retailer's
 *   search newest first tries the newest campaigns first;
 * - then the page's rows by their ids (campaign-list-rows.ts, a prepared statement), with the
 *   delivery figures of each and the state's name in `language`.
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
  // The count of an earlier read of the same filter is tried first; the statement reads the list
  // version in its own snapshot, and only if that differs is the list read again with a fresh count.
  const key = listCountKey('campaigns', auth, filter, ['limit', 'offset', 'order']);
  const known = latestCount<Count>(ctx.db, key);
  const search = wordIndexSearch(auth, filter, tuning.nameWords ?? true);
  // What the word index found for the text is kept with the count, at the same version (the words
  // and the companies change only with names, which raise it); otherwise it is looked up first, and
  // used only if the statement's snapshot has the version the look-up read.
  let words: { found: NameWords | null; version: number } | undefined;
  if (search)
    words =
      known && known.count.words !== undefined
        ? { found: known.count.words, version: known.version }
        : await lookUp(ctx, search);
  const byWords = (found: NameWords | null | undefined) => (search && found ? { search, found } : null);
  // A deep page by price starts from the nearest of the filter's price anchors, when they were kept
  // with its count (they are exact at its version: checked below with the count's).
  const { collectLimit = COLLECT_LIMIT, anchorEvery = ANCHOR_EVERY } = tuning;
  const byPrice = filter.order?.name === 'price' ? filter.order.direction : null;
  const anchors = known?.count.priceAnchors;
  const anchored =
    byPrice && anchors && known.count.total > collectLimit
      ? anchoredStart(anchors, known.count.total, filter.offset, byPrice, anchorEvery)
      : null;
  let rows = await listStatement(
    ctx,
    auth,
    filter,
    { ...tuning, byWords: byWords(words?.found), anchored },
    known?.count,
  );
  let version = Number(rows[0]!.list_version);
  if (known && known.version !== version) {
    rows = await listStatement(ctx, auth, filter, { ...tuning, byWords: null });
    version = Number(rows[0]!.list_version);
    words = undefined;
  } else if (words && words.version !== version) {
    // Names changed between the look-up and the statement: the page again without the index.
    const [counted] = rows;
    const count = { total: counted!.total, totalPrice: counted!.total_price, words: undefined };
    rows = await listStatement(ctx, auth, filter, { ...tuning, byWords: null }, count);
    words = undefined;
  }
  const [first] = rows;
  // The anchors stay with the count while its version does; a deep page by price without them walks
  // the whole filter once to make them (one index walk), for the pages after it.
  let priceAnchors = known?.version === version ? anchors : undefined;
  if (byPrice && !priceAnchors && first!.total > collectLimit && filter.offset >= anchorEvery) {
    const result = await ctx.db.execute(priceAnchorsOf(conditionsOf(auth, filter) ?? sql`true`, anchorEvery));
    const [made] = (result as unknown as { rows: { anchors: PriceAnchor[]; list_version: string }[] }).rows;
    if (Number(made!.list_version) === version) priceAnchors = made!.anchors;
  }
  // The same filter in another order (no word index) keeps the words looked up for it.
  const keptWords = known?.version === version ? known.count.words : undefined;
  storeCount(ctx.db, key, version, {
    total: first!.total,
    totalPrice: first!.total_price,
    words: search ? words?.found : keptWords,
    priceAnchors,
  });
  return {
    campaigns: await campaignListRows(ctx.db, first!.ids, language),
    total: first!.total,
    totalPrice: Number(first!.total_price),
  };
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

/** The word index's look-up for the text (a short statement), with the list version it read. */
async function lookUp(ctx: AppContext, search: NameSearch) {
  const result = await ctx.db.execute(sql`select ${search.lookUp}, ${LIST_VERSION} as list_version`);
  const [row] = (result as unknown as { rows: (NameWordsRow & { list_version: string })[] }).rows;
  return { found: search.found(row!), version: Number(row!.list_version) };
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
  /**
   * What the word index of names found for the search, at the count's version: null when it does not
   * apply, undefined when not looked up (wordIndexSearch).
   */
  words: NameWords | null | undefined;
  /** The filter's positions by price (price-anchors.ts), when a deep page by price was read. */
  priceAnchors?: PriceAnchor[];
}

/**
 * The list's statement of the count and the page's rows, in the page's order; the count (and total
 * price) from `known` when given, otherwise from the summary or the matching campaigns. Always one
 * row at least: the count with no campaign (id null) when the page is empty.
 */
async function listStatement(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignFilter,
  { recentCampaigns = RECENT_CAMPAIGNS, byWords, collectLimit = COLLECT_LIMIT, anchored }: StatementTuning,
  known?: Count,
): Promise<PageRow[]> {
  const where = conditionsOf(auth, filter) ?? sql`true`;
  const summary = known
    ? sql`select ${known.total}::int as total, ${known.totalPrice}::numeric as total_price`
    : countedBySummary(filter)
      ? sql`select campaigns_count as total, total_price from (${listTotalsOf(auth, filter)}) as totals`
      : sql`select count(*)::int as total, coalesce(sum(${campaigns.totalPrice}), 0) as total_price
          from ${campaigns} where ${where}`;
  const sortJoins =
    filter.order?.name === 'company'
      ? sql` inner join ${companies} on ${eq(companies.id, campaigns.companyId)}`
      : filter.order?.name === 'salesPerson'
        ? sql` left join ${users} as ${sql.identifier('sales_persons')} on ${eq(salesPersons.id, campaigns.salesPersonId)}`
        : sql``;
  // A search newest first looks at the newest RECENT_CAMPAIGNS campaigns first: most searches find
  // their page there, in a short walk of the primary key; the others then walk or gather all their
  // matches. Retailer staff only: a vendor's or an agency's campaigns are few, gathered by company
  // at once. Not when the word index of names gives the page: it reads only as far as the page
  // needs, however old the matches.
  const recentFirst =
    Boolean(filter.search) &&
    !filter.order &&
    isRetailer(auth.user) &&
    !filter.companyIdes?.length &&
    !byWords;
  // With the count known beforehand only its page form is in the statement (less to plan);
  // otherwise both, each behind a condition on the count.
  // A deep page by price walks from its anchor (only the walking form has one).
  // Newest first within a vendor's own company, the (company_id, id) index holds the page in its
  // order: walked, a page reads its own entries (and, with other conditions, the rows before them
  // that fail them), at most the company's campaigns, which is what gathering them would read; the
  // planner may still gather when another condition is more selective. Gathered, the vendor's
  // default page sorted all of the company's campaigns for one page of them, most of its cost.
  const walksCompany = !filter.order && tenancyScope(auth).kind === 'vendor';
  const pageOf = (collect: boolean, byCount = !known) => {
    const start = collect ? null : (anchored ?? null);
    return sql`(select ${campaigns.id} as id from ${campaigns}${sortJoins}
      where ${where}${byCount ? sql` and (select total from summary) ${collect ? sql`<=` : sql`>`} ${collectLimit}` : sql``}${
        start ? sql` and ${fromAnchor(start, filter.order!.direction)}` : sql``
      }
      order by ${sql.join(orderOf(filter, collect), sql`, `)}
      limit ${filter.limit} offset ${start ? start.skip : filter.offset})`;
  };
  // A search whose page is not among the newest campaigns has old matches, which walking newest
  // first would reach only after every newer campaign: they are gathered (by the name's trigrams).
  const allMatches = byWords
    ? sql`select newest.id from (${byWords.search.newest(byWords.found, filter.limit, filter.offset)}) as newest`
    : walksCompany
      ? pageOf(false, false)
      : known
        ? pageOf(recentFirst || known.total <= collectLimit)
        : sql`${pageOf(false)} union all ${pageOf(true)}`;

  const result = await ctx.db.execute(sql`
    with summary as materialized (${summary}),
    ${
      recentFirst
        ? sql`recent as materialized (select ${campaigns.id} as id from ${campaigns}
        where ${where} and ${amongNewest(campaigns, campaigns.id, recentCampaigns)}
        order by ${campaigns.id} desc limit ${filter.limit} offset ${filter.offset}),
    found as materialized (select count(*) = ${filter.limit} as full_page from recent),
    page as ((select id from recent where (select full_page from found))
      union all (select * from (${allMatches}) as all_matches where not (select full_page from found)))`
        : sql`page as (${allMatches})`
    }
    select summary.total, summary.total_price, ${LIST_VERSION} as list_version, array(
        select ${campaigns.id} from page inner join ${campaigns} on ${campaigns.id} = page.id${sortJoins}
        order by ${sql.join(orderOf(filter, false), sql`, `)}) as ids
    from summary`);
  return (result as unknown as { rows: PageRow[] }).rows;
}
