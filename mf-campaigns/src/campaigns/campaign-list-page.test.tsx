import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  filterCampaigns,
  sessionStore,
  type CampaignFilterResponse,
  type UserInfo,
} from '@portal/shared-contracts';
import { createMemoryRouter, RouterProvider } from '@portal/shared-ui/router';
import CampaignListPage from './campaign-list-page';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  filterCampaigns: jest.fn(),
  getCampaignFilterData: jest.fn(async () => ({
    states: [{ id: 1, identifier: 'in-process', name: 'Rozpracovaná' }],
    companies: [{ id: 2, name: 'Acme Foods' }],
    companyContacts: [],
    salesPersons: [],
  })),
  getPerformanceMetricsDisplay: jest.fn(async () => ({
    impressions: true,
    views: true,
    visibilityRatio: true,
    clicks: true,
    ctrRatio: true,
  })),
}));

const mockedFilter = filterCampaigns as jest.MockedFunction<typeof filterCampaigns>;

const state = {
  id: 1,
  identifier: 'in-process',
  name: 'Rozpracovaná',
  canSendForCheck: true,
  canEdit: true,
  canApprove: false,
} as const;
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

async function renderAs(user: Partial<UserInfo>, path = '/campaigns') {
  sessionStore.getState().signIn('t', {
    userId: 1,
    userRoles: [],
    isVendor: false,
    isAgency: false,
    isRetailer: false,
    ...user,
  } as UserInfo);
  const router = createMemoryRouter([{ path: '/campaigns', element: <CampaignListPage /> }], {
    initialEntries: [path],
  });
  await act(async () => {
    render(
      // antd's styles stay out of jsdom, which keeps role queries fast.
      <StyleProvider mock="server">
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StyleProvider>,
    );
  });
  return router;
}

const lastBody = () => mockedFilter.mock.calls.at(-1)![0];

describe('campaign list (spec: campaign list)', () => {
  beforeEach(() => {
    localStorage.clear();
    mockedFilter.mockReset();
    mockedFilter.mockResolvedValue(page(3, 23));
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
});
