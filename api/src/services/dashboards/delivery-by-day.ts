import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerDelivery, campaignItems, products } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { companyTenancy } from '../campaign-access';
import { productDisplayNameIn } from '../catalogue';
import type { AuthContext } from '../sessions';

/** The delivery of one product on one day, over the items the caller sees. */
export interface ProductDay {
  day: string;
  productId: number;
  /** In the caller's language (Czech where the product has no translation). */
  productName: string;
  rateType: 'FLAT_RATE' | 'CPM' | 'CPC';
  impressions: number;
  clicks: number;
  /**
   * Whole CZK: the one place the dashboards round spend. A day's spend, the period's and a product's
   * are sums of these, so every total equals the sum of the rows it sums up (the page's figures, the
   * CSV's lines, the top products).
   */
  spend: number;
}

/** Which items a dashboard reads: the caller's tenancy and, when given, one company. */
export function dashboardItemsCondition(auth: AuthContext, companyId?: number): SQL | undefined {
  return and(
    companyTenancy(auth, campaignItems.companyId),
    companyId === undefined ? undefined : sql`${campaignItems.companyId} = ${companyId}`,
  );
}

/**
 * The delivery of each product per day of the period, with what it cost (docs/dashboards.md):
 * - CPM: impressions / 1000 × the item's unit price, CPC: clicks × unit price; an item never spends
 *   more than its price, so each day costs what it adds to the item's running total, capped. The
 *   running total starts at the item's first day, also when that is before the period.
 * - Flat rate: the price spread evenly over the item's days, for each day it delivered.
 * Each product's spend of a day is rounded to whole crowns (exactly, in numeric: half away from zero)
 * here and nowhere else; nothing that sums these rounds again.
 * One statement; its rows are at most the period's days × the products.
 */
export async function deliveryByProductDay(
  db: Executor,
  auth: AuthContext,
  { from, to, companyId }: { from: string; to: string; companyId?: number | undefined },
  language: MessageLanguage = 'cs',
): Promise<ProductDay[]> {
  const d = adServerDelivery;
  const ci = campaignItems;
  const result = await db.execute(sql`
    with scoped as (
      select ${ci.id} as id, ${ci.productId} as product_id, ${ci.startDate} as start_date,
        ${ci.endDate} as end_date, ${ci.unitPrice} as unit_price, ${ci.price} as price,
        ${products.rateType} as rate_type
      from ${ci} inner join ${products} on ${products.id} = ${ci.productId}
      where ${ci.startDate} <= ${to} and ${ci.endDate} >= ${from}
        and ${dashboardItemsCondition(auth, companyId) ?? sql`true`}
    ),
    running as (
      select s.id, ${d.day} as day, ${d.impressions} as impressions, ${d.clicks} as clicks,
        sum(${d.impressions}) over w as total_impressions,
        sum(${d.clicks}) over w as total_clicks
      from scoped s inner join ${d} on ${d.campaignItemId} = s.id
      where ${d.day} <= ${to}
      window w as (partition by s.id order by ${d.day})
    ),
    costed as (
      select r.day, s.product_id, r.impressions, r.clicks,
        case s.rate_type
          when 'CPM' then least(r.total_impressions * s.unit_price / 1000, s.price)
            - least((r.total_impressions - r.impressions) * s.unit_price / 1000, s.price)
          when 'CPC' then least(r.total_clicks * s.unit_price, s.price)
            - least((r.total_clicks - r.clicks) * s.unit_price, s.price)
          else s.price / (s.end_date - s.start_date + 1)
        end as spend
      from running r inner join scoped s on s.id = r.id
      where r.day >= ${from}
    )
    select to_char(c.day, 'YYYY-MM-DD') as day, c.product_id,
      ${productDisplayNameIn(language)} as product_name, ${products.rateType} as rate_type,
      sum(c.impressions)::text as impressions, sum(c.clicks)::text as clicks,
      round(sum(c.spend))::text as spend
    from costed c inner join ${products} on ${products.id} = c.product_id
    group by c.day, c.product_id, ${products.id}
    order by c.day, c.product_id`);
  const rows = (
    result as unknown as {
      rows: {
        day: string;
        product_id: number;
        product_name: string;
        rate_type: ProductDay['rateType'];
        impressions: string;
        clicks: string;
        spend: string;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    day: row.day,
    productId: Number(row.product_id),
    productName: row.product_name,
    rateType: row.rate_type,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    spend: Number(row.spend),
  }));
}
