import { filterLandingPages, getLandingPageFilterData } from '@portal/shared-contracts/landing-pages';
import useSWR from 'swr';
import { useLatestRequest } from '../common/use-latest-request';
import { useList } from '../common/use-list';
import { cleanFilters, EMPTY_FILTERS, filterRequestOf, hasFilters } from './list-request';

/**
 * The landing page list's data (spec 000 §2 "Landing pages"): its state per route in the address
 * and local storage (page, size, sort, filters), the page of rows from POST /landing-pages/filter
 * (a newer request aborts the older one) and what the filter offers (GET /landing-pages/filter-data).
 */
export function useLandingPageList() {
  const list = useList(EMPTY_FILTERS);
  const filters = cleanFilters(list.filters);
  const body = filterRequestOf(filters, list.offset, list.size, list.sort);
  const rows = useLatestRequest(JSON.stringify(body), (signal) => filterLandingPages(body, { signal }));
  const filterData = useSWR('landing-pages/filter-data', () => getLandingPageFilterData(), {
    revalidateOnFocus: false,
  });
  return { list, filters, filtered: hasFilters(filters), rows, filterData: filterData.data };
}
