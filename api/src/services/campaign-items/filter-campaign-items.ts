import type { CampaignItemFilter, CampaignItemFilterResponse } from '@portal/shared-contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems } from '../../db/schema';
import type { AppContext } from '../context';
import {
  amongNewest,
  cachedCount,
  listCountKey,
  listVersionOf,
  storeCount,
  type NameWords,
  type NameWordsRow,
} from '../lists';
import { isRetailerLike, type AuthContext } from '../sessions';
import type { MessageLanguage } from '../../i18n/locale';
import { activityListRows } from './activity-list-rows';
import { conditionsOf } from './item-list-conditions';
import { countOf } from './item-list-count';
import {
  campaignsJoinedIf,
  ITEM_SORTS,
  orderOf,
  sortJoins,
  SORTS_JOINING_CAMPAIGNS,
  type Strategy,
} from './item-list-order';
import { pageIdsByProductPrice, pageIdsByRank, windowOf } from './item-list-paging';
import { unionOfParts } from './item-list-search';

/** What the count cache keeps of an activity filter. */
interface ItemCount {
  total: number;
}
/** Up to how many matches are gathered and sorted rather than walked (Strategy, item-list-order.ts). */
const COLLECT_LIMIT = 50_000;
/** How many of the newest items a search over every item checks before it gathers all its matches. */
const RECENT_ITEMS = 3_000;
/** Up to how deep a search's page is read from the newest matches of each part (searchOf's `newest`). */
const NEWEST_LIMIT = 1_000;

/** A page of the activity list: its item ids in order and the count of all matches. */
interface Page {
  ids: number[];
  total: number;
}

/**
 * POST /campaign-items/filter: one page of the activities the caller may see (tenancy of the
 * campaign's company, as the campaign list) and how many match. The count (countOf, unless
 * list-count-cache.ts has it for the list version), which also chooses how the page is found
 * (Strategy), and the page's item ids (a search newest first may try the newest items, then its
 * parts' newest matches) in one read-only snapshot; then the page's rows by their ids, in
 * `language` (activity-list-rows.ts, a prepared statement). On a data set of 100,000 campaigns and
 * 1,000,000 items the statements stay index-driven for every filter and sort (docs/performance.md).
 */
export async function filterCampaignItems(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignItemFilter,
  language: MessageLanguage = 'cs',
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

  /** The page's item ids at a count (and, for a search, what the word index found). */
  const pageAt = async (
    executor: Executor,
    total: number,
    found: NameWords | null | undefined,
    matchingIds: number[] | undefined,
  ): Promise<number[]> => {
    if (total === 0 || filter.firstResult >= total) return [];
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
    // The ids a statement selects, in its order.
    const readIds = async (statement: SQL) => {
      const result = await executor.execute(sql`select array(${statement}) as ids`);
      return (result as unknown as { rows: { ids: number[] }[] }).rows[0]!.ids.map(Number);
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
    const answer = (ids: number[]) => (reversed ? ids.reverse() : ids);

    // A search over every item, newest first: the newest RECENT_ITEMS items are checked first (most
    // searches find their page there: a theme, a kind of goods, a company); otherwise, when no other
    // item condition applies, the page comes from the newest matches of each part (searchOf's
    // `newest`, which reads as far as the page needs whatever the matches' age). Only then are all
    // matches gathered or walked, which costs what they number or, walking, most when they are old
    // (a season, a past year).
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
      // the gathered ids again by primary key (an array of up to COLLECT_LIMIT) cost more than
      // gathering them.
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
  const page = await pageInOneSnapshot();
  const items = await activityListRows(ctx.db, page.ids, language, { zipLinks: isRetailerLike(auth) });
  return { items, total: page.total };

  /**
   * The count (countOf, unless list-count-cache.ts has it for this snapshot's version), which also
   * chooses how the page is found, and the page's ids, in one read-only snapshot. Its first round trip
   * reads the list version and, for a search that may read its page from the word index of names,
   * what the index finds for the text.
   */
  async function pageInOneSnapshot(): Promise<Page> {
    return ctx.db.transaction(
      async (tx) => {
        const first = await tx.execute(
          sql`select ${listVersionOf(auth)} as list_version${wantsWords ? sql`, ${search!.nameWords.lookUp}` : sql``}`,
        );
        const [firstRow] = (first as unknown as { rows: ({ list_version: string } & NameWordsRow)[] }).rows;
        const version = firstRow!.list_version;
        // What the word index found for the text (null: it does not apply).
        const found = wantsWords ? search!.nameWords.found(firstRow!) : undefined;
        const cached = cachedCount<ItemCount>(ctx.db, key, version);
        const { total, ids: matchingIds } =
          cached === undefined
            ? await countOf(tx, auth, filter, conditions, collectLimit)
            : { total: cached.total, ids: undefined };
        if (cached === undefined) storeCount(ctx.db, key, version, { total } satisfies ItemCount);
        return { ids: await pageAt(tx, total, found, matchingIds), total };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
