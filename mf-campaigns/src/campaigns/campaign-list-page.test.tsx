import { renderWithPortal } from '@portal/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  filterCampaigns,
  getPerformanceMetricsDisplay,
  type CampaignFilterResponse,
  type UserInfo,
} from '@portal/shared-contracts';
import { ALL_METRICS } from '../common/test-data';
import { campaignState } from '../common/test-item';
import { narrowScreen } from '../common/test-narrow-screen';
import CampaignListPage from './campaign-list-page';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  filterCampaigns: jest.fn(),
  getCampaignFilterData: jest.fn(async () => ({
    states: [
      { id: 1, identifier: 'in-process', name: 'Rozpracovaná' },
      { id: 8, identifier: 'online', name: 'Běží' },
    ],
    companies: [
      { id: 2, name: 'Acme Foods' },
      { id: 4, name: 'Nordic Drinks a.s.' },
    ],
    companyContacts: [
      { id: 6, name: 'Vojtěch Dodavatel', companyId: 2 },
      { id: 9, name: 'Nina Severová', companyId: 4 },
    ],
    salesPersons: [{ id: 3, name: 'Simona Obchodní' }],
  })),
  getPerformanceMetricsDisplay: jest.fn(),
}));

const mockedFilter = filterCampaigns as jest.MockedFunction<typeof filterCampaigns>;
const mockedMetrics = getPerformanceMetricsDisplay as jest.MockedFunction<
  typeof getPerformanceMetricsDisplay
>;

const state = campaignState('in-process');
const row = (id: number, name: string) => ({
  id,
  name,
  campaignItemsCount: id % 6,
  company: { id: 2, name: 'Acme Foods' },
  companyContact: { id: 6, name: 'Vojtěch Dodavatel' },
  salesPerson: { id: 3, name: 'Simona Obchodní' },
  campaignState: state,
  startDateString: '2026-12-01',
  endDateString: '2026-12-14',
  totalPrice: 12345.4,
  actualImpressions: null,
  actualClicks: null,
  ctrRatio: null,
});
const page = (count: number, total = count): CampaignFilterResponse => ({
  campaigns: Array.from({ length: count }, (_, index) => row(index + 1, `Kampaň ${index + 1}`)),
  total,
  totalPrice: 999999,
});

const renderAs = (user: Partial<UserInfo>, path = '/campaigns') =>
  renderWithPortal([{ path: '/campaigns', element: <CampaignListPage /> }], path, user);

const lastBody = () => mockedFilter.mock.calls.at(-1)![0];

describe('campaign list (spec: campaign list)', () => {
  beforeEach(() => {
    localStorage.clear();
    mockedFilter.mockReset();
    mockedFilter.mockResolvedValue(page(3, 23));
    mockedMetrics.mockResolvedValue(ALL_METRICS);
  });

  it('shows a vendor its campaigns without the company column', async () => {
    await renderAs({ isVendor: true, userRoles: ['vendor'] });
    expect(await screen.findByText('Kampaň 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Moje kampaně' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Společnost/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 položka')).toBeInTheDocument();
    expect(screen.getByText('2 položky')).toBeInTheDocument();
    expect(lastBody()).toMatchObject({ limit: 10, offset: 0, order: null });
  });

  it('shows a retailer the company and sales person columns', async () => {
    await renderAs({ isRetailer: true, userRoles: ['retailer'] });
    expect(await screen.findByRole('heading', { name: 'Správa kampaní' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Společnost/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Obchodník/ })).toBeInTheDocument();
  });

  it('writes money in CZK without decimals and dates as d.m.Y, with the total of the whole filter', async () => {
    await renderAs({ isVendor: true });
    await screen.findByText('Kampaň 1');
    expect(screen.getAllByText(/12\s345\sKč/)).toHaveLength(3);
    expect(screen.getAllByText('01.12.2026')).toHaveLength(3);
    expect(screen.getByTestId('campaigns-total-price')).toHaveTextContent(/999\s999\sKč/);
  });

  it('cycles the sort of a column: ascending, descending, none', async () => {
    await renderAs({ isVendor: true });
    await screen.findByText('Kampaň 1');
    const header = screen.getByRole('columnheader', { name: /Název/ });
    await userEvent.click(header);
    await waitFor(() => expect(lastBody().order).toEqual({ name: 'name', direction: 'ASC' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastBody().order).toEqual({ name: 'name', direction: 'DESC' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastBody().order).toBeNull());
  });

  it('pages with a window of three and remembers the page size per route', async () => {
    const router = await renderAs({ isVendor: true });
    await screen.findByText('Kampaň 1');
    const pager = screen.getByRole('navigation', { name: 'Stránkování' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Stránka/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ offset: 10 }));
    expect(router.state.location.search).toContain('page=2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
    await userEvent.click(await screen.findByTitle('20'));
    await waitFor(() => expect(lastBody()).toMatchObject({ limit: 20, offset: 0 }));
    expect(JSON.parse(localStorage.getItem('portal.list:/campaigns')!)).toMatchObject({ size: 20 });
  });

  it('searches after the typing settles (500 ms)', async () => {
    await renderAs({ isVendor: true });
    await screen.findByText('Kampaň 1');
    const calls = mockedFilter.mock.calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Hledat' }), 'vánoce');
    expect(mockedFilter.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastBody().search).toBe('vánoce'), { timeout: 2000 });
  });

  it('restores the state from the address', async () => {
    await renderAs(
      { isVendor: true },
      '/campaigns?page=3&size=20&sort=price:DESC&filters=%7B%22states%22%3A%5B1%5D%7D',
    );
    await screen.findByText('Kampaň 1');
    expect(lastBody()).toMatchObject({
      limit: 20,
      offset: 40,
      order: { name: 'price', direction: 'DESC' },
      campaignStateIdes: [1],
    });
  });

  it("opens the create-campaign dialog from the header's New campaign button", async () => {
    await renderAs({ isVendor: true });
    await screen.findByText('Kampaň 1');
    await userEvent.click(screen.getByRole('button', { name: /Nová kampaň/ }));
    // The dialog is loaded on first use; antd's opening animation never ends in jsdom (hidden: true).
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    expect(within(dialog).getByRole('form', { name: 'Nová kampaň', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vytvořit kampaň', hidden: true })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('says when nothing matches', async () => {
    mockedFilter.mockResolvedValue(page(0));
    await renderAs({ isVendor: true });
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
  });

  it('links each campaign name to its detail', async () => {
    await renderAs({ isVendor: true });
    expect(await screen.findByRole('link', { name: 'Kampaň 2' })).toHaveAttribute('href', '/campaigns/2');
  });

  describe('filters (spec 000 §2, 001 §5)', () => {
    const choose = async (label: string, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByTitle(option));
    };

    it('filters a retailer by state, company, contact and sales person, and keeps them per route', async () => {
      const router = await renderAs({ isRetailer: true, userRoles: ['retailer'] });
      await screen.findByText('Kampaň 1');
      await choose('Stav', 'Běží');
      await waitFor(() => expect(lastBody().campaignStateIdes).toEqual([8]));
      await choose('Společnost', 'Nordic Drinks a.s.');
      await waitFor(() => expect(lastBody().companyIdes).toEqual([4]));
      // Only the contacts of the chosen company are offered.
      await userEvent.click(screen.getByRole('combobox', { name: 'Kontakt' }));
      expect(await screen.findByTitle('Nina Severová')).toBeInTheDocument();
      expect(screen.queryByTitle('Vojtěch Dodavatel')).not.toBeInTheDocument();
      await userEvent.click(screen.getByTitle('Nina Severová'));
      await waitFor(() => expect(lastBody().companyContactIdes).toEqual([9]));
      await choose('Obchodník', 'Simona Obchodní');
      await waitFor(() =>
        expect(lastBody()).toMatchObject({ salesPersonIdes: [3], offset: 0, myCampaigns: null }),
      );
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toMatchObject({
        states: [8],
        companies: [4],
        contacts: [9],
        salesPersons: [3],
      });
      expect(JSON.parse(localStorage.getItem('portal.list:/campaigns')!).filters).toMatchObject({
        states: [8],
        salesPersons: [3],
      });
      // A plain retailer (not a sales person) has no 'My campaigns'.
      expect(screen.queryByRole('checkbox', { name: 'Jen moje kampaně' })).not.toBeInTheDocument();
    });

    it('comes back to the stored filters of the route', async () => {
      localStorage.setItem(
        'portal.list:/campaigns',
        JSON.stringify({ size: 20, sort: { field: 'name', direction: 'ASC' }, filters: { states: [8] } }),
      );
      await renderAs({ isVendor: true });
      await screen.findByText('Kampaň 1');
      expect(lastBody()).toMatchObject({
        limit: 20,
        order: { name: 'name', direction: 'ASC' },
        campaignStateIdes: [8],
      });
    });

    it('offers a vendor no company or sales person filter, and its own campaigns', async () => {
      await renderAs({ isVendor: true, userRoles: ['vendor'] });
      await screen.findByText('Kampaň 1');
      expect(screen.queryByRole('combobox', { name: 'Společnost' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Obchodník' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Jen moje kampaně' }));
      await waitFor(() => expect(lastBody().myCampaigns).toBe(true));
    });

    it('offers a sales person and an agency their campaigns', async () => {
      await renderAs({ isRetailer: true, isSalesPerson: true, userRoles: ['retailer', 'salesPerson'] });
      expect(await screen.findByRole('checkbox', { name: 'Jen moje kampaně' })).toBeInTheDocument();
      cleanup();
      await renderAs({ isAgency: true, userRoles: ['agency'] });
      expect(await screen.findByRole('checkbox', { name: 'Jen moje kampaně' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Společnost' })).toBeInTheDocument();
    });

    it('sends the date range from the address', async () => {
      await renderAs(
        { isVendor: true },
        `/campaigns?filters=${encodeURIComponent(JSON.stringify({ startDate: '2026-12-01', endDate: '2026-12-31' }))}`,
      );
      await screen.findByText('Kampaň 1');
      expect(lastBody()).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
      expect(screen.getByDisplayValue('01.12.2026')).toBeInTheDocument();
      expect(screen.getByDisplayValue('31.12.2026')).toBeInTheDocument();
    });
  });

  describe('CSV export', () => {
    const exportLink = () => screen.getByRole('link', { name: 'Exportovat CSV' });
    const exportQuery = () => {
      const url = new URL(exportLink().getAttribute('href')!, 'http://portal.test');
      expect(url.pathname).toBe('/api/campaigns/export.csv');
      return Object.fromEntries(url.searchParams);
    };

    it('downloads every campaign of the filter and sort in the address, not only the page', async () => {
      const filters = { search: 'Vánoční', states: [1, 8], companies: [4] };
      await renderAs(
        { isRetailer: true, userRoles: ['retailer'] },
        `/campaigns?page=2&size=20&sort=price:DESC&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      await screen.findByText('Kampaň 1');
      expect(exportLink()).toHaveAttribute('download');
      expect(exportLink()).toHaveAccessibleDescription(/všechny kampaně odpovídající filtru/);
      expect(exportQuery()).toEqual({
        search: 'Vánoční',
        campaignStateIdes: '1,8',
        companyIdes: '4',
        order: 'price',
        direction: 'DESC',
        locale: 'cs-CZ',
      });
    });

    it('follows the search, state filter and sort as they change', async () => {
      await renderAs({ isRetailer: true, userRoles: ['retailer'] });
      await screen.findByText('Kampaň 1');
      expect(exportQuery()).toEqual({ locale: 'cs-CZ' });

      await userEvent.type(screen.getByRole('textbox', { name: 'Hledat' }), 'čokolády');
      await waitFor(() => expect(exportQuery().search).toBe('čokolády'), { timeout: 2000 });
      await userEvent.click(screen.getByRole('combobox', { name: 'Stav' }));
      await userEvent.click(await screen.findByTitle('Běží'));
      await waitFor(() => expect(exportQuery().campaignStateIdes).toBe('8'));
      await userEvent.click(screen.getByRole('columnheader', { name: /Název/ }));
      await waitFor(() => expect(exportQuery()).toMatchObject({ order: 'name', direction: 'ASC' }));
      // The link carries what the list asks for, without its paging.
      expect(lastBody()).toMatchObject({
        search: 'čokolády',
        campaignStateIdes: [8],
        order: { name: 'name' },
      });
      expect(exportQuery()).toEqual({
        search: 'čokolády',
        campaignStateIdes: '8',
        order: 'name',
        direction: 'ASC',
        locale: 'cs-CZ',
      });
    });
  });

  describe('performance (spec 000 §2, 001 §9)', () => {
    const withFigures = (): CampaignFilterResponse => ({
      ...page(1),
      campaigns: [{ ...row(1, 'Kampaň 1'), actualImpressions: 123456, actualClicks: 789, ctrRatio: 0.639 }],
    });

    it('shows the metrics whose display setting is on, CTR as a percent with 2 decimals', async () => {
      mockedFilter.mockResolvedValue(withFigures());
      mockedMetrics.mockResolvedValue({ ...ALL_METRICS, clicks: false });
      const router = await renderAs({ isVendor: true }, '/campaigns?page=2');
      await screen.findByText('Kampaň 1');
      expect(screen.queryByRole('columnheader', { name: 'Zobrazení' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Zobrazit výkon' }));
      expect(await screen.findByRole('columnheader', { name: 'Zobrazení' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'CTR' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Prokliky' })).not.toBeInTheDocument();
      expect(screen.getByText(/123\s456/)).toBeInTheDocument();
      expect(screen.getByText(/^0,64\s%$/)).toBeInTheDocument();
      // The toggle is kept with the list state and does not move the list to another page.
      expect(router.state.location.search).toContain('page=2');
      expect(JSON.parse(localStorage.getItem('portal.list:/campaigns')!).filters).toMatchObject({
        showPerformance: true,
      });
      expect(lastBody()).not.toHaveProperty('showPerformance');
    });

    it('comes back with the performance shown', async () => {
      mockedFilter.mockResolvedValue(withFigures());
      await renderAs(
        { isVendor: true },
        `/campaigns?filters=${encodeURIComponent(JSON.stringify({ showPerformance: true }))}`,
      );
      expect(await screen.findByRole('columnheader', { name: 'Prokliky' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Zobrazit výkon' })).toBeChecked();
      expect(screen.getByText('789')).toBeInTheDocument();
    });
  });

  describe('narrow screen (issue 22)', () => {
    narrowScreen();

    const openFilters = async (name: string | RegExp) => {
      await userEvent.click(screen.getByRole('button', { name }));
      // The drawer is loaded on first use; antd's opening animation never ends in jsdom (hidden: true).
      return screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 });
    };
    const choose = async (drawer: HTMLElement, label: string, option: string) => {
      await userEvent.click(within(drawer).getByRole('combobox', { name: label, hidden: true }));
      await userEvent.click(await screen.findByTitle(option));
    };

    it('shows the search and a Filters button counting the set filters, the others in a drawer', async () => {
      const filters = { search: 'vánoce', states: [1], startDate: '2026-12-01' };
      await renderAs(
        { isRetailer: true, userRoles: ['retailer'] },
        `/campaigns?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      await screen.findByText('Kampaň 1');
      expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveValue('vánoce');
      expect(screen.queryByRole('combobox', { name: 'Stav' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Zobrazit výkon' })).not.toBeInTheDocument();

      const drawer = await openFilters('Filtry (2)');
      for (const label of ['Stav', 'Společnost', 'Kontakt', 'Obchodník'])
        expect(within(drawer).getByRole('combobox', { name: label, hidden: true })).toBeInTheDocument();
      expect(within(drawer).getByDisplayValue('01.12.2026')).toBeInTheDocument();
      await choose(drawer, 'Společnost', 'Nordic Drinks a.s.');
      await waitFor(() => expect(lastBody()).toMatchObject({ companyIdes: [4], campaignStateIdes: [1] }));
      expect(screen.getByRole('button', { name: 'Filtry (3)' })).toBeInTheDocument();

      await userEvent.click(within(drawer).getByRole('button', { name: 'Zrušit filtry', hidden: true }));
      await waitFor(() =>
        expect(lastBody()).toMatchObject({
          search: 'vánoce',
          campaignStateIdes: [],
          companyIdes: [],
          startDate: null,
        }),
      );
      expect(screen.getByRole('button', { name: 'Filtry' })).toBeInTheDocument();
    });

    it('sorts and shows the performance from the drawer', async () => {
      await renderAs({ isVendor: true });
      await screen.findByText('Kampaň 1');
      const drawer = await openFilters('Filtry');
      await choose(drawer, 'Řazení', 'Cena celkem, sestupně');
      await waitFor(() => expect(lastBody().order).toEqual({ name: 'price', direction: 'DESC' }));
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Zobrazit výkon', hidden: true }));
      expect((await screen.findAllByText('Zobrazení: – · Prokliky: – · CTR: –')).length).toBe(3);
    });

    it('shows each campaign in one column: name, state, company, period and price', async () => {
      await renderAs({ isRetailer: true, userRoles: ['retailer'] });
      await screen.findByText('Kampaň 1');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Kampaň']);
      const first = within(screen.getAllByRole('row')[1]!);
      expect(first.getByRole('link', { name: 'Kampaň 1' })).toHaveAttribute('href', '/campaigns/1');
      expect(first.getByText('1 položka')).toBeInTheDocument();
      expect(first.getByText('Rozpracovaná')).toBeInTheDocument();
      expect(first.getByText('Acme Foods')).toBeInTheDocument();
      expect(first.getByText('01.12.2026 – 14.12.2026')).toBeInTheDocument();
      expect(first.getByText(/12\s345\sKč/)).toBeInTheDocument();
      expect(screen.getByTestId('campaigns-total-price')).toHaveTextContent(/999\s999\sKč/);
      expect(screen.getByRole('navigation', { name: 'Stránkování' })).toBeInTheDocument();
    });
  });
});
