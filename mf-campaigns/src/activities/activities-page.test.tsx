import {
  ApiError,
  changeCampaignItemOnlinePause,
  filterCampaignItems,
  sessionStore,
  getCampaignItemFilterData,
  getTargets,
  searchTargetProducts,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { narrowScreen } from '../common/test-narrow-screen';
import { campaignState, itemState } from '../common/test-item';
import ActivitiesPage from './activities-page';
import { activityPage, activityRow, FILTER_DATA } from './activity-fixtures';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  filterCampaignItems: jest.fn(),
  getCampaignItemFilterData: jest.fn(),
  // Its API is built in another issue: mocked here.
  changeCampaignItemOnlinePause: jest.fn(),
  getTargets: jest.fn(),
  searchTargetProducts: jest.fn(),
}));

const lastBody = () => jest.mocked(filterCampaignItems).mock.calls.at(-1)![0];

let user = setupUser();

const IMPERSONATED_VENDOR = { ...USERS.vendor, originalTokenOfRetailer: 'retailer-session' };
const SALES_PERSON = {
  ...USERS.retailer,
  isSalesPerson: true,
  userRoles: ['retailer', 'salesPerson'] as const,
};

async function renderList(who: object, path = '/activities') {
  return renderWithPortal([{ path: '/activities', element: <ActivitiesPage /> }], path, who);
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(filterCampaignItems).mockResolvedValue(activityPage([activityRow(1), activityRow(2)], 2));
  jest.mocked(getCampaignItemFilterData).mockResolvedValue(FILTER_DATA);
  jest
    .mocked(getTargets)
    .mockResolvedValue([{ id: 1, name: 'Portal Retail', domainUrl: 'https://www.portal-retail.cz' }]);
});

describe('activities list (spec 000 §2 "Activities list")', () => {
  it('shows a vendor its activities without the company column', async () => {
    await renderList(USERS.vendor);
    expect(await screen.findByRole('heading', { name: 'Aktivity' })).toBeInTheDocument();
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Aktivita',
      'Kampaň',
      'Stav kampaně',
      'Od',
      'Do',
      'Objednaná cena',
      'Kreativa',
      'Akce',
    ]);
    expect(lastBody()).toMatchObject({ firstResult: 0, maxResults: 10, order: null, search: null });
  });

  it('shows the activity with its promoted product, campaign link, state, period, price and links', async () => {
    await renderList(USERS.retailer);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(screen.getByRole('columnheader', { name: 'Společnost' })).toBeInTheDocument();
    const first = within(row('Pozice 1'));
    expect(first.getByText('Mléčná čokoláda 100 g (SKU-1001)')).toBeInTheDocument();
    expect(first.getByText('Acme Foods')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Vánoční kampaň 1' })).toHaveAttribute('href', '/campaigns/501');
    expect(first.getByText('Rozpracovaná')).toBeInTheDocument();
    expect(first.getByText('30.11.2026')).toBeInTheDocument();
    expect(first.getByText('06.12.2026')).toBeInTheDocument();
    expect(first.getByText(/45\s000\sKč/)).toBeInTheDocument();
    const creative = first.getByRole('link', { name: /Přidat kreativu/ });
    expect(creative).toHaveAttribute('href', '/campaigns/501/items/1/creative');
    expect(creative).toHaveAttribute('data-icon', 'plus');
    expect(first.getByRole('link', { name: /Zobrazit položku/ })).toHaveAttribute(
      'href',
      '/campaigns/501/items/1/detail',
    );
    // In process in a campaign in process: editable.
    expect(first.getByRole('link', { name: /Upravit položku/ })).toHaveAttribute(
      'href',
      '/campaigns/501/items/1/edit',
    );
    // Not online or paused: no pause or run; no zip uploaded: no ZIP link.
    expect(first.queryByRole('button', { name: /Pozastavit|Spustit/ })).not.toBeInTheDocument();
    expect(first.queryByRole('link', { name: /ZIP/ })).not.toBeInTheDocument();
  });

  it('shows the creative icon: eye when approved or closed, pencil otherwise', async () => {
    jest
      .mocked(filterCampaignItems)
      .mockResolvedValue(
        activityPage([
          activityRow(
            1,
            { creative: { id: 1, name: 'K', creativeState: 'approved', filled: true } },
            { item: 7 },
          ),
          activityRow(
            2,
            { creative: { id: 2, name: 'K', creativeState: 'returned', filled: true } },
            { item: 6 },
          ),
          activityRow(3, { zipUploaded: true }, { item: 9 }),
        ]),
      );
    await renderList(USERS.vendor);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    const icon = (name: string) =>
      within(row(name))
        .getByRole('link', { name: /kreativ/ })
        .getAttribute('data-icon');
    expect([icon('Pozice 1'), icon('Pozice 2'), icon('Pozice 3')]).toEqual(['eye', 'pencil', 'eye']);
  });

  it('offers the pencil of a creative waiting for approval to the retailer only; the buyer sees it (issue 31)', async () => {
    const waiting = activityRow(
      1,
      { creative: { id: 1, name: 'K', creativeState: 'waiting-for-approval', filled: true } },
      { item: 5, campaign: 5 },
    );
    jest.mocked(filterCampaignItems).mockResolvedValue(activityPage([waiting]));
    await renderList(USERS.vendor);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).getByRole('link', { name: /Zobrazit kreativu položky/ })).toHaveAttribute(
      'data-icon',
      'eye',
    );
    expect(within(row('Pozice 1')).queryByRole('link', { name: /Upravit kreativu/ })).not.toBeInTheDocument();
  });

  it('gives a retailer the pencil of a creative waiting for approval', async () => {
    jest
      .mocked(filterCampaignItems)
      .mockResolvedValue(
        activityPage([
          activityRow(
            1,
            { creative: { id: 1, name: 'K', creativeState: 'waiting-for-approval', filled: true } },
            { item: 5, campaign: 5 },
          ),
        ]),
      );
    await renderList(USERS.retailer);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).getByRole('link', { name: /Upravit kreativu položky/ })).toHaveAttribute(
      'data-icon',
      'pencil',
    );
  });

  it('never shows a ZIP link to a buyer, even one the answer carries', async () => {
    jest
      .mocked(filterCampaignItems)
      .mockResolvedValue(
        activityPage([
          activityRow(1, { zipCreativeURL: 'https://ads.test/zip/1', zipUploaded: true }, { item: 8 }),
        ]),
      );
    await renderList(USERS.vendor);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).queryByRole('link', { name: /Stáhnout ZIP/ })).not.toBeInTheDocument();
  });

  it('lets a retailer edit an approved item of a running campaign, not a vendor', async () => {
    const approved = activityRow(1, {}, { item: 4, campaign: 4 });
    jest.mocked(filterCampaignItems).mockResolvedValue(activityPage([approved]));
    await renderList(USERS.retailer);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).getByRole('link', { name: /Upravit položku/ })).toBeInTheDocument();
  });

  it('does not let a vendor edit an approved item', async () => {
    jest
      .mocked(filterCampaignItems)
      .mockResolvedValue(activityPage([activityRow(1, {}, { item: 4, campaign: 4 })]));
    await renderList(USERS.vendor);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).queryByRole('link', { name: /Upravit položku/ })).not.toBeInTheDocument();
  });

  it('gives a retailer the ZIP link of an uploaded zip creative', async () => {
    jest
      .mocked(filterCampaignItems)
      .mockResolvedValue(
        activityPage([
          activityRow(1, { zipCreativeURL: 'https://ads.test/zip/1', zipUploaded: true }, { item: 8 }),
        ]),
      );
    await renderList(USERS.retailer);
    await screen.findByText('Banner na hlavní stránce – Pozice 1');
    expect(within(row('Pozice 1')).getByRole('link', { name: /Stáhnout ZIP/ })).toHaveAttribute(
      'href',
      'https://ads.test/zip/1',
    );
  });

  describe('pause and run (spec 000 §4)', () => {
    beforeEach(() => {
      jest
        .mocked(filterCampaignItems)
        .mockResolvedValue(
          activityPage([
            activityRow(1, {}, { item: 8, campaign: 8 }),
            activityRow(2, {}, { item: 10, campaign: 10 }),
            activityRow(3, {}, { item: 4, campaign: 4 }),
          ]),
        );
    });

    it('lets a retailer pause an online item and run a paused one, says so, and reads the list again', async () => {
      const answer = (id: number, identifier: 'paused' | 'online') => ({
        id,
        itemState: itemState(identifier),
        campaignState: campaignState(identifier),
        message: null,
      });
      jest
        .mocked(changeCampaignItemOnlinePause)
        .mockResolvedValueOnce(answer(1, 'paused'))
        .mockResolvedValueOnce(answer(2, 'online'));
      const success = jest.spyOn(notification, 'success').mockImplementation(() => {});
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(
        within(row('Pozice 3')).queryByRole('button', { name: /Pozastavit|Spustit/ }),
      ).not.toBeInTheDocument();
      const calls = jest.mocked(filterCampaignItems).mock.calls.length;
      await user.click(within(row('Pozice 1')).getByRole('button', { name: /Pozastavit položku/ }));
      expect(changeCampaignItemOnlinePause).toHaveBeenCalledWith(1);
      await waitFor(() => expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(calls + 1));
      await user.click(within(row('Pozice 2')).getByRole('button', { name: /Spustit položku/ }));
      expect(changeCampaignItemOnlinePause).toHaveBeenLastCalledWith(2);
      await waitFor(() => expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(calls + 2));
      expect(success.mock.calls).toEqual([
        [
          {
            title: 'Položka pozastavena',
            description: 'Položka Banner na hlavní stránce – Pozice 1 je pozastavená.',
          },
        ],
        [
          {
            title: 'Položka spuštěna',
            description: 'Položka Banner na hlavní stránce – Pozice 2 znovu běží.',
          },
        ],
      ]);
      success.mockRestore();
    });

    it('ignores a failure and reads the list again', async () => {
      jest
        .mocked(changeCampaignItemOnlinePause)
        .mockRejectedValue(new ApiError(409, { code: 'conflict', message: 'Nelze.', requestId: 'r' }));
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      const calls = jest.mocked(filterCampaignItems).mock.calls.length;
      const success = jest.spyOn(notification, 'success').mockImplementation(() => {});
      await user.click(within(row('Pozice 1')).getByRole('button', { name: /Pozastavit položku/ }));
      await waitFor(() => expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(calls + 1));
      expect(screen.queryByText('Nelze.')).not.toBeInTheDocument();
      expect(success).not.toHaveBeenCalled();
      success.mockRestore();
    });

    it('offers it to a retailer impersonating a vendor, not to the vendor', async () => {
      await renderList(IMPERSONATED_VENDOR);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(within(row('Pozice 1')).getByRole('button', { name: /Pozastavit položku/ })).toBeInTheDocument();
    });

    it('does not offer it to a vendor or an agency', async () => {
      await renderList(USERS.agency);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(screen.queryByRole('button', { name: /Pozastavit|Spustit/ })).not.toBeInTheDocument();
    });
  });

  describe('sort and paging', () => {
    it('cycles the sort of a column: ascending, descending, none', async () => {
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      const header = screen.getByRole('columnheader', { name: 'Kampaň' });
      await user.click(header);
      await waitFor(() => expect(lastBody().order).toEqual({ name: 'campaign', direction: 'ASC' }));
      await user.click(header);
      await waitFor(() => expect(lastBody().order).toEqual({ name: 'campaign', direction: 'DESC' }));
      await user.click(header);
      await waitFor(() => expect(lastBody().order).toBeNull());
    });

    it('pages with a window of three and remembers the page size of the route', async () => {
      jest.mocked(filterCampaignItems).mockResolvedValue(activityPage([activityRow(1)], 45));
      const router = await renderList(USERS.vendor);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      const pager = screen.getByRole('navigation', { name: 'Stránkování' });
      await user.click(within(pager).getByRole('button', { name: 'Stránka 3' }));
      await waitFor(() => expect(lastBody()).toMatchObject({ firstResult: 20, maxResults: 10 }));
      expect(router.state.location.search).toContain('page=3');
      await user.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
      await user.click(await screen.findByTitle('50'));
      await waitFor(() => expect(lastBody()).toMatchObject({ firstResult: 0, maxResults: 50 }));
      expect(JSON.parse(localStorage.getItem('portal.list:/activities')!)).toMatchObject({ size: 50 });
    });
  });

  describe('filters', () => {
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByTitle(option));
    };

    it('filters by item and campaign state, company and sales person, in the address', async () => {
      const router = await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      await choose('Stav aktivity', 'Čeká na schválení');
      await waitFor(() => expect(lastBody().campaignItemStateIdes).toEqual([5]));
      await choose('Stav kampaně', 'Kreativa vrácena');
      await waitFor(() => expect(lastBody().campaignStateIdes).toEqual([6]));
      await choose('Společnost', 'Nordic Drinks a.s.');
      await waitFor(() => expect(lastBody().companyIdes).toEqual([4]));
      await choose('Obchodník', 'Simona Obchodní');
      await waitFor(() => expect(lastBody().salesPersonIdes).toEqual([3]));
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toEqual({
        itemStates: [5],
        campaignStates: [6],
        companies: [4],
        salesPersons: [3],
        myCampaigns: false,
        customUrl: false,
        search: undefined,
      });
    });

    it('offers a vendor neither company nor sales person, and its own campaigns', async () => {
      await renderList(USERS.vendor);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(screen.queryByRole('combobox', { name: 'Společnost' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Obchodník' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Jen moje kampaně' }));
      await waitFor(() => expect(lastBody().myCampaigns).toBe(true));
    });

    it('offers a sales person his campaigns', async () => {
      await renderList(SALES_PERSON);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      await user.click(screen.getByRole('checkbox', { name: 'Jen moje kampaně' }));
      await waitFor(() => expect(lastBody().myCampaigns).toBe(true));
    });

    it('filters by product category, product, brand, shop category and custom URL under More filters', async () => {
      await renderList(USERS.agency);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(screen.queryByRole('combobox', { name: 'Produkt' })).not.toBeInTheDocument();
      const more = screen.getByRole('button', { name: 'Další filtry' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      await choose('Kategorie produktu', 'Sponzorované produkty');
      await waitFor(() => expect(lastBody().productCategoryIdes).toEqual([2]));
      // Only the chosen categories' products are offered.
      await user.click(screen.getByRole('combobox', { name: 'Produkt' }));
      expect(screen.queryByTitle('Banner na hlavní stránce')).not.toBeInTheDocument();
      await user.click(await screen.findByTitle('Sponzorovaný produkt – první pozice v kategorii'));
      await waitFor(() => expect(lastBody().productIdes).toEqual([3]));
      await choose('Značka', 'Nordic');
      await waitFor(() => expect(lastBody().brandIdes).toEqual([8]));
      await choose('Kategorie e-shopu', 'Nápoje');
      await waitFor(() => expect(lastBody().rootTargetProductCategoryIdes).toEqual([11]));
      await user.click(screen.getByRole('checkbox', { name: 'Jen vlastní cílová URL' }));
      await waitFor(() => expect(lastBody().noCatalogTargetUrl).toBe(true));
      await user.click(screen.getByRole('button', { name: 'Méně filtrů' }));
      expect(screen.getByRole('button', { name: 'Další filtry (5 nastaveno)' })).toBeInTheDocument();
    });

    it('searches promoted products by name or SKU and keeps the chosen ones with their names', async () => {
      jest.mocked(searchTargetProducts).mockResolvedValue([
        {
          id: 1001,
          targetId: 1,
          externalIdentifier: 'SKU-1001',
          name: 'Mléčná čokoláda 100 g',
          nameWithSku: 'Mléčná čokoláda 100 g (SKU-1001)',
          url: 'https://www.portal-retail.cz/p/1001',
          brand: null,
          category: null,
        },
      ]);
      const router = await renderList(USERS.vendor);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      await user.click(screen.getByRole('button', { name: 'Další filtry' }));
      await user.type(screen.getByRole('combobox', { name: 'Propagovaný produkt' }), 'čokol');
      await user.click(await screen.findByTitle('Mléčná čokoláda 100 g (SKU-1001)', {}, { timeout: 3000 }));
      expect(searchTargetProducts).toHaveBeenCalledWith({ targetId: 1, name: 'čokol' });
      await waitFor(() => expect(lastBody().targetProductExternalIdes).toEqual(['SKU-1001']));
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toMatchObject({
        targetProducts: [{ externalIdentifier: 'SKU-1001', nameWithSku: 'Mléčná čokoláda 100 g (SKU-1001)' }],
      });
    });

    it('comes back to the same view from the address, more filters open when set', async () => {
      const filters = {
        search: 'vánoce',
        brands: [7],
        targetProducts: [{ externalIdentifier: 'SKU-9', nameWithSku: 'Džus 1 l (SKU-9)' }],
        startDate: '2026-12-01',
      };
      await renderList(
        USERS.retailer,
        `/activities?page=2&size=20&sort=price:DESC&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(lastBody()).toMatchObject({
        firstResult: 20,
        maxResults: 20,
        order: { name: 'price', direction: 'DESC' },
        search: 'vánoce',
        brandIdes: [7],
        targetProductExternalIdes: ['SKU-9'],
        startDate: '2026-12-01',
        endDate: null,
      });
      expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveValue('vánoce');
      expect(screen.getByRole('button', { name: 'Méně filtrů' })).toHaveAttribute('aria-expanded', 'true');
      // The chosen promoted product keeps its name without a search.
      await user.click(screen.getByRole('combobox', { name: 'Propagovaný produkt' }));
      expect(await screen.findByRole('option', { name: 'Džus 1 l (SKU-9)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByDisplayValue('01.12.2026')).toBeInTheDocument();
    });

    it('searches after the typing settles (500 ms)', async () => {
      await renderList(USERS.vendor);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      const calls = jest.mocked(filterCampaignItems).mock.calls.length;
      await user.type(screen.getByRole('textbox', { name: 'Hledat' }), 'čokoláda');
      expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(calls);
      await waitFor(() => expect(lastBody().search).toBe('čokoláda'), { timeout: 2000 });
      expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(calls + 1);
    });
  });

  describe('CSV export', () => {
    const exportLink = () => screen.getByRole('link', { name: 'Exportovat CSV' });
    const exportUrl = () => new URL(exportLink().getAttribute('href')!, 'http://portal.test');

    it('downloads every activity of the filter and sort in the address, not only the page', async () => {
      const filters = {
        search: 'vánoce',
        itemStates: [5],
        campaignStates: [6, 8],
        targetProducts: [
          { externalIdentifier: 'SKU-9', nameWithSku: 'Džus 1 l (SKU-9)' },
          { externalIdentifier: 'SKU,10', nameWithSku: 'Mošt (SKU,10)' },
        ],
        customUrl: true,
      };
      await renderList(
        USERS.retailer,
        `/activities?page=2&size=20&sort=price:DESC&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(exportLink()).toHaveAttribute('download');
      expect(exportLink()).toHaveAccessibleDescription(/všechny aktivity odpovídající filtru/);
      const url = exportUrl();
      expect(url.pathname).toBe('/api/campaign-items/export.csv');
      expect(url.searchParams.getAll('targetProductExternalIdes')).toEqual(['SKU-9', 'SKU,10']);
      url.searchParams.delete('targetProductExternalIdes');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        search: 'vánoce',
        campaignItemStateIdes: '5',
        campaignStateIdes: '6,8',
        noCatalogTargetUrl: 'true',
        order: 'price',
        direction: 'DESC',
        locale: 'cs-CZ',
      });
    });

    it('follows the search, state filter and sort as they change', async () => {
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(Object.fromEntries(exportUrl().searchParams)).toEqual({ locale: 'cs-CZ' });
      await user.type(screen.getByRole('textbox', { name: 'Hledat' }), 'čokoláda');
      await user.click(screen.getByRole('combobox', { name: 'Stav aktivity' }));
      await user.click(await screen.findByTitle('Čeká na schválení'));
      await user.click(screen.getByRole('columnheader', { name: 'Kampaň' }));
      await waitFor(
        () =>
          expect(Object.fromEntries(exportUrl().searchParams)).toEqual({
            search: 'čokoláda',
            campaignItemStateIdes: '5',
            order: 'campaign',
            direction: 'ASC',
            locale: 'cs-CZ',
          }),
        { timeout: 2000 },
      );
      expect(lastBody()).toMatchObject({
        search: 'čokoláda',
        campaignItemStateIdes: [5],
        order: { name: 'campaign', direction: 'ASC' },
      });
    });
  });

  describe('language switch (issue 31)', () => {
    it('reads the rows and the filter choices again: the API names products and values in the language', async () => {
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      const rows = jest.mocked(filterCampaignItems).mock.calls.length;
      const choices = jest.mocked(getCampaignItemFilterData).mock.calls.length;
      act(() => sessionStore.getState().setLocale('en-GB'));
      await waitFor(() => expect(jest.mocked(filterCampaignItems).mock.calls.length).toBe(rows + 1));
      await waitFor(() => expect(jest.mocked(getCampaignItemFilterData).mock.calls.length).toBe(choices + 1));
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    });
  });

  describe('requests and states', () => {
    it('aborts the running request when a newer one starts, and ignores it', async () => {
      let firstSignal: AbortSignal | undefined;
      jest.mocked(filterCampaignItems).mockImplementationOnce(
        (_body, init) =>
          new Promise((_resolve, reject) => {
            firstSignal = init?.signal;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      await renderList(USERS.retailer, '/activities');
      await user.click(screen.getByRole('columnheader', { name: 'Od' }));
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(firstSignal?.aborted).toBe(true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("says 'Nenalezeny žádné položky' when nothing matches", async () => {
      jest.mocked(filterCampaignItems).mockResolvedValue(activityPage([]));
      await renderList(USERS.vendor);
      expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
    });

    it('shows the server message of a failure and tries again', async () => {
      jest
        .mocked(filterCampaignItems)
        .mockRejectedValueOnce(
          new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
        );
      await renderList(USERS.vendor);
      expect(await screen.findByText('Nastala neočekávaná chyba')).toBeInTheDocument();
      await act(async () => {
        await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
      });
      expect(await screen.findByText('Banner na hlavní stránce – Pozice 1')).toBeInTheDocument();
    });
  });

  describe('narrow screen (issue 22)', () => {
    narrowScreen();

    it('has the filters, the more filters too, in a drawer behind a Filters button with the count', async () => {
      await renderList(USERS.vendor, `/activities?filters=${encodeURIComponent('{"brands":[7]}')}`);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(screen.getByRole('textbox', { name: 'Hledat' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Stav aktivity' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Další filtry|Méně filtrů/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filtry (1)' }));
      // The drawer is loaded on first use; antd's opening animation never ends in jsdom (hidden: true).
      const drawer = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 }));
      expect(drawer.getByRole('combobox', { name: 'Kategorie produktu', hidden: true })).toBeInTheDocument();
      expect(
        drawer.getByRole('checkbox', { name: 'Jen vlastní cílová URL', hidden: true }),
      ).toBeInTheDocument();
      await user.click(drawer.getByRole('combobox', { name: 'Stav aktivity', hidden: true }));
      await user.click(await screen.findByTitle('Čeká na schválení'));
      await waitFor(() => expect(lastBody()).toMatchObject({ campaignItemStateIdes: [5], brandIdes: [7] }));
      expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();
      await user.click(drawer.getByRole('combobox', { name: 'Řazení', hidden: true }));
      await user.click(await screen.findByTitle('Kampaň, vzestupně'));
      await waitFor(() => expect(lastBody().order).toEqual({ name: 'campaign', direction: 'ASC' }));
    });

    it('shows each activity in one column with its campaign, state, period, price and actions', async () => {
      await renderList(USERS.retailer);
      await screen.findByText('Banner na hlavní stránce – Pozice 1');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Aktivita']);
      const first = within(row('Pozice 1'));
      expect(first.getByText('Mléčná čokoláda 100 g (SKU-1001)')).toBeInTheDocument();
      expect(first.getByRole('link', { name: 'Vánoční kampaň 1' })).toHaveAttribute('href', '/campaigns/501');
      expect(first.getByText('Rozpracovaná')).toBeInTheDocument();
      expect(first.getByText('Acme Foods')).toBeInTheDocument();
      expect(first.getByText('30.11.2026 – 06.12.2026')).toBeInTheDocument();
      expect(first.getByText(/45\s000\sKč/)).toBeInTheDocument();
      expect(first.getByRole('link', { name: /Přidat kreativu/ })).toBeInTheDocument();
      expect(first.getByRole('link', { name: /Upravit položku/ })).toBeInTheDocument();
    });
  });
});
