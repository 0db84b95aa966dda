import type { ListSort } from './list-sort';
import { useListState, type ListState } from './list-state';
import { useLatestRequest } from './use-latest-request';

/** A list's state with the rows to skip for its page: what a screen builds its request from. */
export interface ListView<F> extends ListState<F> {
  /** Rows to skip for the current page (the page's first row). */
  offset: number;
}

export interface ServerListOptions<F extends object, Q, T> {
  /** The filters of a first visit (a constant of the screen). */
  filters: F;
  /** What to ask the server for this view; a different query (by value) sends a new request. */
  query: (view: ListView<F>) => Q;
  load: (query: Q, signal: AbortSignal) => Promise<T>;
}

/**
 * A list paged, sorted and filtered on the server (spec 001 §9): its state per route in local
 * storage and in the address (useListState: a reload or a shared link shows the same view), the
 * changes a screen makes to it, and the answer of the latest request for it (a newer request aborts
 * the older one). A new filter, sort or size starts again on page one; a view option kept with the
 * filters (the campaign list's "show performance") keeps the page.
 */
export function useServerList<F extends object, Q, T>({ filters, query, load }: ServerListOptions<F, Q, T>) {
  const [state, setState] = useListState<F>(filters);
  const view: ListView<F> = { ...state, offset: (state.page - 1) * state.size };
  const current = query(view);
  const request = useLatestRequest(JSON.stringify(current), (signal) => load(current, signal));
  return {
    ...view,
    ...request,
    /** The query of the current view (for what else needs it, e.g. an export of the same rows). */
    query: current,
    setFilters: (next: F) => setState({ filters: next }),
    setViewOption: (change: Partial<F>) =>
      setState({ filters: { ...state.filters, ...change }, page: state.page }),
    setSort: (sort: ListSort) => setState({ sort }),
    setPage: (page: number) => setState({ page }),
    setSize: (size: number) => setState({ size }),
  };
}

/** What useServerList gives a screen. */
export type ServerListApi<F extends object, Q, T> = ReturnType<typeof useServerList<F, Q, T>>;
