import type { CampaignItemFilter } from '@portal/shared-contracts';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { campaignItems, campaigns, companies, products } from '../../db/schema';
import { productDisplayName as productName } from '../catalogue';
import { campaignsJoinedIf, JOIN_CAMPAIGNS } from './item-list-order';

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

export function pageIdsByRank(
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

/**
 * The page's item ids by price when the filter names products (or their categories) and many items
 * match: each product gives its first `offset + limit` matching items by (price, id), read from the
 * (product_id, price, id) index, and the page is taken from their merge. Walking the price index
 * instead reads the cheap (or dear) items of every other product first (23,000 items for the
 * first ascending page of a category); sorting the category reads all of it (250,000).
 */
export function pageIdsByProductPrice(
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

/**
 * The rows of the page within the `total` matching ones: from firstResult, at most maxResults, never
 * at or past lastResult. A page past the middle is read from the other end of the order (reversed,
 * with the smaller offset), so the last page costs what the first does.
 */
export function windowOf(filter: CampaignItemFilter, total: number) {
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
