import type { RouteLocation } from '../routing/portal-route';
import { useLocation } from '../router';
import type { ListSort } from './list-sort';
import { listStateOf, useListState, type ListState } from './list-state';
import { keepPreloaded, takePreloaded } from './preloaded-requests';
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
const viewOf = <F>(state: ListState<F>): ListView<F> => ({ ...state, offset: (state.page - 1) * state.size });
const requestKey = (pathname: string, query: unknown) => `${pathname} ${JSON.stringify(query)}`;

/**
 * A route's preload of its list (PortalRoute.preload): the first page's request for the state the
 * screen will open in (the address, else what local storage keeps for the route), sent now; the
 * screen's useServerList with the same options takes its answer when it mounts.
 */
export function preloadServerList<F extends object, Q, T>(
  location: Pick<RouteLocation, 'pathname' | 'search'>,
  { filters, query, load }: ServerListOptions<F, Q, T>,
): void {
  const current = query(
    viewOf(listStateOf(location.pathname, new URLSearchParams(location.search), filters)),
  );
  keepPreloaded(requestKey(location.pathname, current), load(current, new AbortController().signal));
}

export function useServerList<F extends object, Q, T>({ filters, query, load }: ServerListOptions<F, Q, T>) {
  const { pathname } = useLocation();
  const [state, setState] = useListState<F>(filters);
  const view = viewOf(state);
  const current = query(view);
  const request = useLatestRequest(
    JSON.stringify(current),
    (signal) => takePreloaded<T>(requestKey(pathname, current)) ?? load(current, signal),
  );
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
