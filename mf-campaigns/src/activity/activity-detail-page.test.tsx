import {
  ApiError,
  getCampaignItem,
  getPerformanceMetricsDisplay,
  updateCampaignItemMessage,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ALL_METRICS } from '../common/test-data';
import { itemState } from '../common/test-item';
import ActivityDetailPage from './activity-detail-page';
import { itemDetail } from './item-fixture';
import ItemRedirect from './item-redirect';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getCampaignItem: jest.fn(),
  updateCampaignItemMessage: jest.fn(),
  getPerformanceMetricsDisplay: jest.fn(),
}));

const SAS = {
  lineItemURL: 'https://ads.test/line-items/9',
  creativeURL: 'https://ads.test/creatives/9',
  flightURL: 'https://ads.test/flights/9',
  zipCreativeURL: 'https://ads.test/zip/9',
};

async function renderDetail(user: object, path = '/campaigns/501/items/77/detail') {
  return renderWithPortal(
    [
      { path: '/campaigns/:campaignId/items/:campaignItemId', element: <ItemRedirect /> },
      { path: '/campaigns/:campaignId/items/:campaignItemId/detail', element: <ActivityDetailPage /> },
    ],
    path,
    user,
  );
}

// The fields are rows of label and value (antd Descriptions): a value is the cell beside its label.
const valueOf = (label: HTMLElement) => label.nextElementSibling as HTMLElement;
const field = (label: string) => valueOf(screen.getByRole('columnheader', { name: label }));
const findField = async (label: string) => valueOf(await screen.findByRole('columnheader', { name: label }));
const queryField = (label: string) => screen.queryByRole('columnheader', { name: label });

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue(ALL_METRICS);
});

describe('activity detail fields (spec 000 §2 "Activity detail")', () => {
  it('shows state, period, prices, tags, click URL, note and the breadcrumb', async () => {
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(itemDetail({ message: 'Kreativu prosím do pátku.', softConversions: 12 }));
    await renderDetail(USERS.retailer);
    expect(await screen.findByRole('heading', { level: 1, name: 'HP leaderboard · Pozice 1 · 2026-W49' }));
    expect(getCampaignItem).toHaveBeenCalledWith(77);
    expect(within(field('Stav')).getByText('Rozpracovaná')).toBeInTheDocument();
    expect(field('Období')).toHaveTextContent('30.11.2026 – 06.12.2026');
    expect(field('Jednotková cena')).toHaveTextContent(/45\s000\sKč za týden/);
    expect(within(field('Jednotková cena')).getByText('Flat Rate')).toBeInTheDocument();
    expect(field('Cena celkem')).toHaveTextContent(/45\s000\sKč/);
    // Flat rate: no usage, no ordered amounts.
    expect(queryField('Vyčerpáno')).toBeNull();
    expect(queryField('Objednaná zobrazení')).toBeNull();
    expect(within(field('Tagy')).getByText('Pozice 1')).toBeInTheDocument();
    expect(
      within(field('Proklikové URL')).getByRole('link', { name: 'https://www.portal-retail.cz/vanoce' }),
    ).toHaveAttribute('target', '_blank');
    expect(field('Poznámka')).toHaveTextContent('Vánoční kampaň');
    expect(field('Zpráva')).toHaveTextContent('Kreativu prosím do pátku.');
    expect(field('Měkké konverze')).toHaveTextContent('12');
    // Not booked yet.
    expect(field('Ad server')).toHaveTextContent('Aktivita zatím není v ad serveru');

    const breadcrumb = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getByRole('link', { name: 'Správa kampaní' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Acme Foods – Vánoce 2026' })).toHaveAttribute(
      'href',
      '/campaigns/501',
    );
    expect(within(breadcrumb).getByText('HP leaderboard · Pozice 1 · 2026-W49')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a vendor sees the campaign without its company in the breadcrumb', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    await renderDetail(USERS.vendor);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getByRole('link', { name: 'Moje kampaně' })).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Vánoce 2026' })).toBeInTheDocument();
  });

  it('ad-server links: line item and creative for everyone, flight and zip for retailer staff only', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ sasInfo: SAS }));
    await renderDetail(USERS.retailer);
    const links = await findField('Ad server');
    expect(within(links).getByRole('link', { name: 'Line item' })).toHaveAttribute('href', SAS.lineItemURL);
    expect(within(links).getByRole('link', { name: 'Kreativa' })).toHaveAttribute('href', SAS.creativeURL);
    expect(within(links).getByRole('link', { name: 'Flight' })).toHaveAttribute('href', SAS.flightURL);
    expect(within(links).getByRole('link', { name: 'ZIP kreativa' })).toHaveAttribute(
      'href',
      SAS.zipCreativeURL,
    );
  });

  it.each([
    ['a vendor', USERS.vendor],
    ['an agency', USERS.agency],
    ['a retailer acting as a vendor', { ...USERS.vendor, originalTokenOfRetailer: 's1' }],
  ])('%s sees no flight or zip link', async (_who, who) => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ sasInfo: SAS }));
    await renderDetail(who);
    const links = await findField('Ad server');
    expect(within(links).getByRole('link', { name: 'Line item' })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Kreativa' })).toBeInTheDocument();
    expect(within(links).queryByRole('link', { name: 'Flight' })).toBeNull();
    expect(within(links).queryByRole('link', { name: 'ZIP kreativa' })).toBeNull();
  });

  it('CPM: usage price with the progress bar capped at 100 %, ordered impressions', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        product: { ...itemDetail().item.product, rateType: 'CPM', price: 180 },
        unitPrice: 180,
        price: 36000,
        orderedAmount: 200000,
        orderedImpressionsCount: 200000,
        usagePrice: 50400,
        progress: 140,
      }),
    );
    await renderDetail(USERS.vendor);
    const usage = await findField('Vyčerpáno');
    expect(usage).toHaveTextContent(/50\s400\sKč/);
    const bar = within(usage).getByRole('progressbar', { name: 'Čerpání rozpočtu' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(usage).toHaveTextContent('100 %');
    expect(field('Objednaná zobrazení')).toHaveTextContent(/200\s000/);
    expect(queryField('Objednané prokliky')).toBeNull();
    expect(field('Jednotková cena')).toHaveTextContent(/180\sKč za 1000 zobrazení/);
  });

  it('CPC: usage below the cap is shown as it is, ordered clicks', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        product: { ...itemDetail().item.product, rateType: 'CPC', price: 6 },
        unitPrice: 6,
        price: 6000,
        orderedAmount: 1000,
        orderedClicksCount: 1000,
        usagePrice: 2700,
        progress: 45,
      }),
    );
    await renderDetail(USERS.vendor);
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(field('Objednané prokliky')).toHaveTextContent(/1\s000/);
  });

  it('tags: the variable values and the keywords of a search product; click URL of a target product', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        variableValues: [],
        targetURL: null,
        targetProduct: { id: 5, name: 'Jogurt bílý', externalIdentifier: 'SKU-123' },
        targetKeywords: [
          { id: 1, value: 'jogurt', exactMatch: false },
          { id: 2, value: 'bílý jogurt', exactMatch: true },
        ],
      }),
    );
    await renderDetail(USERS.vendor);
    const tags = await findField('Tagy');
    expect(within(tags).getByText('jogurt')).toBeInTheDocument();
    // An exact match says so in a tooltip.
    await user.hover(within(tags).getByText('[bílý jogurt]'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Přesná shoda');
    expect(field('Proklikové URL')).toHaveTextContent('Jogurt bílý (SKU-123)');
    // No URL to open.
    expect(screen.queryByRole('link', { name: 'Otevřít cílovou URL' })).toBeNull();
  });

  it('the landing page of an item is the click target', async () => {
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(itemDetail({ targetURL: null, targetLandingPage: { id: 8, name: 'Vánoční LP' } }));
    await renderDetail(USERS.vendor);
    const click = await findField('Proklikové URL');
    expect(within(click).getByRole('link', { name: 'Vánoční LP' })).toHaveAttribute(
      'href',
      '/landing-pages/8',
    );
  });
});

describe('performance table', () => {
  const delivered = {
    actualImpressions: 120000,
    actualViews: 80000,
    actualClicks: 1476,
    visibilityRatio: 6667,
    ctrRatio: 1.23,
  };

  it('shows each metric whose display setting is on: CTR with 2 decimals, visibility divided by 100', async () => {
    jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue({
      impressions: true,
      views: false,
      visibilityRatio: true,
      clicks: true,
      ctrRatio: true,
    });
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail(delivered, 'online'));
    await renderDetail(USERS.vendor);
    const table = await screen.findByRole('table', { name: 'Výkon aktivity' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Zobrazení', 'Viditelnost', 'Prokliky', 'CTR']);
    expect(table).toHaveTextContent(/120\s000/);
    expect(table).toHaveTextContent('66,67 %');
    expect(table).toHaveTextContent(/1\s476/);
    expect(table).toHaveTextContent('1,23 %');
    expect(table).not.toHaveTextContent(/80\s000/);
  });

  it('is left out before the campaign runs and nothing was reported', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({}, 'in-process'));
    await renderDetail(USERS.vendor);
    await findField('Stav');
    expect(queryField('Výkon')).toBeNull();
  });

  it('is left out when every metric is switched off', async () => {
    jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue({
      impressions: false,
      views: false,
      visibilityRatio: false,
      clicks: false,
      ctrRatio: false,
    });
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail(delivered, 'online'));
    await renderDetail(USERS.vendor);
    await waitFor(() => expect(getPerformanceMetricsDisplay).toHaveBeenCalled());
    expect(screen.queryByRole('table', { name: 'Výkon aktivity' })).toBeNull();
  });
});

describe('buttons', () => {
  it('creative preview, open target URL and back to campaign; edit when the item may be edited', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    const router = await renderDetail(USERS.vendor);
    const open = await screen.findByRole('link', { name: 'Otevřít cílovou URL' });
    expect(open).toHaveAttribute('href', 'https://www.portal-retail.cz/vanoce');
    expect(open).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Náhled kreativy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501/items/77/creative'));
  });

  it('edit goes to the edit page; back to the campaign', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    const router = await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit aktivitu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501/items/77/edit'));
    await act(() => router.navigate('/campaigns/501/items/77/detail'));
    await user.click(await screen.findByRole('button', { name: 'Zpět na kampaň' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501'));
  });

  it('no creative preview for a native-format product; no edit of an approved item for a vendor', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail(
        {
          product: { ...itemDetail().item.product, nativeFormat: true, nativeType: 'topInCategory' },
          itemState: itemState('approved'),
          editable: false,
        },
        'approved',
      ),
    );
    await renderDetail(USERS.vendor);
    await screen.findByRole('button', { name: 'Zpět na kampaň' });
    expect(screen.queryByRole('button', { name: 'Náhled kreativy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upravit aktivitu' })).toBeNull();
  });

  it('a retailer may edit an approved item', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail(
        {
          itemState: itemState('approved'),
          editable: false,
        },
        'approved',
      ),
    );
    await renderDetail(USERS.retailer);
    expect(await screen.findByRole('button', { name: 'Upravit aktivitu' })).toBeInTheDocument();
  });
});

describe('message to the buyer', () => {
  it('a retailer edits the message in place', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ message: 'Stará zpráva' }));
    jest.mocked(updateCampaignItemMessage).mockResolvedValue({
      id: 77,
      itemState: itemDetail().item.itemState,
      campaignState: itemDetail().campaign.campaignState,
      message: 'Kreativu prosím do pátku.',
    });
    const success = jest.spyOn(notification, 'success').mockImplementation(() => {});
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Upravit zprávu' }));
    const input = screen.getByRole('textbox', { name: 'Zpráva pro zadavatele' });
    expect(input).toHaveValue('Stará zpráva');
    // The edit opens to write: the message takes the focus.
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, 'Kreativu prosím do pátku.');
    await user.click(screen.getByRole('button', { name: 'Uložit zprávu' }));
    await waitFor(() =>
      expect(updateCampaignItemMessage).toHaveBeenCalledWith(77, { message: 'Kreativu prosím do pátku.' }),
    );
    expect(await screen.findByTestId('item-message')).toHaveTextContent('Kreativu prosím do pátku.');
    expect(screen.queryByRole('textbox', { name: 'Zpráva pro zadavatele' })).toBeNull();
    const name = itemDetail().item.name;
    expect(success).toHaveBeenCalledWith({
      title: 'Zpráva uložena',
      description: `Zpráva k položce ${name} je uložena.`,
    });
    success.mockRestore();
  });

  it('shows the server message when saving fails', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest
      .mocked(updateCampaignItemMessage)
      .mockRejectedValue(
        new ApiError(409, { code: 'conflict', message: 'Zprávu nyní nelze změnit.', requestId: 'r' }),
      );
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Upravit zprávu' }));
    await user.type(screen.getByRole('textbox', { name: 'Zpráva pro zadavatele' }), 'Ahoj');
    await user.click(screen.getByRole('button', { name: 'Uložit zprávu' }));
    expect(await screen.findByText('Zprávu nyní nelze změnit.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zpráva pro zadavatele' })).toHaveValue('Ahoj');
  });

  it("puts the server's refusal of the text under the message", async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(updateCampaignItemMessage).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Neplatná data.',
        requestId: 'r',
        fieldErrors: { message: ['Zpráva obsahuje nepovolené znaky.'] },
      }),
    );
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Upravit zprávu' }));
    const input = screen.getByRole('textbox', { name: 'Zpráva pro zadavatele' });
    await user.type(input, 'Ahoj');
    await user.click(screen.getByRole('button', { name: 'Uložit zprávu' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Zpráva obsahuje nepovolené znaky.'));
    expect(input).toHaveAttribute('maxlength', '4000');
  });

  it('buyers only read it', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ message: 'Kreativu prosím do pátku.' }));
    await renderDetail(USERS.vendor);
    expect(await screen.findByTestId('item-message')).toHaveTextContent('Kreativu prosím do pátku.');
    expect(screen.queryByRole('button', { name: 'Upravit zprávu' })).toBeNull();
  });
});

describe('routing and not found', () => {
  it('the item path redirects to its detail', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    const router = await renderDetail(USERS.vendor, '/campaigns/501/items/77');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501/items/77/detail'));
    expect(await findField('Stav')).toBeInTheDocument();
  });

  it('a 404 of the item shows not found with the way back', async () => {
    jest
      .mocked(getCampaignItem)
      .mockRejectedValue(new ApiError(404, { code: 'not_found', message: 'Nenalezeno', requestId: 'r' }));
    await renderDetail(USERS.vendor);
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
    expect(screen.getByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na kampaň' })).toHaveAttribute('href', '/campaigns/501');
  });

  it('an item of another campaign than the path says is not found', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ campaignId: 600 }));
    await renderDetail(USERS.vendor);
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
  });

  it('a malformed id is not found without a call', async () => {
    await renderDetail(USERS.vendor, '/campaigns/501/items/abc/detail');
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
    expect(getCampaignItem).not.toHaveBeenCalled();
  });

  it('another failure shows its message and a retry', async () => {
    jest
      .mocked(getCampaignItem)
      .mockRejectedValueOnce(
        new ApiError(500, { code: 'internal_error', message: 'Chyba serveru', requestId: 'r' }),
      )
      .mockResolvedValueOnce(itemDetail());
    await renderDetail(USERS.vendor);
    expect(await screen.findByText('Chyba serveru')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await findField('Stav')).toBeInTheDocument();
  });
});
