import { CampaignItemStateId, DASHBOARD_PACING_ITEMS, type DashboardPacing } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerDeliveryTotals, campaignItems, campaigns, companies, products } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { addDays } from '../calendar';
import { progressOf, usagePriceOf } from '../ad-server';
import { productDisplayNameIn } from '../catalogue';
import type { AuthContext } from '../sessions';
import { dashboardItemsCondition } from './delivery-by-day';

const round2 = (value: number) => Math.round(value * 100) / 100;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The pacing of the items running today (state online) that the caller sees: what each has spent of
 * its price against how much of its time has passed, the DASHBOARD_PACING_ITEMS furthest behind
 * first (the ones that need a look), and how many run in all.
 *
 * Spent: CPM and CPC as the item detail counts it (usagePriceOf of all its delivery); flat rate, its
 * price × the days it delivered / its days. Elapsed: its days up to today / its days.
 */
export async function runningItemsPacing(
  db: Executor,
  auth: AuthContext,
  {
    companyId,
    today,
    language = 'cs',
  }: { companyId?: number | undefined; today: string; language?: MessageLanguage },
): Promise<{ pacing: DashboardPacing[]; runningItems: number }> {
  const ci = campaignItems;
  const t = adServerDeliveryTotals;
  const result = await db.execute(sql`
    select ${ci.id} as id, ${ci.campaignId} as campaign_id, ${campaigns.name} as campaign_name,
      ${companies.name} as company_name, ${productDisplayNameIn(language)} as product_name,
      ${products.rateType} as rate_type, to_char(${ci.startDate}, 'YYYY-MM-DD') as start_date,
      to_char(${ci.endDate}, 'YYYY-MM-DD') as end_date, ${ci.unitPrice}::text as unit_price,
      ${ci.price}::text as price, coalesce(${t.impressions}, 0)::text as impressions,
      coalesce(${t.clicks}, 0)::text as clicks, coalesce(${t.days}, 0) as days
    from ${ci}
      inner join ${campaigns} on ${campaigns.id} = ${ci.campaignId}
      inner join ${companies} on ${companies.id} = ${ci.companyId}
      inner join ${products} on ${products.id} = ${ci.productId}
      left join ${t} on ${t.campaignItemId} = ${ci.id}
    where ${ci.stateId} = ${CampaignItemStateId.Online}
      and ${dashboardItemsCondition(auth, companyId) ?? sql`true`}`);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        campaign_id: number;
        campaign_name: string;
        company_name: string;
        product_name: string;
        rate_type: DashboardPacing['rateType'];
        start_date: string;
        end_date: string;
        unit_price: string;
        price: string;
        impressions: string;
        clicks: string;
        days: number;
      }[];
    }
  ).rows;
  const pacing = rows.map((row): DashboardPacing & { behind: number } => {
    const price = Number(row.price);
    const itemDays = daysBetween(row.start_date, row.end_date) + 1;
    const elapsedDays = Math.min(Math.max(daysBetween(row.start_date, addDays(today, 1)), 0), itemDays);
    const spend =
      row.rate_type === 'FLAT_RATE'
        ? round2((price * Math.min(Number(row.days), itemDays)) / itemDays)
        : (usagePriceOf(
            { rateType: row.rate_type, unitPrice: Number(row.unit_price), price },
            { impressions: Number(row.impressions), clicks: Number(row.clicks) },
          ) ?? 0);
    const spentRatio = progressOf(spend, price);
    const elapsedRatio = round2((elapsedDays / itemDays) * 100);
    return {
      campaignItemId: Number(row.id),
      campaignId: Number(row.campaign_id),
      campaignName: row.campaign_name,
      companyName: row.company_name,
      productName: row.product_name,
      rateType: row.rate_type,
      startDate: row.start_date,
      endDate: row.end_date,
      price,
      spend,
      spentRatio,
      elapsedRatio,
      behind: (spentRatio ?? 0) - elapsedRatio,
    };
  });
  pacing.sort((a, b) => a.behind - b.behind || a.campaignItemId - b.campaignItemId);
  return {
    pacing: pacing.slice(0, DASHBOARD_PACING_ITEMS).map(({ behind: _behind, ...item }) => item),
    runningItems: pacing.length,
  };
}
