import { DASHBOARD_TOP_PRODUCTS, type DashboardData, type DashboardProduct } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import { addDays, todayOf } from '../calendar';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { assertDashboardsEnabled } from './dashboard-settings';
import { deliveryByProductDay, type ProductDay } from './delivery-by-day';
import { runningItemsPacing } from './running-items-pacing';

/** Clicks / impressions × 100, 4 decimals as the performance figures; null without impressions. */
export const ctrOf = (clicks: number, impressions: number): number | null =>
  impressions > 0 ? Math.round((clicks / impressions) * 100 * 10_000) / 10_000 : null;

export interface DashboardPeriod {
  from: string;
  to: string;
  companyId?: number | undefined;
}

/**
 * Every day of the period, in order, each with the sum of its products (zeros for a day without any).
 * The products' spend is whole crowns already (deliveryByProductDay): a day's is their exact sum.
 */
export function dailySeries(period: DashboardPeriod, rows: ProductDay[]): DashboardData['days'] {
  const byDay = new Map<string, { impressions: number; clicks: number; spend: number }>();
  for (const row of rows) {
    const sums = byDay.get(row.day) ?? { impressions: 0, clicks: 0, spend: 0 };
    sums.impressions += row.impressions;
    sums.clicks += row.clicks;
    sums.spend += row.spend;
    byDay.set(row.day, sums);
  }
  const days: DashboardData['days'] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const sums = byDay.get(day) ?? { impressions: 0, clicks: 0, spend: 0 };
    days.push({
      day,
      impressions: sums.impressions,
      clicks: sums.clicks,
      ctr: ctrOf(sums.clicks, sums.impressions),
      spend: sums.spend,
    });
  }
  return days;
}

/** The products that spent most over the period (then by impressions, then by name): sums of their days. */
export function topProducts(rows: ProductDay[]): DashboardProduct[] {
  const byProduct = new Map<number, DashboardProduct>();
  for (const row of rows) {
    const product = byProduct.get(row.productId) ?? {
      productId: row.productId,
      productName: row.productName,
      rateType: row.rateType,
      impressions: 0,
      clicks: 0,
      spend: 0,
    };
    product.impressions += row.impressions;
    product.clicks += row.clicks;
    product.spend += row.spend;
    byProduct.set(row.productId, product);
  }
  return [...byProduct.values()]
    .sort(
      (a, b) =>
        b.spend - a.spend ||
        b.impressions - a.impressions ||
        a.productName.localeCompare(b.productName, 'cs'),
    )
    .slice(0, DASHBOARD_TOP_PRODUCTS);
}

/** The period's totals: the sums of its days (so the spend equals the sum of the CSV's lines). */
export function totalsOf(days: DashboardData['days']): DashboardData['totals'] {
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  return {
    impressions,
    clicks,
    ctr: ctrOf(clicks, impressions),
    spend: days.reduce((sum, day) => sum + day.spend, 0),
  };
}

/**
 * GET /dashboards/delivery: the built-in charts' data for the period, over the campaigns the caller
 * sees (retailer staff all, or one company; a vendor its own; an agency its vendor companies):
 * totals, the daily series, the pacing of the items running today and the top products by spend,
 * products named in the caller's language. Spend is in whole crowns, every total the sum of its rows.
 */
export async function getDashboardData(
  ctx: AppContext,
  auth: AuthContext,
  period: DashboardPeriod,
  language: MessageLanguage = 'cs',
): Promise<DashboardData> {
  await assertDashboardsEnabled(ctx.db);
  const rows = await deliveryByProductDay(ctx.db, auth, period, language);
  const days = dailySeries(period, rows);
  const { pacing, runningItems } = await runningItemsPacing(ctx.db, auth, {
    companyId: period.companyId,
    today: todayOf(ctx.clock),
    language,
  });
  return {
    from: period.from,
    to: period.to,
    totals: totalsOf(days),
    days,
    pacing,
    runningItems,
    topProducts: topProducts(rows),
  };
}
