// What the dashboards page asks the server, in one place for its hooks and for the route's loader
// (preloadDashboardRequests), so that the loader's answers are the ones the hooks look for.
import { campaignFilterDataEndpoint, getCampaignFilterData } from '@portal/shared-contracts/campaigns';
import { sessionStore, type UserInfo } from '@portal/shared-contracts/core';
import {
  getDashboardData,
  getDashboardSettings,
  type DashboardRequest,
} from '@portal/shared-contracts/dashboards';
import { preload } from 'swr';
import { companyFromParams, periodFromParams, periodProblem } from './dashboard-period';

/** The period and (for those who choose one) the company: what the charts and the CSV show. */
export type DashboardQuery = DashboardRequest & { companyId: number | null };

/** Spec 000 §6: retailer staff and agencies choose among companies; a vendor sees its own. */
export const choosesCompany = (user: UserInfo): boolean => user.isRetailer || user.isAgency;

/** The period and company an address names; the company counts only for those who choose one. */
export const dashboardQueryOf = (params: URLSearchParams, withCompany: boolean): DashboardQuery => ({
  ...periodFromParams(params),
  companyId: withCompany ? companyFromParams(params) : null,
});

/**
 * The figures' key: the answer names products in the user's language, so it is read again after a
 * language switch. None for a period the API would refuse (it is not sent).
 */
export const dashboardDataKey = (query: DashboardQuery, locale: string) =>
  periodProblem(query)
    ? null
    : (['dashboards/delivery', query.from, query.to, query.companyId, locale] as const);

type DashboardDataKey = NonNullable<ReturnType<typeof dashboardDataKey>>;

/** GET /dashboards/delivery for its key. */
export const loadDashboardData = ([, from, to, companyId]: DashboardDataKey) =>
  getDashboardData({ from, to, companyId });

/** GET /dashboards: whether the page is on, and the external dashboard. */
export const DASHBOARD_SETTINGS_KEY = 'dashboards/settings';
export const loadDashboardSettings = () => getDashboardSettings();

/**
 * The companies to choose among: the campaign list's filter options, under the key mf-campaigns reads
 * them with, the call's own path (read once for both).
 */
export const COMPANY_OPTIONS_KEY = campaignFilterDataEndpoint.path;
export const loadCompanyOptions = () => getCampaignFilterData();

/**
 * The page's first requests for an address, for the route's loader while the page's code loads. The
 * loader has seen the menu setting on, which is the switch GET /dashboards answers: the overview's
 * figures (and, for those who choose a company, its options) need not wait for that answer.
 */
export function preloadDashboardRequests(url: URL, user: UserInfo): void {
  void preload(DASHBOARD_SETTINGS_KEY, loadDashboardSettings);
  const withCompany = choosesCompany(user);
  const key = dashboardDataKey(
    dashboardQueryOf(url.searchParams, withCompany),
    sessionStore.getState().locale,
  );
  if (key) void preload(key, loadDashboardData);
  if (withCompany) void preload(COMPANY_OPTIONS_KEY, loadCompanyOptions);
}
