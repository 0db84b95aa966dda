import type { RateType } from '@portal/shared-contracts';

/**
 * The local ad server's delivery of one item on one day (design.md §4: "deterministic from the
 * booking, so tests can assert them"). Every figure is a pure function of the item's id, rate type,
 * period, ordered amount and unit price and of the day, so the same booking gives the same numbers on
 * every machine and run, and a day can be computed again without reading the others.
 *
 * - CPM: the ordered impressions spread evenly over the period, each day ±10 %.
 * - CPC: the ordered clicks spread the same way; impressions follow from a CTR of 0.5–1.5 %.
 * - Flat rate: a daily volume that grows with the weekly price (price / 7 × 10 impressions, i.e. an
 *   implied CPM of 100 CZK), ±10 %, with a CTR of 0.1–0.4 %.
 * - Views are 85–95 % of the impressions, viewable impressions 60–90 % of the views; hard conversions
 *   2–6 % and soft conversions 10–20 % of the clicks.
 *
 * Days outside the period deliver nothing (null). Paused days are the caller's business (the clock
 * job skips them).
 */
export interface DeliveryBasis {
  itemId: number;
  rateType: RateType;
  startDate: string;
  endDate: string;
  /** Impressions (CPM) or clicks (CPC); null for flat rate. */
  orderedAmount: number | null;
  /** Per week, per 1000 impressions or per click (CZK). */
  unitPrice: number;
}

export interface DayDelivery {
  impressions: number;
  views: number;
  viewableImpressions: number;
  clicks: number;
  hardConversions: number;
  softConversions: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Days of a period, both ends included. */
export const periodDays = (startDate: string, endDate: string): number =>
  dayNumber(endDate) - dayNumber(startDate) + 1;

/** A number in [0, 1) from the item, the day and what it is for (FNV-1a, 32 bits). */
export function unitNoise(itemId: number, day: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${itemId}|${day}|${salt}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 4_294_967_296;
}

export function simulatedDelivery(basis: DeliveryBasis, day: string): DayDelivery | null {
  if (day < basis.startDate || day > basis.endDate) return null;
  const noise = (salt: string) => unitNoise(basis.itemId, day, salt);
  const spread = 0.9 + 0.2 * noise('volume');
  const perDay = (basis.orderedAmount ?? 0) / periodDays(basis.startDate, basis.endDate);
  let impressions: number;
  let clicks: number;
  switch (basis.rateType) {
    case 'CPM':
      impressions = Math.round(perDay * spread);
      clicks = Math.round(impressions * (0.002 + 0.004 * noise('ctr')));
      break;
    case 'CPC': {
      clicks = Math.round(perDay * spread);
      const ctr = 0.005 + 0.01 * noise('ctr');
      impressions = Math.max(clicks, Math.round((perDay * spread) / ctr));
      break;
    }
    case 'FLAT_RATE':
      impressions = Math.round(((basis.unitPrice * 10) / 7) * spread);
      clicks = Math.round(impressions * (0.001 + 0.003 * noise('ctr')));
      break;
  }
  const views = Math.round(impressions * (0.85 + 0.1 * noise('views')));
  return {
    impressions,
    views,
    viewableImpressions: Math.round(views * (0.6 + 0.3 * noise('viewable'))),
    clicks,
    hardConversions: Math.round(clicks * (0.02 + 0.04 * noise('hard'))),
    softConversions: Math.round(clicks * (0.1 + 0.1 * noise('soft'))),
  };
}
