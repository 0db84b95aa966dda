import {
  addCampaignItem,
  ApiError,
  checkAvailability,
  createCampaign,
  getCampaignItem,
  getCampaignItemsTargetUrlSettings,
  getCampaignOptions,
  getCompanies,
  getCompanyContacts,
  getProduct,
  getUsersByRole,
  findTargetProductBySku,
  findTargetProductByUrl,
  getVariableValueAvailability,
  searchLandingPages,
  searchTargetProducts,
  sessionStore,
  type CampaignOption,
  type ItemOrderResponse,
  type Product,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { setPrefill } from '../availability/prefill-store';
import type * as TestApi from '../common/test-api';
import { product } from '../common/test-data';
import { campaignItem, campaignState, itemState } from '../common/test-item';
import { answerOrderForm } from '../common/test-order-form';
import AddToCampaignPage, { FORM_DEBOUNCE_MS } from './add-to-campaign-page';

jest.mock('../common/today', () => ({ todayIso: () => '2026-11-22' }));
jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(
    ...api.ORDER_FORM_CALLS,
    'getCampaignOptions',
    'createCampaign',
    'addCampaignItem',
    'getCompanies',
    'getCompanyContacts',
    'getUsersByRole',
    'findTargetProductByUrl',
    'findTargetProductBySku',
    'getProductAvailability',
    'getCampaignItem',
  );
});

const FLAT = product({ id: 11, price: 45000, rateType: 'FLAT_RATE' });
const CPM = product({
  id: 12,
  title: 'Banner v kategorii',
  titleOrName: 'Banner v kategorii',
  rateType: 'CPM',
  price: 180,
  minAmount: 20000,
});
const NATIVE = product({
  id: 13,
  title: 'Sponzorovaný produkt',
  titleOrName: 'Sponzorovaný produkt',
  rateType: 'CPC',
  price: 6,
  minAmount: 0,
  nativeFormat: true,
  nativeType: 'topInCategory',
  auction: true,
});

const campaignOption = (id: number, name: string): CampaignOption => ({
  id,
  name,
  company: { id: 2, name: 'Acme Foods' },
  campaignState: campaignState('in-process'),
  itemAdditionAllowed: true,
});

const answer = (campaignId: number, campaignName: string, item: Partial<ItemOrderResponse['item']> = {}) =>
  ({
    item: {
      id: 9001,
      campaignId,
      product: { id: 11, name: 'HP_LEADERBOARD', rateType: 'FLAT_RATE', nativeFormat: false },
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      orderedAmount: null,
      unitPrice: 45000,
      price: 45000,
      variableValues: [],
      note: null,
      targetURL: null,
      targetProduct: null,
      targetLandingPage: null,
      targetKeywords: [],
      ...item,
    },
    campaign: { id: campaignId, name: campaignName, campaignItemsCount: 1, totalPrice: 45000 },
  }) satisfies ItemOrderResponse;

async function renderOrder(
  productData: Product,
  path = `/tools/${productData.id}`,
  user: object = USERS.vendor,
) {
  jest.mocked(getProduct).mockResolvedValue(productData);
  const router = await renderWithPortal(
    [
      { path: '/tools/:selectedProductId', element: <AddToCampaignPage /> },
      { path: '/campaigns/:campaignId/tools/:selectedProductId', element: <AddToCampaignPage /> },
    ],
    path,
    user,
  );
  await screen.findByRole('heading', { level: 1, name: productData.titleOrName });
  return router;
}

let user = setupUser();

/** Opens a (lazily loaded) date picker and returns its calendar (rendered beside the field). */
async function openPicker(id: string): Promise<HTMLElement> {
  const field = () => document.getElementById(id)!;
  if (!field().closest('.ant-picker')) {
    // The stand-in of the lazily loaded picker: the first use loads the real one.
    await user.click(field());
    await waitFor(() => expect(field().closest('.ant-picker')).not.toBeNull());
  }
  let popup: HTMLElement | null = null;
  const findOpen = () =>
    field()
      .closest('.ant-picker')!
      .parentElement!.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  if (!findOpen()) await user.click(field());
  await waitFor(() => {
    popup = findOpen();
    expect(popup).toBeTruthy();
  });
  return popup!;
}

/** Types a text at once (one input event): the form re-renders once, not per character. */
async function fill(element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

const cell = (popup: HTMLElement, iso: string) => popup.querySelector<HTMLElement>(`td[title="${iso}"]`)!;
const isDisabled = (element: HTMLElement) => element.className.includes('ant-picker-cell-disabled');

async function pickDate(id: string, iso: string) {
  const popup = await openPicker(id);
  await user.click(cell(popup, iso));
  await waitFor(() =>
    expect(document.getElementById(id)).toHaveValue(`${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`),
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Přidat do kampaně' });
const total = () => screen.getByTestId('order-total');

beforeEach(() => {
  user = setupUser();
  sessionStorage.clear();
  jest.clearAllMocks();
  jest.mocked(getCampaignOptions).mockResolvedValue([]);
  jest.mocked(getUsersByRole).mockResolvedValue([]);
  answerOrderForm();
});

describe('order form dates (document 2 §5 "Add-tool-to-campaign form")', () => {
  it('flat rate: starts from today; the end is set to start + 6 days, adjustable in whole weeks', async () => {
    await renderOrder(FLAT);
    const start = await openPicker('order-start-date');
    expect(isDisabled(cell(start, '2026-11-16'))).toBe(true); // a past Monday
    expect(isDisabled(cell(start, '2026-11-24'))).toBe(false); // a Tuesday: allowed, then refused with the message
    expect(isDisabled(cell(start, '2026-11-23'))).toBe(false);
    expect(isDisabled(cell(start, '2026-11-30'))).toBe(false);
    await user.click(cell(start, '2026-11-23'));
    await waitFor(() => expect(document.getElementById('order-end-date')).toHaveValue('29.11.2026'));
    await waitFor(() => expect(total()).toHaveTextContent(/^45\s000\sKč$/));

    const end = await openPicker('order-end-date');
    expect(isDisabled(cell(end, '2026-12-05'))).toBe(true);
    expect(isDisabled(cell(end, '2026-12-06'))).toBe(false);
    await user.click(cell(end, '2026-12-06'));
    await waitFor(() => expect(total()).toHaveTextContent(/^90\s000\sKč$/));
  });

  it('flat rate: a start on another day than Monday shows the spec message and blocks the order', async () => {
    await renderOrder(FLAT);
    await fill(screen.getByLabelText(/Název kampaně/), 'Vánoce');
    const start = await openPicker('order-start-date');
    await user.click(cell(start, '2026-11-24'));
    expect(await screen.findByText('Začátek musí být v pondělí.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(document.getElementById('order-start-date')).toHaveFocus());
    expect(screen.getByText('Zkontrolujte prosím zadané údaje.')).toBeInTheDocument();
    expect(createCampaign).not.toHaveBeenCalled();
  });

  it('flat rate with availability check: weeks taken for the chosen value cannot be picked', async () => {
    jest.mocked(getVariableValueAvailability).mockResolvedValue({
      variableValueId: 31,
      takenWeeks: ['2026-11-30'],
    });
    await renderOrder(
      product({
        ...FLAT,
        checkAvails: true,
        hasAvailabilities: true,
        variableValues: [{ id: 31, name: 'Pozice', value: 'Pozice 1', active: true }],
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Pozice' }));
    await user.click(await screen.findByTitle('Pozice 1'));
    await waitFor(() => expect(getVariableValueAvailability).toHaveBeenCalledWith(11, 31, { weeks: 104 }));
    const start = await openPicker('order-start-date');
    await waitFor(() => expect(isDisabled(cell(start, '2026-11-30'))).toBe(true));
    expect(isDisabled(cell(start, '2026-11-23'))).toBe(false);
    await user.click(cell(start, '2026-11-23'));
    const end = await openPicker('order-end-date');
    // Two weeks would cover the taken one.
    expect(isDisabled(cell(end, '2026-11-29'))).toBe(false);
    expect(isDisabled(cell(end, '2026-12-06'))).toBe(true);
  });

  it('other rates: no start before the earliest date; an end before a new start is cleared', async () => {
    await renderOrder(CPM);
    const start = await openPicker('order-start-date');
    // Category minDaysBeforeStartDate 7 from 22.11.2026.
    expect(isDisabled(cell(start, '2026-11-28'))).toBe(true);
    expect(isDisabled(cell(start, '2026-11-29'))).toBe(false);
    expect(isDisabled(cell(start, '2026-12-01'))).toBe(false);
    await user.click(cell(start, '2026-12-01'));
    await waitFor(() => expect(document.getElementById('order-start-date')).toHaveValue('01.12.2026'));
    await pickDate('order-end-date', '2026-12-03');
    await pickDate('order-start-date', '2026-12-05');
    await waitFor(() => expect(document.getElementById('order-end-date')).toHaveValue(''));
  });
});

describe('order form amounts and price preview', () => {
  it('shows the limit message with the number above 2,000,000,000 and previews CPM totals', async () => {
    await renderOrder(CPM);
    await pickDate('order-start-date', '2026-12-01');
    await pickDate('order-end-date', '2026-12-31');
    const amount = screen.getByLabelText(/Počet zobrazení/);
    await fill(amount, '2000000001');
    expect(
      await screen.findByText('Hodnota překračuje maximální povolený limit, nesmí přesáhnout 2 000 000 000.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await fill(amount, '100000');
    await waitFor(() => expect(total()).toHaveTextContent(/^18\s000\sKč$/));
    // Below the minimum order of a non-retailer.
    expect(screen.getByText('Celková cena musí být alespoň 20 000 Kč.')).toBeInTheDocument();
    await fill(screen.getByLabelText(/Název kampaně/), 'Zimní kampaň');
    await user.click(submitButton());
    expect(await screen.findByText('Zkontrolujte prosím zadané údaje.')).toBeInTheDocument();
    expect(createCampaign).not.toHaveBeenCalled();
    await user.clear(amount);
    await fill(amount, '200000');
    await waitFor(() => expect(total()).toHaveTextContent(/^36\s000\sKč$/));
    await waitFor(() =>
      expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument(),
    );
  });

  it('custom price: a retailer or an auction product, at least the product price', async () => {
    await renderOrder(CPM);
    expect(screen.queryByLabelText(/Vlastní cena/)).not.toBeInTheDocument();
    cleanup();

    jest.mocked(getCampaignOptions).mockResolvedValue([campaignOption(5, 'Zimní kampaň')]);
    await renderOrder(CPM, '/campaigns/5/tools/12', USERS.retailer);
    const price = screen.getByLabelText(/Vlastní cena/);
    await fill(price, '150');
    expect(await screen.findByText('Vlastní cena musí být alespoň 180 Kč.')).toBeInTheDocument();
    await user.clear(price);
    await fill(price, '200');
    await waitFor(() => expect(screen.queryByText(/Vlastní cena musí být alespoň/)).not.toBeInTheDocument());
  });

  it('custom URL: the messages for not valid and not allowed domain', async () => {
    await renderOrder(FLAT);
    const url = screen.getByLabelText('Cílová URL');
    await fill(url, 'odkaz');
    expect(await screen.findByText('URL není platná.')).toBeInTheDocument();
    await user.clear(url);
    await fill(url, 'https://www.jiny-obchod.cz/akce');
    expect(
      await screen.findByText('URL není v povolené doméně, musí začínat https://www.portal-retail.cz.'),
    ).toBeInTheDocument();
    await user.clear(url);
    await fill(url, 'https://www.portal-retail.cz/akce');
    await waitFor(() => expect(screen.queryByText(/Doména není povolená/)).not.toBeInTheDocument());
  });

  it('hides the target section when the setting is off', async () => {
    jest.mocked(getCampaignItemsTargetUrlSettings).mockResolvedValue({ enabled: false });
    await renderOrder(FLAT);
    await waitFor(() => expect(getCampaignItemsTargetUrlSettings).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Cíl reklamy' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cílová URL')).not.toBeInTheDocument();
  });

  it('keywords of a top-in-search product: at least one', async () => {
    await renderOrder(
      product({
        ...NATIVE,
        id: 14,
        title: 'Vyhledávání',
        titleOrName: 'Vyhledávání',
        searchTool: true,
        nativeType: 'topInSearch',
      }),
    );
    await fill(screen.getByRole('textbox', { name: 'Klíčové slovo 1' }), 'a');
    await user.clear(screen.getByRole('textbox', { name: 'Klíčové slovo 1' }));
    expect(await screen.findByText('Klíčová slova jsou prázdná: zadejte alespoň jedno.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Přidat klíčové slovo/ }));
    await fill(screen.getByRole('textbox', { name: 'Klíčové slovo 2' }), 'čokoláda');
    await user.click(screen.getAllByRole('checkbox', { name: 'Přesná shoda' })[1]!);
    await waitFor(() =>
      expect(
        screen.queryByText('Klíčová slova jsou prázdná: zadejte alespoň jedno.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Odebrat klíčové slovo 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Klíčové slovo/ })).toHaveLength(1);
  });
});

describe('target tabs (custom URL, shop product, landing page)', () => {
  const MILKA = {
    id: 701,
    targetId: 1,
    externalIdentifier: 'SKU-123',
    name: 'Čokoláda Milka 100 g',
    nameWithSku: 'Čokoláda Milka 100 g (SKU-123)',
    url: 'https://www.portal-retail.cz/p/milka',
    brand: null,
    category: null,
  };

  async function readyFlatOrder() {
    jest.mocked(createCampaign).mockResolvedValue({ id: 501 });
    jest.mocked(addCampaignItem).mockResolvedValue(answer(501, 'Vánoce'));
    await renderOrder(FLAT);
    await pickDate('order-start-date', '2026-11-23');
    await fill(screen.getByLabelText(/Název kampaně/), 'Vánoce');
  }

  it('searches the shop products of the advertiser, finds one by a pasted SKU, and sends its id', async () => {
    jest.mocked(searchTargetProducts).mockImplementation(async ({ name }) => (name ? [MILKA] : []));
    jest
      .mocked(findTargetProductBySku)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ ...MILKA, id: 702 });
    await readyFlatOrder();
    await user.click(screen.getByRole('tab', { name: 'Produkt e-shopu' }));
    await user.click(screen.getByRole('combobox', { name: 'Propagovaný produkt' }));
    await user.paste('milka');
    await waitFor(() =>
      expect(searchTargetProducts).toHaveBeenLastCalledWith({
        targetId: 1,
        name: 'milka',
        advertiserCompanyId: 2,
        advertiserCompanyContactId: null,
      }),
    );
    await user.click(await screen.findByTitle('Čokoláda Milka 100 g (SKU-123)'));

    const lookup = screen.getByRole('searchbox', { name: 'Nebo vložte URL či SKU produktu' });
    await fill(lookup, 'SKU-999');
    await user.click(screen.getByRole('button', { name: /Najít/ }));
    expect(await screen.findByText('Produkt s touto adresou ani SKU v e-shopu není.')).toBeInTheDocument();
    expect(findTargetProductBySku).toHaveBeenCalledWith(1, 'SKU-999');
    await fill(lookup, 'SKU-123');
    await user.click(screen.getByRole('button', { name: /Najít/ }));
    await waitFor(() => expect(findTargetProductBySku).toHaveBeenLastCalledWith(1, 'SKU-123'));
    expect(findTargetProductByUrl).not.toHaveBeenCalled();

    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() =>
      expect(addCampaignItem).toHaveBeenCalledWith(
        501,
        expect.objectContaining({ targetURL: null, targetProductId: 702, targetLandingPageId: null }),
      ),
    );
  });

  it('sends the chosen landing page', async () => {
    jest.mocked(searchLandingPages).mockResolvedValue([
      {
        id: 81,
        name: 'Vánoční svět Acme',
        url: 'https://www.portal-retail.cz/znacky/acme',
        company: { id: 2, name: 'Acme Foods' },
      },
    ]);
    await readyFlatOrder();
    await user.click(screen.getByRole('tab', { name: 'Landing page' }));
    await user.click(screen.getByRole('combobox', { name: 'Landing page' }));
    await user.click(
      await screen.findByTitle('Vánoční svět Acme (https://www.portal-retail.cz/znacky/acme)'),
    );
    expect(searchLandingPages).toHaveBeenCalledWith({ targetId: 1, companyId: 2, search: '' });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() =>
      expect(addCampaignItem).toHaveBeenCalledWith(
        501,
        expect.objectContaining({ targetURL: null, targetProductId: null, targetLandingPageId: 81 }),
      ),
    );
  });
});

describe('the add button', () => {
  it('a fresh form shows no errors; a send shows what is missing at the fields and moves to the first', async () => {
    await renderOrder(CPM);
    // The rules are checked after the debounce: still nothing to see then.
    await act(() => new Promise((resolve) => setTimeout(resolve, FORM_DEBOUNCE_MS + 50)));
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
    // (Within the form: the toasts of earlier tests are alerts too.)
    expect(within(screen.getByRole('form')).queryAllByRole('alert')).toHaveLength(0);
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    expect(await screen.findByText('Zkontrolujte prosím zadané údaje.')).toBeInTheDocument();
    const errorOf = (id: string) => document.getElementById(`${id}-error`);
    expect(errorOf('order-campaign-name')).toHaveTextContent('Vyplňte název kampaně.');
    expect(errorOf('order-start-date')).toHaveTextContent('Datum začátku je povinné.');
    expect(errorOf('order-end-date')).toHaveTextContent('Datum konce je povinné.');
    expect(errorOf('order-amount')).toHaveTextContent('Zadejte objednané množství.');
    // Each message describes its control, which is marked invalid (for a screen reader).
    for (const [label, message] of [
      [/Název kampaně/, 'Vyplňte název kampaně.'],
      [/Začátek/, 'Datum začátku je povinné.'],
      [/Počet zobrazení/, 'Zadejte objednané množství.'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await waitFor(() => expect(screen.getByLabelText(/Název kampaně/)).toHaveFocus());
    expect(createCampaign).not.toHaveBeenCalled();

    await fill(screen.getByLabelText(/Název kampaně/), 'Zimní kampaň');
    expect(errorOf('order-campaign-name')).toBeNull();
    await pickDate('order-start-date', '2026-12-01');
    await pickDate('order-end-date', '2026-12-31');
    await fill(screen.getByLabelText(/Počet zobrazení/), '200000');
    await waitFor(() =>
      expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('form')).queryAllByRole('alert')).toHaveLength(0);
  });

  it('picking the start of a CPM item does not call its end missing yet', async () => {
    await renderOrder(CPM);
    await pickDate('order-start-date', '2026-12-01');
    await act(() => new Promise((resolve) => setTimeout(resolve, FORM_DEBOUNCE_MS + 50)));
    expect(document.getElementById('order-start-date-error')).toBeNull();
    expect(document.getElementById('order-end-date-error')).toBeNull();
  });

  it('counts the characters of the new campaign name against its limit of 200', async () => {
    await renderOrder(FLAT);
    const name = screen.getByLabelText(/Název kampaně/);
    expect(name).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(250));
    expect(name).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200 / 200')).toBeInTheDocument();
  });

  it('stays disabled while the server says the weeks are taken', async () => {
    jest.mocked(checkAvailability).mockResolvedValue({
      available: false,
      conflicts: [{ weekStart: '2026-11-23', weekEnd: '2026-11-29', variableValue: null }],
      message: 'Týden 23.11.2026 je už obsazený.',
    });
    await renderOrder(product({ ...FLAT, checkAvails: true, hasAvailabilities: true }));
    await fill(screen.getByLabelText(/Název kampaně/), 'Vánoce');
    await pickDate('order-start-date', '2026-11-23');
    expect(await screen.findByText('Týden 23.11.2026 je už obsazený.')).toBeInTheDocument();
    expect(checkAvailability).toHaveBeenLastCalledWith(
      {
        productId: 11,
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        orderedAmount: null,
        variableValueIdes: [],
      },
      expect.anything(),
    );
    expect(submitButton()).toBeDisabled();
  });

  it('an existing campaign of the vendor can be chosen instead of a new one', async () => {
    jest.mocked(getCampaignOptions).mockResolvedValue([campaignOption(7, 'Jarní kampaň')]);
    jest.mocked(addCampaignItem).mockResolvedValue(answer(7, 'Jarní kampaň'));
    await renderOrder(FLAT);
    await pickDate('order-start-date', '2026-11-23');
    await user.click(screen.getByRole('radio', { name: 'Existující kampaň' }));
    expect(getCampaignOptions).toHaveBeenCalledWith({ companyId: null, itemAdditionAllowed: true });
    await user.click(submitButton());
    await waitFor(() =>
      expect(document.getElementById('order-existing-campaign-error')).toHaveTextContent('Vyberte kampaň.'),
    );
    await user.click(screen.getByRole('combobox', { name: /^Kampaň/ }));
    await user.click(await screen.findByTitle('Jarní kampaň – Rozpracovaná'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() =>
      expect(addCampaignItem).toHaveBeenCalledWith(7, expect.objectContaining({ productId: 11 })),
    );
    expect(createCampaign).not.toHaveBeenCalled();
  });
});

describe('submitting (spec: added-product dialog and toast)', () => {
  async function fillFlatOrder() {
    await pickDate('order-start-date', '2026-11-23');
    await fill(screen.getByLabelText(/Název kampaně/), 'Vánoce 2026');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  }

  it('creates the campaign, adds the item, shows the dialog and the toast', async () => {
    jest.mocked(createCampaign).mockResolvedValue({ id: 501 });
    let finish: (value: ItemOrderResponse) => void = () => {};
    jest.mocked(addCampaignItem).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const router = await renderOrder(FLAT);
    await fillFlatOrder();
    await user.click(submitButton());
    await waitFor(() => expect(addCampaignItem).toHaveBeenCalled());
    // Disabled while submitting.
    expect(screen.getByRole('button', { name: /Přidat do kampaně/ })).toBeDisabled();
    expect(createCampaign).toHaveBeenCalledWith({
      name: 'Vánoce 2026',
      companyId: null,
      companyContactId: null,
      salesPersonId: null,
    });
    expect(addCampaignItem).toHaveBeenCalledWith(501, {
      productId: 11,
      note: null,
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      orderedAmount: null,
      variableValueIdes: [],
      customProductPrice: null,
      targetURL: null,
      targetProductId: null,
      targetLandingPageId: null,
      targetKeywords: null,
    });
    await act(async () => finish(answer(501, 'Vánoce 2026')));

    const dialog = await screen.findByRole('dialog', { name: 'Produkt byl přidán do kampaně' });
    expect(within(dialog).getByText('Vánoce 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Banner na hlavní stránce')).toBeInTheDocument();
    expect(within(dialog).getByText('Flat Rate')).toBeInTheDocument();
    expect(within(dialog).getByText(/45\s000\sKč za týden/)).toBeInTheDocument();
    expect(
      await screen.findByText('Produkt Banner na hlavní stránce byl přidán do kampaně Vánoce 2026.'),
    ).toBeInTheDocument();
    // The item is named by its product, not by its internal number.
    expect(screen.queryByText(/položka č\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/9001/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zpět na produkty' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Přejít na detail kampaně' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Přidat kreativu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/501/items/9001/creative'));
  });

  it('shows the server message, maps field errors onto fields, and does not create the campaign twice', async () => {
    jest.mocked(createCampaign).mockResolvedValue({ id: 501 });
    jest.mocked(addCampaignItem).mockRejectedValueOnce(
      new ApiError(409, {
        code: 'slot_taken',
        message: '',
        requestId: 'r1',
        fieldErrors: { startDate: ['Týden od 23.11.2026 je obsazený.'], variableValueIdes: ['Pozice 1.'] },
      }),
    );
    await renderOrder(FLAT);
    await fillFlatOrder();
    await user.click(submitButton());
    // No server message: the field errors joined by spaces.
    expect(await screen.findByText('Týden od 23.11.2026 je obsazený. Pozice 1.')).toBeInTheDocument();
    expect(screen.getAllByText('Týden od 23.11.2026 je obsazený.')).toHaveLength(1);
    expect(document.getElementById('order-start-date-error')).toHaveTextContent(
      'Týden od 23.11.2026 je obsazený.',
    );
    // The created campaign is now the chosen one.
    expect(screen.getByRole('radio', { name: 'Existující kampaň' })).toBeChecked();

    jest
      .mocked(addCampaignItem)
      .mockRejectedValueOnce(
        new ApiError(409, { code: 'slot_taken', message: 'Termín je obsazený.', requestId: 'r2' }),
      );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Termín je obsazený.')).toBeInTheDocument();
    expect(createCampaign).toHaveBeenCalledTimes(1);
    expect(addCampaignItem).toHaveBeenLastCalledWith(501, expect.anything());
  });

  it('retailer in a campaign, native product: only the campaign detail button; closing opens the detail', async () => {
    jest.mocked(getCampaignOptions).mockResolvedValue([campaignOption(5, 'Zimní kampaň')]);
    jest.mocked(addCampaignItem).mockResolvedValue(answer(5, 'Zimní kampaň', { unitPrice: 6 }));
    const router = await renderOrder(NATIVE, '/campaigns/5/tools/13', USERS.retailer);
    expect(await screen.findByText('Zimní kampaň')).toBeInTheDocument();
    await pickDate('order-start-date', '2026-12-01');
    await pickDate('order-end-date', '2026-12-07');
    await fill(screen.getByLabelText(/Počet prokliků/), '10');
    // A retailer has no minimum order.
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Produkt byl přidán do kampaně' });
    expect(within(dialog).queryByRole('button', { name: 'Přidat kreativu' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Zpět na produkty' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('CPC')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/5'));
  });

  it('disables "add creative", saying why, while the new item takes no creative (issue 31)', async () => {
    jest.mocked(createCampaign).mockResolvedValue({ id: 501 });
    jest.mocked(addCampaignItem).mockResolvedValue(answer(501, 'Vánoce 2026'));
    jest.mocked(getCampaignItem).mockResolvedValue({
      item: campaignItem({
        id: 9001,
        campaignId: 501,
        name: 'Banner na hlavní stránce',
        itemState: itemState('in-process'),
        creativeEditAllowed: false,
      }),
      campaign: {
        id: 501,
        name: 'Vánoce 2026',
        company: { id: 2, name: 'Acme Foods' },
        campaignState: campaignState('in-process'),
      },
    });
    const router = await renderOrder(FLAT);
    await fillFlatOrder();
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Produkt byl přidán do kampaně' });
    const addCreative = await within(dialog).findByRole('button', { name: 'Přidat kreativu' });
    await waitFor(() => expect(addCreative).toBeDisabled());
    expect(getCampaignItem).toHaveBeenCalledWith(9001);
    expect(addCreative).toHaveAccessibleDescription(
      'Kreativu k položce Banner na hlavní stránce teď nelze přidat: položka je ve stavu Rozpracovaná.',
    );
    await user.click(addCreative);
    expect(router.state.location.pathname).toBe('/tools/11');
  });

  it('an agency chooses the advertiser company first; "back to products" goes to /tools', async () => {
    jest.mocked(getCompanies).mockResolvedValue([{ id: 2, name: 'Acme Foods' }]);
    jest.mocked(getCompanyContacts).mockResolvedValue([
      {
        id: 6,
        name: 'Vojtěch Dodavatel',
        email: 'vendor@portal.test',
        salesPerson: { id: 3, name: 'Simona Obchodní' },
      },
    ]);
    jest.mocked(createCampaign).mockResolvedValue({ id: 502 });
    jest.mocked(addCampaignItem).mockResolvedValue(answer(502, 'Agenturní kampaň'));
    const router = await renderOrder(FLAT, '/tools/11', USERS.agency);
    expect(screen.getByLabelText(/Název kampaně/)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Kontakt společnosti' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Společnost/ }));
    await user.click(await screen.findByTitle('Acme Foods'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kontakt společnosti' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Kontakt společnosti' }));
    await user.click(await screen.findByTitle('Vojtěch Dodavatel (vendor@portal.test)'));
    expect(screen.getByRole('textbox', { name: 'Obchodník' })).toHaveValue('Simona Obchodní');
    await fill(screen.getByLabelText(/Název kampaně/), 'Agenturní kampaň');
    await pickDate('order-start-date', '2026-11-23');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() =>
      expect(createCampaign).toHaveBeenCalledWith({
        name: 'Agenturní kampaň',
        companyId: 2,
        companyContactId: 6,
        salesPersonId: 3,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Produkt byl přidán do kampaně' });
    await user.click(within(dialog).getByRole('button', { name: 'Zpět na produkty' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'));
  });
});

describe('prefill from the availability table', () => {
  it('fills the dates and the variable value', async () => {
    setPrefill({ productId: 11, startDate: '2026-11-30', endDate: '2026-12-06', variableValue: 32 });
    await renderOrder(
      product({
        ...FLAT,
        variableValues: [
          { id: 31, name: 'Pozice', value: 'Pozice 1', active: true },
          { id: 32, name: 'Pozice', value: 'Pozice 2', active: true },
        ],
      }),
    );
    await waitFor(() => expect(document.getElementById('order-start-date')).toHaveValue('30.11.2026'));
    expect(document.getElementById('order-end-date')).toHaveValue('06.12.2026');
    expect(screen.getByTitle('Pozice 2')).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent(/^45\s000\sKč$/));
  });

  it('ignores a prefill of another product', async () => {
    setPrefill({ productId: 99, startDate: '2026-11-30', endDate: '2026-12-06', variableValue: null });
    await renderOrder(FLAT);
    expect(document.getElementById('order-start-date')).toHaveValue('');
  });
});

describe('language switch (issue 31)', () => {
  it('reads the product again in the new language and keeps what was typed', async () => {
    await renderOrder(FLAT);
    await fill(screen.getByLabelText(/Název kampaně/), 'Vánoce 2026');
    jest
      .mocked(getProduct)
      .mockResolvedValue({ ...FLAT, title: 'Home page banner', titleOrName: 'Home page banner' });
    act(() => sessionStore.getState().setLocale('en-GB'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page banner' })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/Název kampaně/)).toHaveValue('Vánoce 2026');
    act(() => sessionStore.getState().setLocale('cs-CZ'));
  });
});

describe('product not found', () => {
  it('shows the not-found panel', async () => {
    jest
      .mocked(getProduct)
      .mockRejectedValue(new ApiError(404, { code: 'not_found', message: 'Nenalezeno', requestId: 'r' }));
    await renderWithPortal(
      [{ path: '/tools/:selectedProductId', element: <AddToCampaignPage /> }],
      '/tools/404',
      USERS.vendor,
    );
    expect(await screen.findByText('Produkt nebyl nalezen')).toBeInTheDocument();
  });
});
