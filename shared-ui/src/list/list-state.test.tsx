import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../router';
import { DEFAULT_PAGE_SIZE, useListState } from './list-state';

interface Filters {
  search: string;
  states: string[];
}

const DEFAULTS: Filters = { search: '', states: [] };

let list: ReturnType<typeof useListState<Filters>>;
const keep = (value: typeof list) => {
  list = value;
};

/** Hands the test what the hook gives on each render. */
function Probe({ onRender }: { onRender: typeof keep }) {
  onRender(useListState<Filters>(DEFAULTS));
  return null;
}

/** The list's screen at `path`, and another list's route beside it. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/campaigns', element: <Probe onRender={keep} /> },
      { path: '/activities', element: <Probe onRender={keep} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const state = () => list[0];
const update: (typeof list)[1] = (change) => act(() => list[1](change));
const params = (router: ReturnType<typeof renderAt>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => localStorage.clear());

describe('useListState (spec 001 §9: a list per route in the address and in local storage)', () => {
  it('starts on the first page of ten, unsorted, with the screen’s filters', () => {
    renderAt('/campaigns');
    expect(state()).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, sort: null, filters: DEFAULTS });
  });

  it('reads page, size, sort and filters from the address', () => {
    renderAt(`/campaigns?page=3&size=20&sort=name:DESC&filters=${encodeURIComponent('{"search":"jaro"}')}`);
    expect(state()).toEqual({
      page: 3,
      size: 20,
      sort: { field: 'name', direction: 'DESC' },
      filters: { search: 'jaro', states: [] },
    });
  });

  it('ignores what in the address is not a page, a page size, a sort or filters', () => {
    renderAt('/campaigns?page=0&size=15&sort=name:UP&filters=%7Bsearch');
    expect(state()).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, sort: null, filters: DEFAULTS });
    cleanup();
    renderAt('/campaigns?page=2.5&sort=name');
    expect(state()).toMatchObject({ page: 1, sort: null });
  });

  it('writes a change to the address, leaving out empty filters and the first page', () => {
    const router = renderAt('/campaigns');
    update({ filters: { search: 'jaro', states: [] } });
    expect(params(router)).toEqual({ size: '10', filters: '{"search":"jaro"}' });
    update({ page: 2 });
    update({ sort: { field: 'price', direction: 'ASC' } });
    expect(params(router)).toEqual({ size: '10', sort: 'price:ASC', filters: '{"search":"jaro"}' });
    expect(state()).toEqual({
      page: 1,
      size: 10,
      sort: { field: 'price', direction: 'ASC' },
      filters: { search: 'jaro', states: [] },
    });
  });

  it('starts again on page one after a new filter, sort or size, but not after a page', () => {
    renderAt('/campaigns?page=4');
    update({ page: 5 });
    expect(state().page).toBe(5);
    update({ size: 50 });
    expect(state()).toMatchObject({ page: 1, size: 50 });
    update({ page: 3 });
    update({ filters: { search: '', states: ['draft'] } });
    expect(state().page).toBe(1);
    // A change that names its page (a view option kept with the filters) keeps it.
    update({ page: 3 });
    update({ filters: { search: '', states: [] }, page: 3 });
    expect(state().page).toBe(3);
  });

  it('comes back to the size, sort and filters of the last visit of the route, on page one', () => {
    renderAt('/campaigns');
    update({ size: 20, sort: { field: 'name', direction: 'ASC' }, filters: { search: 'jaro', states: [] } });
    update({ page: 2 });
    cleanup();
    renderAt('/campaigns');
    expect(state()).toEqual({
      page: 1,
      size: 20,
      sort: { field: 'name', direction: 'ASC' },
      filters: { search: 'jaro', states: [] },
    });
  });

  it('lets the address win over what was stored', () => {
    renderAt('/campaigns');
    update({
      size: 20,
      sort: { field: 'name', direction: 'ASC' },
      filters: { search: 'jaro', states: ['x'] },
    });
    cleanup();
    renderAt(`/campaigns?size=50&sort=price:DESC&filters=${encodeURIComponent('{"search":"léto"}')}`);
    expect(state()).toEqual({
      page: 1,
      size: 50,
      sort: { field: 'price', direction: 'DESC' },
      // The address's filters over the stored ones, over the defaults.
      filters: { search: 'léto', states: ['x'] },
    });
  });

  it('keeps each route’s list apart', () => {
    renderAt('/campaigns');
    update({ size: 50, filters: { search: 'jaro', states: [] } });
    cleanup();
    renderAt('/activities');
    expect(state()).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, sort: null, filters: DEFAULTS });
  });

  it('still works when local storage cannot be read or written', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    try {
      const router = renderAt('/campaigns');
      expect(state().size).toBe(DEFAULT_PAGE_SIZE);
      update({ size: 20 });
      expect(params(router)).toEqual({ size: '20' });
      expect(state().size).toBe(20);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
