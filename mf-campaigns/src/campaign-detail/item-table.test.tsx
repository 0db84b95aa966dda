import {
  ApiError,
  changeCampaignItemOnlinePause,
  deleteCampaignItem,
  getActiveCategories,
  getCampaign,
  getPerformanceMetricsDisplay,
} from '@portal/shared-contracts';
import { setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { ALL_METRICS, category, product } from '../common/test-data';
import { campaignItem, campaignState, itemState } from '../common/test-item';
import { answerCampaignDetail, campaign, renderDetail } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

let user = setupUser();

const FLAT = campaignItem();
const CPM = campaignItem({
  id: 102,
  generatedName: null,
  name: 'Banner v kategorii',
  product: { ...FLAT.product, id: 12, name: 'Banner v kategorii', rateType: 'CPM', price: 180 },
  itemState: itemState('approved'),
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  unitPrice: 180,
  price: 3600,
  editable: false,
  creative: { id: 5, name: 'Zimní', creativeState: 'approved', filled: true },
});
const CPC = campaignItem({
  id: 103,
  generatedName: null,
  name: 'Sponzorovaný produkt',
  product: {
    ...FLAT.product,
    id: 13,
    name: 'Sponzorovaný produkt',
    rateType: 'CPC',
    price: 6,
    nativeFormat: true,
  },
  targetURL: null,
  targetProduct: { id: 9, name: 'Jogurt bílý 150 g', externalIdentifier: 'SKU-1234' },
  itemState: itemState('returned'),
  startDate: '2026-12-14',
  endDate: '2026-12-20',
  unitPrice: 6,
  price: 60000,
  editable: false,
  creative: { id: 6, name: 'Jogurt', creativeState: 'returned', filled: true },
});

beforeEach(() => {
  user = setupUser();
  answerCampaignDetail(campaign({ campaignItems: [FLAT, CPM, CPC] }));
});

const itemsTable = async () => (await screen.findByText('HP leaderboard · Pozice 1')).closest('table')!;
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

describe('item rows (spec 000 §2 "Campaign detail")', () => {
  it('shows name, promoted product, dates, unit price per rate type, total, state and creative', async () => {
    await renderDetail(USERS.vendor);
    await itemsTable();
    const flat = rowOf('HP leaderboard · Pozice 1');
    expect(flat).toHaveTextContent('07.12.2026');
    expect(flat).toHaveTextContent('13.12.2026');
    expect(flat).toHaveTextContent(/45\s000\sKč za týden/);
    expect(flat).toHaveTextContent('Rozpracovaná');
    expect(within(flat).getByRole('link', { name: /Přidat kreativu/ })).toHaveAttribute(
      'href',
      '/campaigns/41/items/101/creative',
    );
    expect(rowOf('Banner v kategorii')).toHaveTextContent(/180\sKč za 1000 zobrazení/);
    expect(
      within(rowOf('Banner v kategorii')).getByRole('link', { name: /Zobrazit kreativu/ }),
    ).toBeInTheDocument();
    const cpc = rowOf('Sponzorovaný produkt');
    expect(cpc).toHaveTextContent('Jogurt bílý 150 g (SKU-1234)');
    expect(cpc).toHaveTextContent(/6\sKč za proklik/);
    expect(cpc).toHaveTextContent(/60\s000\sKč/);
    expect(cpc).toHaveTextContent('Vrácená');
    expect(within(cpc).getByRole('link', { name: /Upravit kreativu/ })).toBeInTheDocument();
  });

  it('offers edit and delete only under their rules', async () => {
    await renderDetail(USERS.vendor);
    await itemsTable();
    const flat = rowOf('HP leaderboard · Pozice 1');
    expect(within(flat).getByRole('link', { name: /Upravit položku/ })).toHaveAttribute(
      'href',
      '/campaigns/41/items/101/edit',
    );
    expect(within(flat).getByRole('button', { name: /Smazat položku/ })).toBeInTheDocument();
    // Approved and not editable: no edit for a vendor, nor delete.
    const cpm = rowOf('Banner v kategorii');
    expect(within(cpm).queryByRole('link', { name: /Upravit položku/ })).not.toBeInTheDocument();
    expect(within(cpm).queryByRole('button', { name: /Smazat položku/ })).not.toBeInTheDocument();
    // Native format: deletable while the campaign is editable.
    expect(
      within(rowOf('Sponzorovaný produkt')).getByRole('button', { name: /Smazat položku/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pozastavit|Spustit/ })).not.toBeInTheDocument();
  });

  it('a retailer edits an approved item, pauses an online one and downloads its zip', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState('online'),
        campaignItems: [
          {
            ...CPM,
            itemState: itemState('online'),
            sasInfo: { ...CPM.sasInfo, zipCreativeURL: '/zip/102.zip' },
          },
          { ...FLAT, itemState: itemState('approved'), editable: false },
          { ...CPC, itemState: itemState('paused') },
        ],
      }),
    );
    jest
      .mocked(changeCampaignItemOnlinePause)
      .mockRejectedValue(new ApiError(500, { code: 'x', message: 'x', requestId: 'r' }));
    await renderDetail(USERS.retailer);
    await itemsTable();
    expect(
      within(rowOf('HP leaderboard · Pozice 1')).getByRole('link', { name: /Upravit položku/ }),
    ).toBeInTheDocument();
    expect(within(rowOf('Banner v kategorii')).getByRole('link', { name: /Stáhnout ZIP/ })).toHaveAttribute(
      'href',
      '/zip/102.zip',
    );
    expect(
      within(rowOf('Sponzorovaný produkt')).getByRole('button', { name: /Spustit položku/ }),
    ).toBeInTheDocument();

    await user.click(within(rowOf('Banner v kategorii')).getByRole('button', { name: /Pozastavit položku/ }));
    expect(changeCampaignItemOnlinePause).toHaveBeenCalledWith(102);
    // The failure is ignored: no message, the campaign is read again.
    await waitFor(() => expect(getCampaign).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the item performance when metrics are on and any figure is non-zero', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignItems: [
          { ...FLAT, actualImpressions: 0, actualClicks: 0 },
          { ...CPM, actualImpressions: 20000, actualClicks: 150, ctrRatio: 0.75 },
        ],
      }),
    );
    jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue({
      ...ALL_METRICS,
      views: false,
      visibilityRatio: false,
    });
    await renderDetail(USERS.vendor);
    expect(await screen.findByTestId('item-102-performance')).toHaveTextContent(
      /Zobrazení: 20\s000 · Prokliky: 150 · CTR: 0,75 %/,
    );
    expect(screen.queryByTestId('item-101-performance')).not.toBeInTheDocument();
  });

  it('sorts on the client, each column cycling none → ascending → descending → none', async () => {
    await renderDetail(USERS.vendor);
    const table = await itemsTable();
    const original = ['HP leaderboard · Pozice 1', 'Banner v kategorii', 'Sponzorovaný produkt'];
    expect(rowNames(table)).toEqual(original);
    const priceHeader = within(table).getByRole('columnheader', { name: /Cena celkem/ });
    await user.click(priceHeader);
    expect(rowNames(table)).toEqual([
      'Banner v kategorii',
      'HP leaderboard · Pozice 1',
      'Sponzorovaný produkt',
    ]);
    await user.click(priceHeader);
    expect(rowNames(table)).toEqual([
      'Sponzorovaný produkt',
      'HP leaderboard · Pozice 1',
      'Banner v kategorii',
    ]);
    await user.click(priceHeader);
    expect(rowNames(table)).toEqual(original);

    await user.click(within(table).getByRole('columnheader', { name: /Produkt/ }));
    expect(rowNames(table)).toEqual([
      'Banner v kategorii',
      'HP leaderboard · Pozice 1',
      'Sponzorovaný produkt',
    ]);
    await user.click(within(table).getByRole('columnheader', { name: /Od/ }));
    expect(rowNames(table)).toEqual([
      'Banner v kategorii',
      'HP leaderboard · Pozice 1',
      'Sponzorovaný produkt',
    ]);
    await user.click(within(table).getByRole('columnheader', { name: /Stav/ }));
    expect(rowNames(table)).toEqual([
      'HP leaderboard · Pozice 1',
      'Banner v kategorii',
      'Sponzorovaný produkt',
    ]);
    await user.click(within(table).getByRole('columnheader', { name: /Kreativa/ }));
    expect(rowNames(table)).toEqual([
      'HP leaderboard · Pozice 1',
      'Sponzorovaný produkt',
      'Banner v kategorii',
    ]);
  });
});

describe('why the items of a campaign waiting for approval still say "Rozpracovaná" (design.md §3)', () => {
  const NOTE_SAS_CHECK =
    'Položky zůstávají ve stavu Rozpracovaná, dokud retailer kampaň neschválí; pak přejdou do stavu Schválená.';
  const NOTE_USER_CHECK =
    'Položky zůstávají ve stavu Rozpracovaná, dokud nebude kampaň se změnami retailera schválena; pak přejdou do stavu Schválená.';
  const note = () => screen.queryByText(/^Položky zůstávají ve stavu/);

  it('explains it above the items of a campaign sent for check', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    await renderDetail(USERS.vendor);
    const table = await itemsTable();
    expect(rowOf('HP leaderboard · Pozice 1')).toHaveTextContent('Rozpracovaná');
    expect(note()).toHaveTextContent(NOTE_SAS_CHECK);
    // Above the items.
    expect(note()!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains it while the buyer is to approve the changes of the retailer', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('user-check') }));
    await renderDetail(USERS.retailer);
    await itemsTable();
    expect(note()).toHaveTextContent(NOTE_USER_CHECK);
  });

  it.each<[string, Parameters<typeof campaignState>[0], Parameters<typeof itemState>[0]]>([
    ['the campaign is in process, like its items', 'in-process', 'in-process'],
    ['the campaign is approved and its items too', 'approved', 'approved'],
    ['the campaign is reserved', 'reserved', 'in-process'],
    ['no item is in process any more', 'sas-check', 'approved'],
  ])('says nothing when %s', async (_case, campaignIdentifier, itemIdentifier) => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState(campaignIdentifier),
        campaignItems: [{ ...FLAT, itemState: itemState(itemIdentifier) }],
      }),
    );
    await renderDetail(USERS.vendor);
    await itemsTable();
    expect(note()).not.toBeInTheDocument();
  });
});

describe('delete item (with confirmation)', () => {
  it('deletes after the confirmation and reads the campaign again; cancel keeps it', async () => {
    jest.mocked(deleteCampaignItem).mockResolvedValue(null);
    await renderDetail(USERS.vendor);
    await itemsTable();
    await user.click(
      within(rowOf('HP leaderboard · Pozice 1')).getByRole('button', { name: /Smazat položku/ }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Opravdu chcete smazat položku HP leaderboard · Pozice 1?');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCampaignItem).not.toHaveBeenCalled();

    await user.click(
      within(rowOf('HP leaderboard · Pozice 1')).getByRole('button', { name: /Smazat položku/ }),
    );
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(deleteCampaignItem).toHaveBeenCalledWith(101);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCampaign).toHaveBeenCalledTimes(2);
  });

  it('shows the server message when the delete fails', async () => {
    jest.mocked(deleteCampaignItem).mockRejectedValue(
      new ApiError(409, {
        code: 'item_not_deletable',
        message: 'Položku už nelze smazat.',
        requestId: 'r',
      }),
    );
    await renderDetail(USERS.vendor);
    await itemsTable();
    await user.click(
      within(rowOf('HP leaderboard · Pozice 1')).getByRole('button', { name: /Smazat položku/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(await within(dialog).findByText('Položku už nelze smazat.')).toBeInTheDocument();
    // The dialog stays, and may be closed again.
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('focuses Cancel first and cannot be closed while the delete runs', async () => {
    let finish = () => {};
    jest.mocked(deleteCampaignItem).mockReturnValue(new Promise((resolve) => (finish = () => resolve(null))));
    await renderDetail(USERS.vendor);
    await itemsTable();
    await user.click(
      within(rowOf('HP leaderboard · Pozice 1')).getByRole('button', { name: /Smazat položku/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Zrušit' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(cancel).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCampaign).toHaveBeenCalledTimes(2);
  });
});

describe('item detail dialog', () => {
  it('shows the fields of the activity', async () => {
    await renderDetail(USERS.vendor);
    await itemsTable();
    await user.click(within(rowOf('Sponzorovaný produkt')).getByRole('button', { name: /Zobrazit položku/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Sponzorovaný produkt', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('14.12.2026 – 20.12.2026');
    expect(dialog).toHaveTextContent('Jogurt bílý 150 g');
    expect(within(dialog).getByRole('button', { name: 'Otevřít detail aktivity' })).toBeInTheDocument();
  });
});

describe('adding items (empty list and product selection)', () => {
  it('shows the empty message with the add-item link, which opens the product selection', async () => {
    const long = product({
      id: 14,
      title: 'Velmi dlouhý název produktu, který se do výběru nevejde celý',
      titleOrName: 'Velmi dlouhý název produktu, který se do výběru nevejde celý',
      description: 'Popis '.repeat(30),
      rateType: 'CPM',
      price: 180,
    });
    jest.mocked(getActiveCategories).mockResolvedValue([category({ products: [product(), long] })]);
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignItems: [] }));
    const router = await renderDetail(USERS.vendor);
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
    const links = screen.getAllByRole('button', { name: /Přidat položku/ });
    await user.click(links.at(-1)!);
    const dialog = await screen.findByRole('dialog');
    const longTitle = await within(dialog).findByText('Velmi dlouhý název produktu, který se do výb…');
    // The whole title in a tooltip.
    await user.hover(longTitle);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long.titleOrName);
    await user.unhover(longTitle);
    expect(within(dialog).getByText(`${'Popis '.repeat(30).slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/CPM\s*180\sKč\s*za 1000 zobrazení/);
    await user.click(within(dialog).getByRole('button', { name: `Vybrat produkt ${long.titleOrName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/41/tools/14'));
  });

  it('has no add-item link when items may not be added', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignItems: [], itemAdditionAllowed: false }));
    await renderDetail(USERS.vendor);
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Přidat položku/ })).not.toBeInTheDocument();
  });

  it('a vendor may not add items to a reserved campaign', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('reserved') }));
    await renderDetail(USERS.vendor);
    await itemsTable();
    expect(screen.queryByRole('button', { name: /Přidat položku/ })).not.toBeInTheDocument();
  });
});
