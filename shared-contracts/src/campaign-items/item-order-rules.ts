import type { Product } from '../catalogue/products';
import { daysInclusive, itemPrice } from './item-price';
import { ITEM_PRICE_LIMIT, type ItemOrder, KEYWORD_MAX_LENGTH, ORDERED_AMOUNT_LIMIT } from './item-order';

/**
 * The rules of the add-tool-to-campaign form (spec, document 2 §5), one function for the browser and
 * the server so both give the same answer. The server adds what needs the database (availability,
 * target product and landing page, tenancy, campaign state).
 */
export type ItemOrderIssueCode =
  | 'start_date_required'
  | 'end_date_required'
  | 'start_date_not_monday'
  | 'end_date_not_whole_weeks'
  | 'start_date_too_early'
  | 'end_before_start'
  | 'variable_value_required'
  | 'variable_value_single'
  | 'variable_value_unknown'
  | 'custom_price_not_allowed'
  | 'custom_price_too_low'
  | 'ordered_amount_required'
  | 'ordered_amount_limit'
  | 'keywords_empty'
  | 'keyword_too_long'
  | 'keywords_not_allowed'
  | 'target_url_invalid'
  | 'target_url_domain'
  | 'target_ambiguous'
  | 'total_below_min_amount'
  | 'total_too_high';

export type ItemOrderField =
  | 'startDate'
  | 'endDate'
  | 'orderedAmount'
  | 'variableValueIdes'
  | 'customProductPrice'
  | 'targetURL'
  | 'targetKeywords'
  | 'total';

export interface ItemOrderIssue {
  field: ItemOrderField;
  code: ItemOrderIssueCode;
  /** Values the message names: dates as 'YYYY-MM-DD', prices in CZK, the limit. */
  params?: Record<string, string | number>;
}

export type OrderedProduct = Pick<
  Product,
  | 'rateType'
  | 'price'
  | 'minAmount'
  | 'auction'
  | 'nativeType'
  | 'searchTool'
  | 'multipleVariableValues'
  | 'variableValues'
  | 'category'
>;

export interface ItemOrderContext {
  product: OrderedProduct;
  /** Retailer staff or an impersonating retailer: custom price on any product, no minimum total. */
  retailerLike: boolean;
  /** 'YYYY-MM-DD' in the retailer's time zone. */
  today: string;
  /** The item as stored, when it is being edited: an unchanged start may lie in the past. */
  original?: { startDate: string; endDate: string };
}

const DAY_MS = 86_400_000;
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (iso: string) => ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** What the date rules read of a product. */
export type DatedProduct = Pick<OrderedProduct, 'rateType'> & {
  category: Pick<OrderedProduct['category'], 'minDaysBeforeStartDate'>;
};

/** The first day an item of this product may start on. */
export function earliestStartDate(product: DatedProduct, today: string): string {
  return product.rateType === 'FLAT_RATE' ? today : addDays(today, product.category.minDaysBeforeStartDate);
}

/** Whether a text is an absolute http(s) URL with a host. */
export function isValidUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Whether a URL lies within the category's domain URL (none: any URL). */
export function isAllowedDomain(url: string, domainUrl: string | null): boolean {
  if (!domainUrl) return true;
  const prefix = domainUrl.replace(/\/+$/, '');
  const lowerUrl = url.toLowerCase();
  const lowerPrefix = prefix.toLowerCase();
  return lowerUrl === lowerPrefix || ['/', '?', '#'].some((next) => lowerUrl.startsWith(lowerPrefix + next));
}

/** The unit price the order would be charged: the custom price when one is given. */
export function orderUnitPrice(
  order: Pick<ItemOrder, 'customProductPrice'>,
  product: OrderedProduct,
): number {
  return order.customProductPrice ?? product.price;
}

/** The total the server would charge, or null while the dates or the amount are missing or invalid. */
export function orderTotal(
  order: Pick<ItemOrder, 'startDate' | 'endDate' | 'orderedAmount' | 'customProductPrice'>,
  product: OrderedProduct,
): number | null {
  if (!order.startDate || !order.endDate || order.endDate < order.startDate) return null;
  if (product.rateType !== 'FLAT_RATE' && !order.orderedAmount) return null;
  try {
    return Number(
      itemPrice({
        rateType: product.rateType,
        unitPrice: orderUnitPrice(order, product).toFixed(2),
        startDate: order.startDate,
        endDate: order.endDate,
        orderedAmount: product.rateType === 'FLAT_RATE' ? null : (order.orderedAmount ?? null),
      }),
    );
  } catch {
    return null;
  }
}

/** The context of the date rules alone (check-availability applies them without the rest of the order). */
export type ItemDateContext = Pick<ItemOrderContext, 'today' | 'original'> & { product: DatedProduct };

function checkDates(
  order: Pick<ItemOrder, 'startDate' | 'endDate'>,
  { product, today, original }: ItemDateContext,
  issues: ItemOrderIssue[],
) {
  const { startDate, endDate } = order;
  if (!startDate) issues.push({ field: 'startDate', code: 'start_date_required' });
  if (!endDate) issues.push({ field: 'endDate', code: 'end_date_required' });
  if (!startDate || !endDate) return;
  const unchangedStart = original !== undefined && original.startDate === startDate;
  const earliest = earliestStartDate(product, today);
  if (!unchangedStart && startDate < earliest) {
    issues.push({ field: 'startDate', code: 'start_date_too_early', params: { date: earliest } });
  }
  if (endDate < startDate) {
    issues.push({ field: 'endDate', code: 'end_before_start' });
    return;
  }
  if (product.rateType === 'FLAT_RATE') {
    if (isoWeekday(startDate) !== 1) issues.push({ field: 'startDate', code: 'start_date_not_monday' });
    else if (daysInclusive(startDate, endDate) % 7 !== 0) {
      issues.push({
        field: 'endDate',
        code: 'end_date_not_whole_weeks',
        params: { date: addDays(startDate, 6) },
      });
    }
  }
}

function checkVariableValues(order: ItemOrder, { product }: ItemOrderContext, issues: ItemOrderIssue[]) {
  const chosen = order.variableValueIdes ?? [];
  const active = product.variableValues.filter((value) => value.active);
  if (active.length === 0) {
    if (chosen.length > 0) issues.push({ field: 'variableValueIdes', code: 'variable_value_unknown' });
    return;
  }
  if (chosen.length === 0) issues.push({ field: 'variableValueIdes', code: 'variable_value_required' });
  else if (
    chosen.some((id) => !active.some((value) => value.id === id)) ||
    new Set(chosen).size !== chosen.length
  ) {
    issues.push({ field: 'variableValueIdes', code: 'variable_value_unknown' });
  } else if (!product.multipleVariableValues && chosen.length > 1) {
    issues.push({ field: 'variableValueIdes', code: 'variable_value_single' });
  }
}

function checkPriceAndAmount(
  order: ItemOrder,
  { product, retailerLike }: ItemOrderContext,
  issues: ItemOrderIssue[],
) {
  if (order.customProductPrice !== null && order.customProductPrice !== undefined) {
    if (!retailerLike && !product.auction) {
      issues.push({ field: 'customProductPrice', code: 'custom_price_not_allowed' });
    } else if (order.customProductPrice < product.price) {
      issues.push({
        field: 'customProductPrice',
        code: 'custom_price_too_low',
        params: { price: product.price },
      });
    }
  }
  if (product.rateType === 'FLAT_RATE') return;
  if (!order.orderedAmount) issues.push({ field: 'orderedAmount', code: 'ordered_amount_required' });
  else if (order.orderedAmount > ORDERED_AMOUNT_LIMIT) {
    issues.push({
      field: 'orderedAmount',
      code: 'ordered_amount_limit',
      params: { limit: ORDERED_AMOUNT_LIMIT },
    });
  }
}

function checkKeywords(order: ItemOrder, { product }: ItemOrderContext, issues: ItemOrderIssue[]) {
  const keywords = order.targetKeywords ?? [];
  if (!product.searchTool) {
    if (keywords.some((keyword) => keyword.value.trim() !== '')) {
      issues.push({ field: 'targetKeywords', code: 'keywords_not_allowed' });
    }
    return;
  }
  if (product.nativeType === 'topInSearch' && !keywords.some((keyword) => keyword.value.trim() !== '')) {
    issues.push({ field: 'targetKeywords', code: 'keywords_empty' });
  }
  if (keywords.some((keyword) => keyword.value.trim().length > KEYWORD_MAX_LENGTH)) {
    issues.push({ field: 'targetKeywords', code: 'keyword_too_long', params: { max: KEYWORD_MAX_LENGTH } });
  }
}

function checkTarget(order: ItemOrder, { product }: ItemOrderContext, issues: ItemOrderIssue[]) {
  const targets = [order.targetURL, order.targetProductId, order.targetLandingPageId].filter(
    (target) => target !== null && target !== undefined && target !== '',
  );
  if (targets.length > 1) {
    issues.push({ field: 'targetURL', code: 'target_ambiguous' });
    return;
  }
  if (!order.targetURL) return;
  if (!isValidUrl(order.targetURL)) issues.push({ field: 'targetURL', code: 'target_url_invalid' });
  else if (!isAllowedDomain(order.targetURL, product.category.domainUrl)) {
    issues.push({
      field: 'targetURL',
      code: 'target_url_domain',
      params: { domain: product.category.domainUrl ?? '' },
    });
  }
}

/** The date rules of the order form alone: required, earliest start, order, and whole weeks from a Monday. */
export function itemDateIssues(
  order: Pick<ItemOrder, 'startDate' | 'endDate'>,
  context: ItemDateContext,
): ItemOrderIssue[] {
  const issues: ItemOrderIssue[] = [];
  checkDates(order, context, issues);
  return issues;
}

/** Every rule the order breaks; empty when it may be sent (availability is the server's to check). */
export function checkItemOrder(order: ItemOrder, context: ItemOrderContext): ItemOrderIssue[] {
  const issues: ItemOrderIssue[] = [];
  checkDates(order, context, issues);
  checkVariableValues(order, context, issues);
  checkPriceAndAmount(order, context, issues);
  checkKeywords(order, context, issues);
  checkTarget(order, context, issues);
  if (issues.length > 0) return issues;
  const total = orderTotal(order, context.product);
  if (total === null) return issues;
  if (total > ITEM_PRICE_LIMIT)
    issues.push({ field: 'total', code: 'total_too_high', params: { limit: ITEM_PRICE_LIMIT } });
  else if (
    !context.retailerLike &&
    context.product.rateType !== 'FLAT_RATE' &&
    total < context.product.minAmount
  ) {
    issues.push({
      field: 'total',
      code: 'total_below_min_amount',
      params: { minAmount: context.product.minAmount },
    });
  }
  return issues;
}
