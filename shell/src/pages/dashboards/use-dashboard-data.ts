import { isApiError } from '@portal/shared-contracts/core';
import type { DashboardData } from '@portal/shared-contracts/dashboards';
import { useLocale } from '@portal/shared-ui';
import useSWR from 'swr';
import { periodProblem } from './dashboard-period';
import { dashboardDataKey, loadDashboardData, type DashboardQuery } from './dashboard-request';

/** The answer of the API when the page was switched off meanwhile: the page leaves (spec: it redirects). */
export const isDashboardsDisabled = (error: unknown): boolean =>
  isApiError(error) && error.code === 'dashboards_disabled';

/** Delivery figures show only when something was delivered or spent in the period. */
export const hasDelivery = (data: DashboardData): boolean =>
  data.totals.impressions > 0 || data.totals.clicks > 0 || data.totals.spend > 0;

/**
 * The built-in charts' figures of the period and company (GET /dashboards/delivery). A period the
 * API would refuse is not sent: `problem` names what is wrong with it. The figures before stay on
 * screen while the next ones load. Spend comes in whole crowns, the totals the sums of the days (the
 * API rounds once, per product and day): the page shows them as they are, and they match the CSV.
 */
export function useDashboardData(query: DashboardQuery) {
  const locale = useLocale();
  const swr = useSWR(dashboardDataKey(query, locale), loadDashboardData, { keepPreviousData: true });
  return { ...swr, problem: periodProblem(query) };
}
