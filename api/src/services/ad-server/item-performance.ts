import type { Performance, RateType } from '@portal/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerDeliveryTotals, campaignItems, products } from '../../db/schema';
import { deliverySumColumns, deliverySumsOf } from './delivery-sums';
import { performanceOf, progressOf, usagePriceOf } from './performance-figures';

/** An item's figures: the performance of the campaign's kind plus conversions and spend. */
export interface ItemFigures extends Performance {
  hardConversions: number | null;
  softConversions: number | null;
  /** Spent so far: CPM impressions / 1000 × unit price, CPC clicks × unit price, capped at the price; null for flat rate. */
  usagePrice: number | null;
  /** usagePrice as a percent of the item's price; null for flat rate. */
  progress: number | null;
}

/**
 * Figures of items (activity detail, campaign detail rows) from their delivery, imported or
 * simulated. An item without any delivery is missing from the map (all its figures null). One query.
 */
export async function loadItemPerformance(
  db: Executor,
  itemIds: readonly number[],
): Promise<Map<number, ItemFigures>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: adServerDeliveryTotals.campaignItemId,
      rateType: products.rateType,
      unitPrice: campaignItems.unitPrice,
      price: campaignItems.price,
      ...deliverySumColumns,
    })
    .from(adServerDeliveryTotals)
    .innerJoin(campaignItems, eq(campaignItems.id, adServerDeliveryTotals.campaignItemId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(inArray(adServerDeliveryTotals.campaignItemId, [...itemIds]))
    .groupBy(
      adServerDeliveryTotals.campaignItemId,
      products.rateType,
      campaignItems.unitPrice,
      campaignItems.price,
    );
  return new Map(
    rows.map((row) => {
      const sums = deliverySumsOf(row);
      const price = Number(row.price);
      const usagePrice = usagePriceOf(
        { rateType: row.rateType as RateType, unitPrice: Number(row.unitPrice), price },
        sums,
      );
      return [
        row.itemId,
        {
          ...performanceOf(sums),
          hardConversions: Number(row.hardConversions),
          softConversions: Number(row.softConversions),
          usagePrice,
          progress: progressOf(usagePrice, price),
        },
      ];
    }),
  );
}
