import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  createDashboardToken,
  dashboardExportUrl,
  getCampaignFilterData,
  getDashboardData,
  getDashboardSettings,
  sessionStore,
  type DashboardData,
  type DashboardSettings,
} from '@portal/shared-contracts';
import { formatMoney, formatNumber } from '@portal/shared-ui';
import dayjs from 'dayjs';
import { routes } from '../../app/router';
import { useActiveMenu } from '../../layout/active-menu';
import { DashboardsPage } from './dashboards-page';
import { agency, renderDashboards, retailer, stubLayoutForCharts, vendor } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getDashboardSettings: jest.fn(),
  getDashboardData: jest.fn(),
  createDashboardToken: jest.fn(),
  getCampaignFilterData: jest.fn(),
}));
const getSettings = jest.mocked(getDashboardSettings);
const getData = jest.mocked(getDashboardData);
const createToken = jest.mocked(createDashboardToken);
const getFilterData = jest.mocked(getCampaignFilterData);

const builtInOnly: DashboardSettings = {
  enabled: true,
  workspaceHost: null,
  workspaceId: null,
  dashboardId: null,
};
const withExternal: DashboardSettings = {
  enabled: true,
  workspaceHost: 'analytics.example.test',
  workspaceId: 'retail',
  dashboardId: 'delivery',
};

const day = (date: string, impressions: number, clicks: number, spend: number) => ({
  day: date,
  impressions,
  clicks,
  ctr: impressions ? (clicks / impressions) * 100 : null,
  spend,
});

const delivery: DashboardData = {
  from: '2026-10-01',
  to: '2026-10-03',
  // As the API answers: spend in whole crowns, each total the sum of its days.
  totals: { impressions: 123_456, clicks: 789, ctr: 0.6391, spend: 45_679 },
  days: [
    day('2026-10-01', 40_000, 250, 15_000),
    day('2026-10-02', 43_456, 289, 16_001),
    day('2026-10-03', 40_000, 250, 14_678),
  ],
  pacing: [
    {
      campaignItemId: 31,
      campaignId: 7,
      campaignName: 'Podzimní výprodej',
      companyName: 'Acme Foods',
      productName: 'Banner na titulní stránce',
      rateType: 'CPM',
      startDate: '2026-09-20',
      endDate: '2026-10-20',
      price: 60_000,
      spend: 20_000,
      spentRatio: 33.3,
      elapsedRatio: 45.2,
    },
    {
      campaignItemId: 32,
      campaignId: 8,
      campaignName: 'Vánoční kampaň',
      companyName: 'Bobo Drinks',
      productName: 'Sponzorovaný produkt',
      rateType: 'FLAT_RATE',
      startDate: '2026-10-01',
      endDate: '2026-12-24',
      price: 90_000,
      spend: 3_214.29,
      spentRatio: 3.6,
      elapsedRatio: 3.5,
    },
  ],
  runningItems: 5,
  topProducts: [
    {
      productId: 1,
      productName: 'Banner na titulní stránce',
      rateType: 'CPM',
      impressions: 100_000,
      clicks: 600,
      spend: 40_000,
    },
    {
      productId: 2,
      productName: 'Sponzorovaný produkt',
      rateType: 'FLAT_RATE',
      impressions: 23_456,
      clicks: 189,
      spend: 5_679,
    },
  ],
};

const nothing: DashboardData = {
  ...delivery,
  totals: { impressions: 0, clicks: 0, ctr: null, spend: 0 },
  days: delivery.days.map((entry) => day(entry.day, 0, 0, 0)),
  pacing: [],
  runningItems: 0,
  topProducts: [],
};

/** A formatted figure as the queries see it: testing-library folds the no-break spaces into spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');
// The page is large (charts, tables): role queries, which compute every element's accessibility, take
// seconds there. The figures, lists and controls are found by their accessible names (aria-label).
const figure = (name: string) => screen.findByLabelText(name, { selector: 'figure' });
const figures = () => document.querySelectorAll('figure[role="figure"]');
const exportLink = () => screen.getByText('Exportovat CSV').closest('a, button');
const companySelect = () => screen.queryByLabelText('Společnost', { selector: '[role="combobox"]' });
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"]' });
const lastQuery = () => getData.mock.calls.at(-1)?.[0];

beforeAll(stubLayoutForCharts);
beforeEach(() => {
  getSettings.mockReset().mockResolvedValue(builtInOnly);
  getData.mockReset().mockResolvedValue(delivery);
  createToken.mockReset().mockResolvedValue({ token: 'jwt-1', expiresAt: '2026-10-15T11:05:00.000Z' });
  getFilterData.mockReset().mockResolvedValue({
    states: [],
    companies: [
      { id: 3, name: 'Acme Foods' },
      { id: 4, name: 'Bobo Drinks' },
    ],
    companyContacts: [],
    salesPersons: [],
  });
});
afterEach(() => {
  act(() => sessionStore.getState().signOut());
  document.title = '';
});

describe('the dashboards page', () => {
  it('shows the totals, the four charts and the title; the menu highlights its entry', async () => {
    await renderDashboards(retailer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Přehledy' })).toBeInTheDocument();
    expect(document.title).toBe('Přehledy | Reklamní portál');
    expect(useActiveMenu.getState().key).toBe('dashboards');

    const totals = await screen.findByLabelText('Souhrn období', { selector: 'ul' });
    expect(within(totals).getByText(shown(formatNumber(123_456, 'cs-CZ')))).toBeInTheDocument();
    expect(within(totals).getByText(shown(formatNumber(789, 'cs-CZ')))).toBeInTheDocument();
    expect(within(totals).getByText(shown(`${formatNumber(0.6391, 'cs-CZ', 2)} %`))).toBeInTheDocument();
    expect(within(totals).getByText(shown(formatMoney(45_679, 'cs-CZ')))).toBeInTheDocument();

    const daily = await figure('Zobrazení a prokliky po dnech');
    expect(daily.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(within(daily).getByText('Zobrazení')).toBeInTheDocument();
    expect((await figure('Útrata po dnech')).querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);

    const pacing = await figure('Plnění běžících položek');
    expect(within(pacing).getByText('Podzimní výprodej').closest('a')).toHaveAttribute(
      'href',
      '/campaigns/7',
    );
    expect(within(pacing).getByText('Bobo Drinks')).toBeInTheDocument();
    expect(within(pacing).getByText('20.09.2026 – 20.10.2026')).toBeInTheDocument();
    const [spent] = within(pacing).getAllByLabelText('Vyčerpáno z ceny položky');
    expect(spent).toHaveAttribute('role', 'progressbar');
    expect(spent).toHaveAttribute('aria-valuenow', '33');
    expect(
      within(pacing).getByText('Zobrazeno 2 z 5 běžících položek: ty, které nejvíce zaostávají.'),
    ).toBeInTheDocument();

    const top = await figure('Produkty s nejvyšší útratou');
    const row = within(top.querySelector('table')!).getByText('Sponzorovaný produkt').closest('tr')!;
    expect(within(row).getByText(shown(formatNumber(23_456, 'cs-CZ')))).toBeInTheDocument();
    expect(within(row).getByText(shown(formatMoney(5_679, 'cs-CZ')))).toBeInTheDocument();
    expect(figures()).toHaveLength(4);
  });

  it('reads the figures again after a language switch (the API names the products in it)', async () => {
    await renderDashboards(retailer);
    await screen.findByLabelText('Souhrn období', { selector: 'ul' });
    const reads = getData.mock.calls.length;
    act(() => sessionStore.getState().setLocale('en-GB'));
    await waitFor(() => expect(getData.mock.calls.length).toBeGreaterThan(reads));
    act(() => sessionStore.getState().setLocale('cs-CZ'));
  });

  it('shows the last 30 days by default and links the CSV of the same period', async () => {
    await renderDashboards(vendor);
    await figure('Útrata po dnech');
    const today = dayjs();
    const period = { from: today.subtract(29, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
    expect(getData).toHaveBeenCalledWith({ ...period, companyId: null });
    expect(exportLink()).toHaveAttribute('href', dashboardExportUrl({ ...period, companyId: null }, 'cs-CZ'));
    expect(screen.getByLabelText('Období')).toBe(screen.getByPlaceholderText('Od'));
    expect(screen.getByPlaceholderText('Od')).toHaveValue(today.subtract(29, 'day').format('DD.MM.YYYY'));
    expect(screen.getByPlaceholderText('Do')).toHaveValue(today.format('DD.MM.YYYY'));
  });

  it('reads period and company from the address and writes the choice back to it', async () => {
    const router = await renderDashboards(retailer, '/dashboards?from=2026-10-01&to=2026-10-31&companyId=3');
    await figure('Útrata po dnech');
    expect(getData).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31', companyId: 3 });
    expect(screen.getByPlaceholderText('Od')).toHaveValue('01.10.2026');
    expect(screen.getByPlaceholderText('Do')).toHaveValue('31.10.2026');
    expect(exportLink()).toHaveAttribute(
      'href',
      '/api/dashboards/delivery.csv?from=2026-10-01&to=2026-10-31&companyId=3&locale=cs-CZ',
    );

    await userEvent.click(companySelect()!);
    await userEvent.click(await screen.findByTitle('Bobo Drinks'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31&companyId=4'),
    );
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2026-10-01', to: '2026-10-31', companyId: 4 }));

    await userEvent.click(screen.getByPlaceholderText('Od'));
    await userEvent.click(await screen.findByText('Minulý měsíc'));
    const lastMonth = dayjs().subtract(1, 'month');
    const from = lastMonth.startOf('month').format('YYYY-MM-DD');
    const to = lastMonth.endOf('month').format('YYYY-MM-DD');
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${from}&to=${to}&companyId=4`));
    await waitFor(() => expect(lastQuery()).toEqual({ from, to, companyId: 4 }));
  });

  it('offers the company choice to retailer staff and agencies, not to vendors', async () => {
    await renderDashboards(agency);
    await figure('Útrata po dnech');
    expect(companySelect()).toBeInTheDocument();
    expect(getFilterData).toHaveBeenCalled();
  });

  it('gives a vendor no company choice, and ignores a company in the address', async () => {
    await renderDashboards(vendor, '/dashboards?from=2026-10-01&to=2026-10-31&companyId=3');
    await figure('Útrata po dnech');
    expect(companySelect()).not.toBeInTheDocument();
    expect(getFilterData).not.toHaveBeenCalled();
    expect(getData).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31', companyId: null });
    // A vendor sees its own company's items: no company under the campaign.
    expect(
      within(await figure('Plnění běžících položek')).queryByText('Bobo Drinks'),
    ).not.toBeInTheDocument();
  });

  it('says so when nothing was delivered in the period', async () => {
    getData.mockResolvedValue(nothing);
    await renderDashboards(retailer);
    expect(await screen.findByText('V tomto období nemáte žádná doručená data.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Souhrn období')).not.toBeInTheDocument();
    expect(figures()).toHaveLength(0);
  });

  it("shows the server's message when the figures cannot be read, and tries again", async () => {
    getData.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je nedostupná.', requestId: 'r' }),
    );
    await renderDashboards(retailer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Přehled se nepodařilo načíst.')).toBeInTheDocument();
    expect(within(alert).getByText('Služba je nedostupná.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await figure('Útrata po dnech')).toBeInTheDocument();
  });

  it("translates the API's refusal of a period", async () => {
    getData.mockRejectedValue(
      new ApiError(400, {
        code: 'dashboard_period_too_long',
        message: 'The period can be at most 366 days long.',
        requestId: 'r',
      }),
    );
    await renderDashboards(retailer, '/dashboards?from=2026-01-01&to=2026-12-31');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Období může být dlouhé nejvýše 366 dní.')).toBeInTheDocument();
  });

  it('does not ask for a period the API would refuse, and says why', async () => {
    await renderDashboards(retailer, '/dashboards?from=2026-10-31&to=2026-10-01');
    expect(await screen.findByText('Konec období nesmí být před jeho začátkem.')).toBeInTheDocument();
    expect(getData).not.toHaveBeenCalled();
    expect(exportLink()).toBeDisabled();
  });

  it('shows the built-in charts without tabs or a frame when no external analytics is set up', async () => {
    await renderDashboards(retailer);
    await figure('Útrata po dnech');
    expect(document.querySelector('[role="tablist"]')).toBeNull();
    expect(screen.queryByTitle('Externí přehled')).not.toBeInTheDocument();
    expect(createToken).not.toHaveBeenCalled();
  });

  it('adds the external analytics in a second tab, signed in by a token posted to its frame', async () => {
    getSettings.mockResolvedValue(withExternal);
    await renderDashboards(retailer);
    await figure('Útrata po dnech');
    expect(tab('Výkon kampaní')).toHaveAttribute('aria-selected', 'true');
    expect(createToken).not.toHaveBeenCalled();

    await userEvent.click(tab('Externí přehled')!);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Externí přehled');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://analytics.example.test/dashboards/embedded/#/workspace/retail/dashboard/delivery',
    );
    expect(frame).toHaveAttribute('height', '700');
    expect(frame).toHaveAttribute('width', '100%');
    await waitFor(() => expect(createToken).toHaveBeenCalledTimes(1));
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { type: 'portal:dashboard-token', token: 'jwt-1' },
        'https://analytics.example.test',
      ),
    );
  });
});

describe('leaving for the campaign list', () => {
  it('while the dashboards are switched off in the menu settings', async () => {
    const router = await renderDashboards(retailer, '/dashboards', { menuOn: false });
    expect(await screen.findByText('Seznam kampaní')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSettings).not.toHaveBeenCalled();
    expect(getData).not.toHaveBeenCalled();
  });

  it('when the API says they are off', async () => {
    getSettings.mockResolvedValue({ ...builtInOnly, enabled: false });
    const router = await renderDashboards(retailer);
    expect(await screen.findByText('Seznam kampaní')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it('when the figures are refused because they were switched off meanwhile', async () => {
    getData.mockRejectedValue(
      new ApiError(404, { code: 'dashboards_disabled', message: 'Přehledy nejsou zapnuté.', requestId: 'r' }),
    );
    const router = await renderDashboards(retailer);
    expect(await screen.findByText('Seznam kampaní')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
  });
});

describe('dashboards route', () => {
  it('is a child of the signed-in part of the portal, loaded on its own', async () => {
    const protectedRoute = routes.find((route) => route.id === 'protected')!;
    const dashboards = protectedRoute.children!.find((route) => route.path === 'dashboards')!;
    expect(dashboards.element).toBeUndefined();
    const loaded = await (dashboards.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBe(DashboardsPage);
  });
});
