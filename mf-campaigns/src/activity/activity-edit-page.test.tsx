import {
  ApiError,
  checkAvailability,
  getCampaignItem,
  getProduct,
  getVariableValueAvailability,
  sessionStore,
  updateCampaignItem,
  type ItemOrderResponse,
  type Product,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { product } from '../common/test-data';
import { itemState } from '../common/test-item';
import { answerOrderForm } from '../common/test-order-form';
import ActivityEditPage from './activity-edit-page';
import { itemDetail } from './item-fixture';

jest.mock('../common/today', () => ({ todayIso: () => '2026-11-22' }));
jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.ORDER_FORM_CALLS, 'getCampaignItem', 'updateCampaignItem');
});

const FLAT = product({
  id: 11,
  checkAvails: true,
  hasAvailabilities: true,
  variableValues: [
    { id: 31, name: 'Pozice', value: 'Pozice 1', active: true },
    { id: 32, name: 'Pozice', value: 'Pozice 2', active: true },
  ],
});
const CPM = product({ id: 12, title: 'Banner v kategorii', rateType: 'CPM', price: 180, minAmount: 0 });

const saved = { item: { id: 77 }, campaign: { id: 501 } } as unknown as ItemOrderResponse;

let user = setupUser();

async function renderEdit(
  productData: Product,
  who: object = USERS.vendor,
  path = '/campaigns/501/items/77/edit',
) {
  jest.mocked(getProduct).mockResolvedValue(productData);
  return renderWithPortal(
    [{ path: '/campaigns/:campaignId/items/:campaignItemId/edit', element: <ActivityEditPage /> }],
    path,
    who,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Uložit změny' });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  answerOrderForm();
});

describe('activity edit (spec 000 §4 "item edit", the order form of 001 §5)', () => {
  it('starts with the item, excludes its own booking and saves with PUT, then returns to the campaign', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(updateCampaignItem).mockResolvedValue(saved);
    const router = await renderEdit(FLAT);

    expect(await screen.findByRole('heading', { level: 1, name: /Úprava aktivity/ })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledWith(11);
    expect(document.getElementById('order-start-date')).toHaveValue('30.11.2026');
    expect(document.getElementById('order-end-date')).toHaveValue('06.12.2026');
    expect(screen.getByTitle('Pozice 1')).toBeInTheDocument();
    expect(document.getElementById('order-note')).toHaveValue('Vánoční kampaň');
    expect(document.getElementById('target-url')).toHaveValue('https://www.portal-retail.cz/vanoce');
    // The campaign is fixed: no company, contact or campaign choice.
    expect(screen.queryByRole('radio', { name: 'Nová kampaň' })).toBeNull();
    expect(screen.queryByLabelText(/Název kampaně/)).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getByRole('link', { name: 'Vánoce 2026' })).toHaveAttribute(
      'href',
      '/campaigns/501',
    );
    expect(
      within(breadcrumb).getByRole('link', { name: 'HP leaderboard · Pozice 1 · 2026-W49' }),
    ).toHaveAttribute('href', '/campaigns/501/items/77/detail');
    expect(within(breadcrumb).getByText('Úprava')).toHaveAttribute('aria-current', 'page');

    // The item's own weeks do not count as taken.
    await waitFor(() =>
      expect(checkAvailability).toHaveBeenCalledWith(
        {
          productId: 11,
          startDate: '2026-11-30',
          endDate: '2026-12-06',
          orderedAmount: null,
          variableValueIdes: [31],
          excludedCampaignItemId: 77,
        },
        expect.anything(),
      ),
    );
    expect(getVariableValueAvailability).toHaveBeenCalledWith(
      11,
      31,
      expect.objectContaining({ excludedCampaignItems: [77] }),
    );
    expect(await screen.findByText('Termín je volný.')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/45\s000\sKč/);

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() =>
      expect(updateCampaignItem).toHaveBeenCalledWith(77, {
        note: 'Vánoční kampaň',
        startDate: '2026-11-30',
        endDate: '2026-12-06',
        orderedAmount: null,
        variableValueIdes: [31],
        customProductPrice: null,
        targetURL: 'https://www.portal-retail.cz/vanoce',
        targetProductId: null,
        targetLandingPageId: null,
        targetKeywords: null,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501'));
    expect(await screen.findByText('Aktivita uložena')).toBeInTheDocument();
  });

  it('a changed amount is sent; a retailer keeps the custom price', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        product: { ...itemDetail().item.product, id: 12, rateType: 'CPM', price: 180, checkAvails: false },
        variableValues: [],
        orderedAmount: 100000,
        orderedImpressionsCount: 100000,
        unitPrice: 200,
        price: 20000,
        targetURL: null,
        note: null,
      }),
    );
    jest.mocked(updateCampaignItem).mockResolvedValue(saved);
    await renderEdit(CPM, USERS.retailer);
    const amount = await screen.findByLabelText(/Počet zobrazení/);
    expect(amount).toHaveValue('100000');
    expect(screen.getByLabelText(/Vlastní cena/)).toHaveValue('200.00');
    await user.clear(amount);
    await user.type(amount, '150000');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/30\s000\sKč/));
    await user.click(saveButton());
    await waitFor(() =>
      expect(updateCampaignItem).toHaveBeenCalledWith(
        77,
        expect.objectContaining({
          orderedAmount: 150000,
          customProductPrice: 200,
          note: null,
          targetURL: null,
        }),
      ),
    );
    // Products without availability check are not asked about.
    expect(checkAvailability).not.toHaveBeenCalled();
  });

  it('keeps an unchanged start in the past valid (a retailer changing an approved item)', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail(
        {
          startDate: '2026-11-16',
          endDate: '2026-11-29',
          itemState: itemState('approved'),
          editable: false,
        },
        'approved',
      ),
    );
    await renderEdit(FLAT, USERS.retailer);
    expect(await screen.findByRole('heading', { level: 1, name: /Úprava aktivity/ })).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(/Začátek může být nejdříve/)).toBeNull();
  });

  it('the item’s target product opens on the shop product tab', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        targetURL: null,
        targetProduct: { id: 5, name: 'Jogurt bílý', externalIdentifier: 'SKU-123' },
      }),
    );
    jest.mocked(updateCampaignItem).mockResolvedValue(saved);
    await renderEdit(FLAT);
    expect(await screen.findByText(/Vybráno: Jogurt bílý \(SKU-123\)/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Produkt e-shopu' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() =>
      expect(updateCampaignItem).toHaveBeenCalledWith(
        77,
        expect.objectContaining({ targetProductId: 5, targetURL: null }),
      ),
    );
  });

  it('a failed save shows the server message, or the field errors joined by spaces, and stays', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest
      .mocked(updateCampaignItem)
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'validation_failed',
          message: '',
          requestId: 'r1',
          fieldErrors: {
            startDate: ['Týden od 30.11.2026 je obsazený.'],
            targetURL: ['Doména není povolená.'],
          },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(409, {
          code: 'campaign_not_editable',
          message: 'Kampaň už nelze upravit.',
          requestId: 'r2',
        }),
      );
    const router = await renderEdit(FLAT);
    await screen.findByRole('heading', { level: 1, name: /Úprava aktivity/ });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(
      await screen.findByText('Týden od 30.11.2026 je obsazený. Doména není povolená.'),
    ).toBeInTheDocument();
    expect(document.getElementById('order-start-date-error')).toHaveTextContent(
      'Týden od 30.11.2026 je obsazený.',
    );
    expect(router.state.location.pathname).toBe('/campaigns/501/items/77/edit');

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await screen.findByText('Kampaň už nelze upravit.')).toBeInTheDocument();
  });

  it('stays disabled while the server says the new weeks are taken', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(checkAvailability).mockResolvedValue({
      available: false,
      conflicts: [],
      message: 'Týden od 30.11.2026 je obsazený.',
    });
    await renderEdit(FLAT);
    expect(await screen.findByText('Týden od 30.11.2026 je obsazený.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Zkontrolujte prosím zadané údaje.')).toBeInTheDocument();
  });
});

describe('language switch (issue 31)', () => {
  it('reads the item and its product again in the new language and keeps what was typed', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    await renderEdit(FLAT);
    expect(await screen.findByText('Banner na hlavní stránce')).toBeInTheDocument();
    const note = document.getElementById('order-note')!;
    await user.clear(note);
    await user.type(note, 'Poznámka rozepsaná');

    jest.mocked(getProduct).mockResolvedValue({
      ...FLAT,
      title: 'Home page banner',
      titleOrName: 'Home page banner',
      variableValues: [
        { id: 31, name: 'Position', value: 'Position 1', active: true },
        { id: 32, name: 'Position', value: 'Position 2', active: true },
      ],
    });
    act(() => sessionStore.getState().setLocale('en-GB'));
    expect(await screen.findByText('Home page banner')).toBeInTheDocument();
    expect(await screen.findByTitle('Position 1')).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(getCampaignItem).toHaveBeenCalledTimes(2));
    expect(document.getElementById('order-note')).toHaveValue('Poznámka rozepsaná');
    act(() => sessionStore.getState().setLocale('cs-CZ'));
  });
});

describe('who may edit', () => {
  it('a vendor may not edit an approved item: the unavailable text and the way back', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail(
        {
          itemState: itemState('approved'),
          editable: false,
        },
        'approved',
      ),
    );
    await renderEdit(FLAT);
    expect(await screen.findByText('Aktivitu nelze upravit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na kampaň' })).toHaveAttribute('href', '/campaigns/501');
    expect(screen.getByRole('link', { name: 'Detail aktivity' })).toHaveAttribute(
      'href',
      '/campaigns/501/items/77/detail',
    );
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).toBeNull();
  });

  it('an agency may not edit in a campaign sent for checking', async () => {
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(
        itemDetail(
          { itemState: { ...itemDetail().item.itemState, id: 2, identifier: 'sas-check' } },
          'sas-check',
        ),
      );
    await renderEdit(FLAT, USERS.agency);
    expect(await screen.findByText('Aktivitu nelze upravit')).toBeInTheDocument();
  });

  it('a 404 of the item shows not found', async () => {
    jest
      .mocked(getCampaignItem)
      .mockRejectedValue(new ApiError(404, { code: 'not_found', message: 'Nenalezeno', requestId: 'r' }));
    await renderEdit(FLAT);
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
    expect(getProduct).not.toHaveBeenCalled();
  });

  it('a product that can no longer be ordered: the item cannot be edited', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest
      .mocked(getProduct)
      .mockRejectedValue(new ApiError(404, { code: 'not_found', message: 'Nenalezeno', requestId: 'r' }));
    await renderWithPortal(
      [{ path: '/campaigns/:campaignId/items/:campaignItemId/edit', element: <ActivityEditPage /> }],
      '/campaigns/501/items/77/edit',
      USERS.vendor,
    );
    expect(await screen.findByText('Produkt aktivity nelze objednat')).toBeInTheDocument();
  });
});
