import { isApiError } from '@portal/shared-contracts/core';
import { getDashboardData, type DashboardData } from '@portal/shared-contracts/dashboards';
import { useLocale } from '@portal/shared-ui';
import useSWR from 'swr';
import { periodProblem } from './dashboard-period';
import type { DashboardFilters } from './use-dashboard-filters';

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
export function useDashboardData(query: DashboardFilters['query']) {
  // The answer names products in the user's language: read again after a language switch.
  const locale = useLocale();
  const problem = periodProblem(query);
  const key = problem
    ? null
    : (['dashboards/delivery', query.from, query.to, query.companyId, locale] as const);
  const swr = useSWR(key, ([, from, to, companyId]) => getDashboardData({ from, to, companyId }), {
    keepPreviousData: true,
  });
  return { ...swr, problem };
}
