import { useListState } from '@portal/shared-ui';
import type { ListSort } from './list-sort';

/**
 * A server-paged list's state (page, size, sort, filters) kept per route in local storage and in the
 * address (useListState of shared-ui: a reload or a shared link shows the same view; the page size
 * is remembered per route, spec 001 §9). A new filter, sort or size starts again on page one.
 */
export function useList<F extends object>(defaultFilters: F) {
  const [list, setList] = useListState<F>(defaultFilters);
  const { page, size } = list;
  return {
    ...list,
    /** Rows to skip and to take for the current page. */
    offset: (page - 1) * size,
    setFilters: (filters: F) => setList({ filters }),
    setSort: (sort: ListSort) => setList({ sort }),
    setPage: (next: number) => setList({ page: next }),
    setSize: (next: number) => setList({ size: next }),
  };
}
