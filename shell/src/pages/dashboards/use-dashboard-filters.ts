import { searchParamsOf } from '@portal/shared-contracts/core';
import { useSearchParams } from '@portal/shared-ui/router';
import { useCallback, useMemo } from 'react';
import type { Period } from './dashboard-period';
import { dashboardQueryOf, type DashboardQuery } from './dashboard-request';

export interface DashboardFilters {
  /** The period and (for those who choose one) the company: what the charts and the CSV show. */
  query: DashboardQuery;
  setPeriod: (period: Period) => void;
  setCompany: (companyId: number | null) => void;
}

/**
 * The period and company of the page, kept in the address (`?from=2026-10-01&to=2026-10-31&companyId=3`)
 * so that a link can be shared and reloaded. Without them the page shows the last 30 days; the
 * address is written when the person changes either (replacing the entry, as the lists do). The
 * company counts only for those who choose one (`withCompany`: retailer staff and agencies).
 */
export function useDashboardFilters(withCompany: boolean): DashboardFilters {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => dashboardQueryOf(params, withCompany), [params, withCompany]);

  const write = useCallback(
    (next: DashboardFilters['query']) =>
      setParams(searchParamsOf({ from: next.from, to: next.to, companyId: next.companyId }), {
        replace: true,
      }),
    [setParams],
  );
  const setPeriod = useCallback((period: Period) => write({ ...query, ...period }), [query, write]);
  const setCompany = useCallback(
    (companyId: number | null) => write({ ...query, companyId }),
    [query, write],
  );
  return { query, setPeriod, setCompany };
}
