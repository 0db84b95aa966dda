import { filterLandingPages, getLandingPageFilterData } from '@portal/shared-contracts/landing-pages';
import { useServerList } from '@portal/shared-ui';
import useSWR from 'swr';
import { cleanFilters, EMPTY_FILTERS, filterRequestOf, hasFilters } from './list-request';

/**
 * The landing page list's data (spec 000 §2 "Landing pages"): its state per route in the address
 * and local storage (page, size, sort, filters), the page of rows from POST /landing-pages/filter
 * (a newer request aborts the older one) and what the filter offers (GET /landing-pages/filter-data).
 */
export function useLandingPageList() {
  const list = useServerList({
    filters: EMPTY_FILTERS,
    query: (view) => filterRequestOf(cleanFilters(view.filters), view.offset, view.size, view.sort),
    load: (body, signal) => filterLandingPages(body, { signal }),
  });
  const filters = cleanFilters(list.filters);
  const filterData = useSWR('landing-pages/filter-data', () => getLandingPageFilterData(), {
    revalidateOnFocus: false,
  });
  return { list, filters, filtered: hasFilters(filters), filterData: filterData.data };
}
