import {
  ApiError,
  filterLandingPages,
  getLandingPageFilterData,
  type LandingPagePage,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { FILTER_DATA, summary } from './landing-page-fixtures';
import LandingPageListPage from './landing-page-list-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_CALLS);
});

const mockedFilter = jest.mocked(filterLandingPages);

const PAGE: LandingPagePage = {
  items: [
    summary(11, { name: 'Acme – Vánoce 2026' }),
    summary(12, {
      name: 'Nordic – jarní novinky',
      company: { id: 3, name: 'Nordic Drinks a.s.' },
      creativeState: 'waiting-for-approval',
      active: false,
    }),
  ],
  totalCount: 25,
};

let user = setupUser();
const renderList = (who: Partial<UserInfo>, path = '/landing-pages') =>
  renderWithPortal([{ path: '/landing-pages', element: <LandingPageListPage /> }], path, who);
const lastRequest = () => mockedFilter.mock.calls.at(-1)![0];
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  jest.resetAllMocks();
  mockedFilter.mockResolvedValue(PAGE);
  jest.mocked(getLandingPageFilterData).mockResolvedValue(FILTER_DATA);
});

describe('the landing page list (spec 000 §2 "Landing pages")', () => {
  it('shows name, target web, active, state and actions to a vendor, without the company', async () => {
    await renderList(USERS.vendor);
    expect(await screen.findByText('Acme – Vánoce 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Landing pages' })).toBeInTheDocument();
    expect(headers()).toEqual(['Název', 'Cílový web', 'Aktivní', 'Stav', 'Akce']);
    expect(screen.getByTestId('landing-pages-total')).toHaveTextContent('Nalezeno 25 landing pages');
    const row = within(rowOf('Acme – Vánoce 2026'));
    expect(row.getByText('Portal Retail')).toBeInTheDocument();
    expect(row.getByText('Ano')).toBeInTheDocument();
    expect(row.getByText('Rozpracovaná')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Acme – Vánoce 2026' })).toHaveAttribute(
      'href',
      '/landing-pages/11',
    );
    expect(row.getByRole('button', { name: 'Upravit Acme – Vánoce 2026' })).toBeInTheDocument();
    // Waiting for approval: a buyer may only look at it.
    const waiting = within(rowOf('Nordic – jarní novinky'));
    expect(waiting.getByText('Čeká na schválení')).toBeInTheDocument();
    expect(waiting.getByText('Ne')).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: 'Zobrazit Nordic – jarní novinky' })).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: 'Upravit Nordic – jarní novinky' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Společnost' })).toBeNull();
  });

  it('shows retailer staff and agencies the company column and filter; retailers edit any page', async () => {
    for (const who of [USERS.retailer, USERS.agency]) {
      await renderList(who);
      await screen.findByText('Nordic – jarní novinky');
      expect(headers()).toEqual(['Název', 'Cílový web', 'Společnost', 'Aktivní', 'Stav', 'Akce']);
      expect(within(rowOf('Nordic – jarní novinky')).getByText('Nordic Drinks a.s.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Společnost' })).toBeInTheDocument();
      const edit = screen.queryByRole('button', { name: 'Upravit Nordic – jarní novinky' });
      if (who === USERS.retailer) expect(edit).toBeInTheDocument();
      else expect(edit).toBeNull();
      cleanup();
    }
  });

  it('asks the server for a page of 10, then the page and size chosen, kept in the address', async () => {
    const router = await renderList(USERS.vendor);
    await screen.findByText('Acme – Vánoce 2026');
    expect(lastRequest()).toEqual({
      search: null,
      states: null,
      companyIdes: null,
      targetIdes: null,
      active: null,
      firstResult: 0,
      maxResults: 10,
      sort: null,
    });
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ firstResult: 10, maxResults: 10 }));
    expect(router.state.location.search).toBe('?page=2&size=10');

    await user.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
    await user.click(await screen.findByTitle('20'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ firstResult: 0, maxResults: 20 }));
    expect(router.state.location.search).toBe('?size=20');
  });

  it('remembers the page size per route in local storage', async () => {
    await renderList(USERS.vendor);
    await screen.findByText('Acme – Vánoce 2026');
    await user.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
    await user.click(await screen.findByTitle('50'));
    expect(JSON.parse(localStorage.getItem('portal.list:/landing-pages')!)).toMatchObject({ size: 50 });
    cleanup();
    mockedFilter.mockClear();
    await renderList(USERS.vendor);
    await waitFor(() => expect(lastRequest()).toMatchObject({ maxResults: 50 }));
  });

  it('opens the page, size, sort and filters a shared address names', async () => {
    mockedFilter.mockResolvedValue({ ...PAGE, totalCount: 100 });
    const filters = encodeURIComponent(
      JSON.stringify({ states: ['returned'], targets: [7], search: 'vánoce' }),
    );
    await renderList(USERS.retailer, `/landing-pages?page=3&size=20&sort=name:DESC&filters=${filters}`);
    await screen.findByText('Acme – Vánoce 2026');
    expect(lastRequest()).toEqual({
      search: 'vánoce',
      states: ['returned'],
      companyIdes: null,
      targetIdes: [7],
      active: null,
      firstResult: 40,
      maxResults: 20,
      sort: { name: 'name', direction: 'DESC' },
    });
    expect(screen.getByRole('button', { name: 'Stránka 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores filters of a hand-edited address the server would refuse', async () => {
    const filters = encodeURIComponent(
      JSON.stringify({ states: ['draft', 'approved'], companies: ['x', 2] }),
    );
    await renderList(USERS.retailer, `/landing-pages?sort=price:ASC&filters=${filters}`);
    await screen.findByText('Acme – Vánoce 2026');
    expect(lastRequest()).toMatchObject({ states: ['approved'], companyIdes: [2], sort: null });
  });

  it('sorts on the server by a header click: ascending, descending, none', async () => {
    await renderList(USERS.vendor);
    await screen.findByText('Acme – Vánoce 2026');
    const header = () => screen.getByRole('columnheader', { name: /Cílový web/ });
    await user.click(header());
    await waitFor(() => expect(lastRequest().sort).toEqual({ name: 'target', direction: 'ASC' }));
    await user.click(header());
    await waitFor(() => expect(lastRequest().sort).toEqual({ name: 'target', direction: 'DESC' }));
    await user.click(header());
    await waitFor(() => expect(lastRequest().sort).toBeNull());
  });

  it('searches the name or address once typing has stopped for 500 ms, from the first page', async () => {
    await renderList(USERS.vendor, '/landing-pages?page=2');
    await screen.findByText('Acme – Vánoce 2026');
    await user.type(screen.getByRole('textbox', { name: 'Hledat' }), 'vánoce');
    expect(mockedFilter).not.toHaveBeenCalledWith(
      expect.objectContaining({ search: 'vánoce' }),
      expect.anything(),
    );
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'vánoce', firstResult: 0 }), {
      timeout: 2000,
    });
  });

  it('filters by the states the filter data offer and by the active flag', async () => {
    await renderList(USERS.vendor);
    await screen.findByText('Acme – Vánoce 2026');
    await user.click(screen.getByRole('combobox', { name: 'Stav' }));
    await user.click(await screen.findByTitle('Vrácená'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ states: ['returned'], firstResult: 0 }));
    await user.click(screen.getByRole('combobox', { name: 'Aktivní' }));
    await user.click(await screen.findByTitle('Jen neaktivní'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ states: ['returned'], active: false }));
  });

  it('says there are no landing pages yet and offers to create one', async () => {
    mockedFilter.mockResolvedValue({ items: [], totalCount: 0 });
    await renderList(USERS.vendor);
    expect(await screen.findByText('Zatím tu nejsou žádné landing pages.')).toBeInTheDocument();
    const empty = screen
      .getByText('Zatím tu nejsou žádné landing pages.')
      .closest('.ant-empty') as HTMLElement;
    expect(within(empty).getByRole('button', { name: /Vytvořit landing page/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).toBeNull();
  });

  it('says nothing matches when a filter finds nothing', async () => {
    mockedFilter.mockResolvedValue({ items: [], totalCount: 0 });
    const filters = encodeURIComponent(JSON.stringify({ search: 'nic' }));
    await renderList(USERS.vendor, `/landing-pages?filters=${filters}`);
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
    expect(screen.queryByText('Zatím tu nejsou žádné landing pages.')).toBeNull();
  });

  it('shows a failed load with the server message and a retry', async () => {
    mockedFilter.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
    );
    await renderList(USERS.vendor);
    expect(await screen.findByText('Landing pages se nepodařilo načíst.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Acme – Vánoce 2026')).toBeInTheDocument();
    expect(screen.queryByText('Landing pages se nepodařilo načíst.')).toBeNull();
  });
});
