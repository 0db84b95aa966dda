import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product, RateType } from '@portal/shared-contracts/catalogue';

/** The rate types of the spec: Flat Rate (per week), CPM (per 1000 impressions), CPC (per click). */
export const RATE_TYPE_LABELS: Record<RateType, MessageDescriptor> = {
  FLAT_RATE: msg`Flat Rate`,
  CPM: msg`CPM`,
  CPC: msg`CPC`,
};

/** What the price is for. */
export const RATE_UNIT_LABELS: Record<RateType, MessageDescriptor> = {
  FLAT_RATE: msg`za týden`,
  CPM: msg`za 1000 zobrazení`,
  CPC: msg`za proklik`,
};

/**
 * The smallest number of impressions (CPM) or clicks (CPC) whose total reaches the product's minimum
 * order (minAmount); null for flat rate and when there is no minimum.
 */
export function minimumOrderUnits(product: Pick<Product, 'rateType' | 'price' | 'minAmount'>): number | null {
  if (product.rateType === 'FLAT_RATE' || product.minAmount <= 0 || product.price <= 0) return null;
  const perUnit = product.rateType === 'CPM' ? product.price / 1000 : product.price;
  // Rounded to avoid 5000 / 6.5 = 769.2307… becoming 770.0000001.
  return Math.ceil(Math.round((product.minAmount / perUnit) * 1e6) / 1e6);
}
