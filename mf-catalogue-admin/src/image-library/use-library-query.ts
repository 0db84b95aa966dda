import { parseRouteId, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/shared-ui';
import { useSearchParams } from '@portal/shared-ui/router';
import { useCallback, useEffect, useRef, useState } from 'react';

const PAGE_PARAM = 'page';
const SEARCH_PARAM = 'search';
/** The last page the API lists (ImageListRequestSchema). */
const MAX_PAGE = 100_000;

/**
 * The library's page and search, kept in the address (?page=2&search=strom) so a reload or a shared
 * link shows the same images. The box changes at once; the address (and so the list) once the typing
 * has settled for 500 ms: every change of the address passes the shell's authorisation check.
 */
export function useLibraryQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  // A page number is a positive whole number like an id; anything else is the first page.
  const asked = parseRouteId(params.get(PAGE_PARAM) ?? undefined);
  const page = asked !== null && asked <= MAX_PAGE ? asked : 1;
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const write = useCallback(
    (change: { search?: string; page: number }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.search !== undefined) {
            if (change.search) next.set(SEARCH_PARAM, change.search);
            else next.delete(SEARCH_PARAM);
          }
          if (change.page > 1) next.set(PAGE_PARAM, String(change.page));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The address changed otherwise (the menu link, back): the box shows its search. Our own writes
  // are what the box says already, maybe with a space the user is still typing.
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== settled) setText(search);
  }

  // A newly settled search goes into the address, from the first page.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== search) write({ search: settled, page: 1 });
  }, [settled, search, write]);

  return {
    /** The settled search the list shows. */
    search,
    page,
    /** What the search box shows. */
    text,
    setText,
    setPage: useCallback((next: number) => write({ page: next }), [write]),
    /** The whole library from its first page, at once (after an upload: the new image is first). */
    showAll: () => {
      setText('');
      write({ search: '', page: 1 });
    },
  };
}
