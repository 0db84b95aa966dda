import type { RateType } from '../catalogue/product-enums';

const DAY_MS = 86_400_000;

/** Days from start to end, both included; dates are 'YYYY-MM-DD'. */
export function daysInclusive(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError(`bad period ${startDate}..${endDate}`);
  return Math.round((end - start) / DAY_MS) + 1;
}

/** '1234.5' → 123450n (hundredths); prices have at most two decimals (numeric(14,2)). */
function toHundredths(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`not a price: ${decimal}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

function fromHundredths(value: bigint): string {
  const whole = value / 100n;
  const fraction = (value % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** numerator / denominator rounded half up, for non-negative values. */
const divideRounded = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

export interface ItemPriceInput {
  rateType: RateType;
  /** The price per unit of the rate type (a week, 1000 impressions, a click), as an exact decimal. */
  unitPrice: string;
  startDate: string;
  endDate: string;
  /** Impressions (CPM) or clicks (CPC); ignored for flat rate. */
  orderedAmount: number | null;
}

/**
 * The total of a line item (design.md §4), exact to the hundredth, rounded half up:
 * flat rate = days / 7 × weekly price; CPM = amount × price / 1000; CPC = amount × price.
 * The server stores this in campaign_items.price; the client's numbers are a preview only.
 */
export function itemPrice({
  rateType,
  unitPrice,
  startDate,
  endDate,
  orderedAmount,
}: ItemPriceInput): string {
  const price = toHundredths(unitPrice);
  if (rateType === 'FLAT_RATE') {
    const days = daysInclusive(startDate, endDate);
    if (days < 1) throw new RangeError('the period ends before it starts');
    return fromHundredths(divideRounded(price * BigInt(days), 7n));
  }
  if (orderedAmount === null || !Number.isInteger(orderedAmount) || orderedAmount < 1) {
    throw new RangeError(`${rateType} needs an ordered amount`);
  }
  const amount = BigInt(orderedAmount);
  return fromHundredths(rateType === 'CPM' ? divideRounded(price * amount, 1000n) : price * amount);
}
