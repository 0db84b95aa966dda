import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../router';
import { preloadServerList, useServerList, type ListView } from './use-server-list';

interface Filters {
  search: string;
  showPerformance: boolean;
}

const DEFAULTS: Filters = { search: '', showPerformance: false };

interface Query {
  offset: number;
  limit: number;
  search: string;
  order: string | null;
}

let list: ReturnType<typeof useServerList<Filters, Query, string[]>>;
const keep = (value: typeof list) => {
  list = value;
};
const load = jest.fn<Promise<string[]>, [Query, AbortSignal]>();

const OPTIONS = {
  filters: DEFAULTS,
  // The view option is not part of the query: changing it asks for nothing.
  query: ({ offset, size, filters, sort }: ListView<Filters>): Query => ({
    offset,
    limit: size,
    search: filters.search,
    order: sort ? `${sort.field}:${sort.direction}` : null,
  }),
  load: (query: Query, signal: AbortSignal) => load(query, signal),
};

/** Hands the test what the hook gives on each render. */
function Probe({ onRender }: { onRender: typeof keep }) {
  const value = useServerList(OPTIONS);
  onRender(value);
  return null;
}

async function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/campaigns', element: <Probe onRender={keep} /> }], {
    initialEntries: [path],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

beforeEach(() => {
  localStorage.clear();
  load.mockReset();
  load.mockImplementation(async (query) => [`rows from ${query.offset}`]);
});

describe('useServerList', () => {
  it('asks the server for the view of the address, and gives its answer', async () => {
    await renderAt('/campaigns?page=3&size=20&sort=name:ASC');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual({ offset: 40, limit: 20, search: '', order: 'name:ASC' });
    expect(list).toMatchObject({ page: 3, size: 20, offset: 40, loading: false, error: null });
    expect(list.data).toEqual(['rows from 40']);
    expect(list.query).toEqual({ offset: 40, limit: 20, search: '', order: 'name:ASC' });
  });

  it('asks again, from page one, for a new filter, sort or size; a page keeps the rest', async () => {
    const router = await renderAt('/campaigns?page=2');
    await act(async () => list.setPage(4));
    expect(load.mock.lastCall![0]).toMatchObject({ offset: 30, limit: 10 });
    await act(async () => list.setFilters({ search: 'jaro', showPerformance: false }));
    expect(load.mock.lastCall![0]).toEqual({ offset: 0, limit: 10, search: 'jaro', order: null });
    await act(async () => list.setSort({ field: 'price', direction: 'DESC' }));
    expect(load.mock.lastCall![0]).toMatchObject({ offset: 0, order: 'price:DESC' });
    await act(async () => list.setPage(2));
    await act(async () => list.setSize(50));
    expect(load.mock.lastCall![0]).toMatchObject({ offset: 0, limit: 50 });
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('50');
  });

  it('keeps the page for a view option kept with the filters, and asks for nothing new', async () => {
    await renderAt('/campaigns?page=2');
    const calls = load.mock.calls.length;
    await act(async () => list.setViewOption({ showPerformance: true }));
    expect(list).toMatchObject({ page: 2, filters: { search: '', showPerformance: true } });
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('aborts the request still running when the view changes', async () => {
    const signals: AbortSignal[] = [];
    load.mockImplementation(
      (_query, signal) =>
        new Promise((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await renderAt('/campaigns');
    await act(async () => list.setPage(2));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(list).toMatchObject({ loading: true, error: null });
  });

  it('gives the failure and reads the same view again on reload', async () => {
    const failure = new Error('offline');
    load.mockRejectedValueOnce(failure);
    await renderAt('/campaigns');
    expect(list.error).toBe(failure);
    await act(async () => list.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]![0]).toEqual(load.mock.calls[0]![0]);
    expect(list).toMatchObject({ error: null, data: ['rows from 0'] });
  });

  it('takes the answer its route preloaded for the same view instead of asking again', async () => {
    localStorage.setItem('portal.list:/campaigns', JSON.stringify({ size: 20, filters: { search: 'jaro' } }));
    preloadServerList({ pathname: '/campaigns', search: '?page=2' }, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual({ offset: 20, limit: 20, search: 'jaro', order: null });
    await renderAt('/campaigns?page=2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(list.data).toEqual(['rows from 20']);
    // Taken once: the same view shown again later asks the server.
    await act(async () => list.setPage(3));
    await act(async () => list.setPage(2));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks itself when the preload was for another view, or failed', async () => {
    preloadServerList({ pathname: '/campaigns', search: '?page=5' }, OPTIONS);
    await renderAt('/campaigns');
    expect(load).toHaveBeenCalledTimes(2);
    expect(list.data).toEqual(['rows from 0']);

    load.mockClear();
    load.mockRejectedValueOnce(new Error('offline'));
    preloadServerList({ pathname: '/campaigns', search: '' }, OPTIONS);
    await act(async () => undefined);
    await renderAt('/campaigns');
    expect(load).toHaveBeenCalledTimes(2);
    expect(list).toMatchObject({ error: null, data: ['rows from 0'] });
  });
});
