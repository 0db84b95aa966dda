import type { VendorList } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { likeLiteral } from '../../db/like';
import type { AppContext } from '../context';
import { pragueYearOf, vendorFigures } from './vendor-figures';

export interface VendorFilter {
  firstResult: number;
  maxResults: number;
  search: string;
}

interface Row {
  id: number;
  name: string;
  active: boolean;
  users_count: number;
  active_campaigns_count: number;
  spend_this_year: string;
  total: number;
}

/**
 * GET /vendors (retailer staff; spec 000 §2 vendorList): a page of the vendor companies, by name
 * (ICU collation, then id), with each one's users, active campaigns and spend this year
 * (vendor-figures.ts), and how many match. The search is "contains" over the company's name without
 * regard to case and accents: both sides go through `portal_search_fold`, as the user list's search
 * (0000_baseline/01-extensions-and-helpers.sql), e.g. "zlutoucky" finds "Žluťoučký kůň".
 *
 * One statement of plain SQL: the matching companies are counted and the page is cut from them in
 * name order (`companies` holds a few hundred vendors; a page's figures are read for its rows only).
 */
export async function filterVendors(ctx: AppContext, filter: VendorFilter): Promise<VendorList> {
  const year = pragueYearOf(ctx.clock);
  const search = filter.search
    ? sql`and portal_search_fold("c"."name") like '%' || portal_search_fold(${likeLiteral(filter.search)}) || '%'`
    : sql``;
  const figures = vendorFigures(sql`"page"."id"`, year);
  const result = (await ctx.db.execute(sql`
    with "matched" as materialized (
      select "c"."id", "c"."name", "c"."active" from "companies" "c"
      where "c"."type" = 'vendor' ${search}
    ), "page" as (
      select "id", "name", "active" from "matched"
      order by "name" collate "und-x-icu", "id"
      limit ${filter.maxResults} offset ${filter.firstResult}
    )
    select (select count(*)::int from "matched") as "total",
           "page"."id", "page"."name", "page"."active",
           ${figures.usersCount} as "users_count",
           ${figures.activeCampaignsCount} as "active_campaigns_count",
           ${figures.spendThisYear} as "spend_this_year"
    from (select 1) as "one"
    left join "page" on true
    order by "page"."name" collate "und-x-icu", "page"."id"`)) as unknown as { rows: Row[] };
  return {
    items: result.rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id,
        name: row.name,
        active: row.active,
        usersCount: Number(row.users_count),
        activeCampaignsCount: Number(row.active_campaigns_count),
        spendThisYear: Number(row.spend_this_year),
      })),
    totalCount: Number(result.rows[0]?.total ?? 0),
    year,
  };
}
