import {
  addDays,
  daysInclusive,
  earliestStartDate,
  isoWeekday,
  type ItemOrderIssue,
  type OrderedProduct,
} from '@portal/shared-contracts/campaign-items';
import type { OrderValues } from './order-values';

/**
 * What the form says of a date beyond checkItemOrder: typed text that is no date, and the calendar's
 * rules that checkItemOrder leaves to the server (taken weeks) or checks only once both dates are
 * there.
 */
export interface DateIssue {
  field: 'startDate' | 'endDate';
  code: 'date_unreadable' | 'week_taken' | 'end_date_too_early' | 'end_date_not_sunday';
  /** The date the message names, 'YYYY-MM-DD'. */
  params?: { date: string };
}

export type OrderIssue = ItemOrderIssue | DateIssue;

export interface DateRuleContext {
  product: OrderedProduct;
  today: string;
  /** Mondays of weeks already booked for the chosen variable values (products with availability check). */
  takenWeeks: ReadonlySet<string>;
  /** The stored start of the item being edited: it stays choosable even when it lies in the past. */
  originalStartDate?: string | null;
}

/**
 * Why the calendar refuses a start date: before the earliest start, and for flat rate the Monday of a
 * taken week. Other weekdays stay choosable, so a flat-rate start on another day gets the spec's
 * "must be a Monday" message of checkItemOrder.
 */
export function startDateIssue(
  date: string,
  { product, today, takenWeeks, originalStartDate }: DateRuleContext,
): OrderIssue | null {
  const earliest = earliestStartDate(product, today);
  if (date < earliest && date !== originalStartDate) {
    return { field: 'startDate', code: 'start_date_too_early', params: { date: earliest } };
  }
  if (product.rateType === 'FLAT_RATE' && takenWeeks.has(date)) {
    return { field: 'startDate', code: 'week_taken', params: { date } };
  }
  return null;
}

/**
 * Why the calendar refuses an end date: before the start (or the earliest start); for flat rate
 * anything but the end of a whole week from the start, and weeks that would cover a taken one.
 */
export function endDateIssue(
  date: string,
  startDate: string | null,
  { product, today, takenWeeks }: DateRuleContext,
): OrderIssue | null {
  if (startDate && date < startDate) return { field: 'endDate', code: 'end_before_start' };
  const earliest = earliestStartDate(product, today);
  if (!startDate && date < earliest) {
    return { field: 'endDate', code: 'end_date_too_early', params: { date: earliest } };
  }
  if (product.rateType !== 'FLAT_RATE') return null;
  if (!startDate) return isoWeekday(date) === 7 ? null : { field: 'endDate', code: 'end_date_not_sunday' };
  if (daysInclusive(startDate, date) % 7 !== 0) {
    return { field: 'endDate', code: 'end_date_not_whole_weeks', params: { date: addDays(startDate, 6) } };
  }
  for (let monday = startDate; monday <= date; monday = addDays(monday, 7)) {
    if (takenWeeks.has(monday)) return { field: 'endDate', code: 'week_taken', params: { date: monday } };
  }
  return null;
}

export const isStartDateDisabled = (date: string, rules: DateRuleContext) =>
  startDateIssue(date, rules) !== null;

export const isEndDateDisabled = (date: string, startDate: string | null, rules: DateRuleContext) =>
  endDateIssue(date, startDate, rules) !== null;

/**
 * The calendar's rules applied to the dates the form holds: a typed date is taken even when the
 * calendar would refuse it, so the field can say why instead of dropping it.
 */
export function dateIssues(
  { startDate, endDate }: Pick<OrderValues, 'startDate' | 'endDate'>,
  rules: DateRuleContext,
): OrderIssue[] {
  const issues = [
    startDate ? startDateIssue(startDate, rules) : null,
    endDate ? endDateIssue(endDate, startDate, rules) : null,
  ];
  return issues.filter((issue) => issue !== null);
}
