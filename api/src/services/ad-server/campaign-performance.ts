import type { Performance } from '@portal/shared-contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerDeliveryTotals } from '../../db/schema';
import { deliverySumColumns, deliverySumsOf } from './delivery-sums';
import { performanceOf } from './performance-figures';

/**
 * Performance of campaigns (design.md §4), summed over the delivery of all their items, imported or
 * simulated: impressions, views, clicks, ctrRatio (clicks / impressions × 100) and visibilityRatio
 * (viewable / measured impressions in hundredths of a percent, which the UI divides by 100: spec 001 §9). A campaign
 * without any delivery is missing from the map: its figures are null (NO_PERFORMANCE).
 * Used by the campaign detail; the campaign list sums the same totals in its rows
 * (campaigns/campaign-list-rows.ts). One query.
 */
export async function loadCampaignPerformance(
  db: Executor,
  campaignIds: readonly number[],
): Promise<Map<number, Performance>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: adServerDeliveryTotals.campaignId, ...deliverySumColumns })
    .from(adServerDeliveryTotals)
    .where(inArray(adServerDeliveryTotals.campaignId, [...campaignIds]))
    .groupBy(adServerDeliveryTotals.campaignId);
  return new Map(rows.map((row) => [row.campaignId, performanceOf(deliverySumsOf(row))]));
}
