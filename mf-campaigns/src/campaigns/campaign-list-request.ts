import {
  campaignFilterDataEndpoint,
  filterCampaigns,
  getCampaignFilterData,
  type CampaignFilterRequest,
  type CampaignSortField,
} from '@portal/shared-contracts/campaigns';
import { preloadServerList, type RouteLocation, type ServerListOptions } from '@portal/shared-ui';
import { preload } from 'swr';
import { preloadMetricsDisplay } from '../common/metrics-display';

/** The campaign list's filters (spec 000 §2 "Campaign list", 001 §5), kept per route with the page. */
export interface CampaignListFilters {
  search: string;
  states: number[];
  companies: number[];
  contacts: number[];
  salesPersons: number[];
  startDate: string | null;
  endDate: string | null;
  myCampaigns: boolean;
  /** The performance columns are shown (a view option, kept with the filters; not sent). */
  showPerformance: boolean;
}

export const EMPTY_FILTERS: CampaignListFilters = {
  search: '',
  states: [],
  companies: [],
  contacts: [],
  salesPersons: [],
  startDate: null,
  endDate: null,
  myCampaigns: false,
  showPerformance: false,
};

/** The body of POST /campaigns/filter for the list's state. */
function requestOf(
  filters: CampaignListFilters,
  offset: number,
  limit: number,
  sort: { field: string; direction: 'ASC' | 'DESC' } | null,
): CampaignFilterRequest {
  return {
    limit,
    offset,
    order: sort ? { name: sort.field as CampaignSortField, direction: sort.direction } : null,
    search: filters.search || null,
    campaignStateIdes: filters.states,
    companyIdes: filters.companies,
    companyContactIdes: filters.contacts,
    salesPersonIdes: filters.salesPersons,
    startDate: filters.startDate,
    endDate: filters.endDate,
    myCampaigns: filters.myCampaigns || null,
  };
}

/** What the list asks the server, for its state: the screen's useServerList and the route's preload. */
export const CAMPAIGN_LIST: ServerListOptions<
  CampaignListFilters,
  CampaignFilterRequest,
  Awaited<ReturnType<typeof filterCampaigns>>
> = {
  filters: EMPTY_FILTERS,
  query: ({ filters, offset, size, sort }) => requestOf(filters, offset, size, sort),
  load: (body, signal) => filterCampaigns(body, { signal }),
};

/** The call's own path: the shell's dashboards read the same options under it (one request for both). */
export const FILTER_DATA_KEY = campaignFilterDataEndpoint.path;

/** The route's preload: the rows of the page it opens at, the filter options and the metrics setting. */
export function preloadCampaignList(location: RouteLocation): void {
  preloadServerList(location, CAMPAIGN_LIST);
  void preload(FILTER_DATA_KEY, getCampaignFilterData);
  preloadMetricsDisplay();
}
