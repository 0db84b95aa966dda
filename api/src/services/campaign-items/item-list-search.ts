import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { likeLiteral } from '../../db/like';
import { campaignItems, campaigns, companies, products, targetProducts } from '../../db/schema';
import { productDisplayName as productName } from '../catalogue';
import { nameSearch, type NameWords } from '../lists';
import { hasRole, isRetailer, type AuthContext } from '../sessions';

/** `text` as a LIKE pattern that finds it anywhere, its own wildcards taken literally. */
const containsPattern = (text: string) => `%${likeLiteral(text.toLowerCase())}%`;

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
export function searchOf(auth: AuthContext, text: string) {
  const pattern = containsPattern(text);
  const like = (column: SQLWrapper) => sql`lower(${column}) like ${pattern}`;
  // Vendors do not see the company column, so only retailer and agency search company names too.
  const searchesCompanies = isRetailer(auth.user) || hasRole(auth.user, 'agency');
  const matchingCompanies = sql`select ${companies.id} from ${companies} where ${like(companies.name)}`;
  const byProduct = sql`${campaignItems.productId} in (select ${products.id} from ${products} where ${like(productName)})`;
  const matchingTargetProducts = sql`select ${targetProducts.id} from ${targetProducts}
    where ${like(targetProducts.name)} or ${like(targetProducts.externalIdentifier)}`;
  const byTargetProduct = sql`${campaignItems.targetProductId} in (${matchingTargetProducts})`;
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
  return {
    /**
     * The ids of the `k` newest matching items, a superset of them at most three times `k` long, read from
     * indexes only however many items match: the newest `k` of each part. Of the matching campaigns those of
     * the `k` whose newest item is newest (campaigns.last_item_id, 0000_baseline/06-campaigns-and-items.sql):
     * the k newest items of the campaigns lie within those `k` campaigns, as each belongs to a campaign whose
     * newest item is at least as new. Those campaigns come from the word index of names when it applies to
     * the text (`byWords`: what its look-up found), else from all matching campaigns, gathered. Of the
     * matching products and promoted products the newest `k` of each.
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
      union (${newestOf(matchingTargetProducts, campaignItems.targetProductId, k)})`,
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
export const unionOfParts = (parts: SQL[], item: SQL[]) =>
  sql.join(
    parts.map((part) => sql`select ${campaignItems.id} from ${campaignItems} where ${and(part, ...item)}`),
    sql` union `,
  );
