import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '../router';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type SortDirection = 'ASC' | 'DESC';

export interface ListState<F> {
  page: number;
  size: number;
  sort: { field: string; direction: SortDirection } | null;
  filters: F;
}

const storageKey = (pathname: string) => `portal.list:${pathname}`;

function readStored<F>(pathname: string): Partial<ListState<F>> {
  try {
    const raw = localStorage.getItem(storageKey(pathname));
    return raw ? (JSON.parse(raw) as Partial<ListState<F>>) : {};
  } catch {
    return {};
  }
}

function parseUrl<F>(params: URLSearchParams): Partial<ListState<F>> {
  const state: Partial<ListState<F>> = {};
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 0) state.page = page;
  const size = Number(params.get('size'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.size = size;
  const sort = params.get('sort');
  if (sort) {
    const [field, direction] = sort.split(':');
    if (field && (direction === 'ASC' || direction === 'DESC')) state.sort = { field, direction };
  }
  const filters = params.get('filters');
  if (filters) {
    try {
      state.filters = JSON.parse(filters) as F;
    } catch {
      // a hand-edited address: the stored or default filters apply
    }
  }
  return state;
}

/**
 * A list's state at an address: the address wins over what local storage keeps for the route, which
 * wins over the screen's defaults. What the screen shows and what a route's preload asks for.
 */
export function listStateOf<F extends object>(
  pathname: string,
  params: URLSearchParams,
  defaultFilters: F,
): ListState<F> {
  const stored = readStored<F>(pathname);
  const fromUrl = parseUrl<F>(params);
  return {
    page: fromUrl.page ?? 1,
    size: fromUrl.size ?? stored.size ?? DEFAULT_PAGE_SIZE,
    sort: fromUrl.sort !== undefined ? fromUrl.sort : (stored.sort ?? null),
    filters: { ...defaultFilters, ...(stored.filters ?? {}), ...(fromUrl.filters ?? {}) },
  };
}

/**
 * Page, size, sort and filters of a list, kept as the spec says: per route in local storage (so the
 * list looks the same when you come back) and in the address (so it can be shared and reloaded). The
 * address wins over the stored state.
 */
export function useListState<F extends object>(defaultFilters: F) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListState<F>>(
    () => listStateOf(pathname, params, defaultFilters),
    // defaultFilters is a constant of the calling screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, params],
  );

  const update = useCallback(
    (change: Partial<ListState<F>>) => {
      const next = { ...state, ...change };
      // A new filter, sort or size starts again on the first page.
      if (!('page' in change)) next.page = 1;
      try {
        localStorage.setItem(
          storageKey(pathname),
          JSON.stringify({ size: next.size, sort: next.sort, filters: next.filters }),
        );
      } catch {
        // storage full or off: the address still holds the state
      }
      const search = new URLSearchParams();
      if (next.page > 1) search.set('page', String(next.page));
      search.set('size', String(next.size));
      if (next.sort) search.set('sort', `${next.sort.field}:${next.sort.direction}`);
      const filters = Object.fromEntries(
        Object.entries(next.filters).filter(
          ([, value]) =>
            value !== undefined &&
            value !== null &&
            value !== '' &&
            !(Array.isArray(value) && value.length === 0),
        ),
      );
      if (Object.keys(filters).length > 0) search.set('filters', JSON.stringify(filters));
      setParams(search, { replace: true });
    },
    [state, pathname, setParams],
  );

  return [state, update] as const;
}
