import { DASHBOARD_MAX_PERIOD_DAYS, periodDays } from '@portal/shared-contracts/dashboards';
import dayjs, { type Dayjs } from 'dayjs';

/** The API's dates: 'YYYY-MM-DD'. */
export const ISO_DATE = 'YYYY-MM-DD';

/** Both days included. */
export interface Period {
  from: string;
  to: string;
}

/** How many days the page shows when the address names no period: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

export const isoDate = (date: Dayjs): string => date.format(ISO_DATE);

/** A real calendar day written as 'YYYY-MM-DD' (not '2026-02-30'). */
export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDate(dayjs(value)) === value;
}

/** The last `days` days ending `today`, both included. */
export const lastDays = (days: number, today: Dayjs): Period => ({
  from: isoDate(today.subtract(days - 1, 'day')),
  to: isoDate(today),
});

export const defaultPeriod = (today: Dayjs = dayjs()): Period => lastDays(DEFAULT_PERIOD_DAYS, today);

/**
 * The picker's presets: the last 7 and 30 days and this month (each up to today), and the whole
 * of last month.
 */
export function periodPresets(today: Dayjs = dayjs()) {
  const lastMonth = today.subtract(1, 'month');
  return {
    last7Days: lastDays(7, today),
    last30Days: lastDays(30, today),
    thisMonth: { from: isoDate(today.startOf('month')), to: isoDate(today) },
    lastMonth: { from: isoDate(lastMonth.startOf('month')), to: isoDate(lastMonth.endOf('month')) },
  } satisfies Record<string, Period>;
}

/**
 * The period of the address (`?from=…&to=…`), or the default one when either day is missing or no
 * date. A reversed or too long period is kept: the page says what is wrong with it.
 */
export function periodFromParams(params: URLSearchParams, today: Dayjs = dayjs()): Period {
  const from = params.get('from');
  const to = params.get('to');
  return isIsoDate(from) && isIsoDate(to) ? { from, to } : defaultPeriod(today);
}

/** The company of the address (`?companyId=3`); null when absent or not an id. */
export function companyFromParams(params: URLSearchParams): number | null {
  const value = params.get('companyId');
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** What the API would refuse about a period (the codes of its 400 answer), checked before asking. */
export function periodProblem(
  period: Period,
): 'dashboard_period_reversed' | 'dashboard_period_too_long' | null {
  if (period.to < period.from) return 'dashboard_period_reversed';
  if (periodDays(period.from, period.to) > DASHBOARD_MAX_PERIOD_DAYS) return 'dashboard_period_too_long';
  return null;
}
