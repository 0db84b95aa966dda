import type { Performance, RateType } from '@portal/shared-contracts';

/** Sums of delivery rows (ad_server_delivery) of a campaign or an item. */
export interface DeliverySums {
  impressions: number;
  views: number;
  clicks: number;
  /** Viewable impressions of the rows that measured them. */
  viewableImpressions: number;
  /** Impressions of those same rows: the base of the visibility ratio. */
  measuredImpressions: number;
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * The performance figures of design.md §4 from delivery sums, as the contract (shared-contracts
 * campaigns/performance.ts) defines them: ctrRatio = clicks / impressions × 100 (a percent);
 * visibilityRatio = viewable / measured impressions in hundredths of a percent (×10,000), as ad
 * servers report it (spec 001 §9: the UI divides it by 100 and shows a percent).
 * A ratio without a base (no impressions, nothing measured) is null. ospRatio is not measured.
 */
export function performanceOf(sums: DeliverySums): Performance {
  return {
    actualImpressions: sums.impressions,
    actualViews: sums.views,
    actualClicks: sums.clicks,
    visibilityRatio:
      sums.measuredImpressions > 0
        ? round((sums.viewableImpressions / sums.measuredImpressions) * 10_000, 2)
        : null,
    ctrRatio: sums.impressions > 0 ? round((sums.clicks / sums.impressions) * 100, 4) : null,
    ospRatio: null,
  };
}

/**
 * What an item has spent so far (CZK, 2 decimals): CPM impressions / 1000 × unit price, CPC clicks ×
 * unit price, never more than the item's price. Flat rate is paid by the week: null.
 */
export function usagePriceOf(
  item: { rateType: RateType; unitPrice: number; price: number },
  sums: Pick<DeliverySums, 'impressions' | 'clicks'>,
): number | null {
  const used =
    item.rateType === 'CPM'
      ? (sums.impressions / 1000) * item.unitPrice
      : item.rateType === 'CPC'
        ? sums.clicks * item.unitPrice
        : null;
  return used === null ? null : round(Math.min(used, item.price), 2);
}

/** The usage as a percent of the item's price (2 decimals); null without a usage or a price. */
export const progressOf = (usagePrice: number | null, price: number): number | null =>
  usagePrice === null || price <= 0 ? null : round((usagePrice / price) * 100, 2);
