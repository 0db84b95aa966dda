import {
  getActiveCategories,
  getProductAvailability,
  type ActiveProductCategory,
} from '@portal/shared-contracts';
import { renderWithPortal, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { category, product } from '../common/test-data';
import { minimumOrderUnits } from './rate-type';
import ProductListPage from './product-list-page';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getActiveCategories: jest.fn(),
  getProductAvailability: jest.fn(),
}));

const mockedCategories = getActiveCategories as jest.MockedFunction<typeof getActiveCategories>;
const mockedAvailability = getProductAvailability as jest.MockedFunction<typeof getProductAvailability>;

const LONG_TITLE = 'Sponzorovaný produkt – první pozice v kategorii a ve výpisu'; // 59 characters
const LONG_DESCRIPTION =
  'Váš produkt na prvních pozicích výpisu kategorie, označený jako sponzorovaný, s dopadem na prodej.';

const CATEGORIES = [
  category({
    products: [product({ id: 11, hasAvailabilities: true, checkAvails: true })],
  }),
  category({
    id: 2,
    title: 'Sponzorované produkty',
    shortDescription: null,
    description: 'Nativní formáty.',
    position: 1,
    products: [
      product({
        id: 21,
        title: LONG_TITLE,
        titleOrName: LONG_TITLE,
        description: LONG_DESCRIPTION,
        icon: 'star',
        rateType: 'CPC',
        price: 6,
        minAmount: 5000,
      }),
      product({
        id: 22,
        title: 'Doporučené produkty',
        titleOrName: 'Doporučené produkty',
        rateType: 'CPM',
        price: 120,
        minAmount: 10000,
        icon: 'unknown-icon',
        imageUrl: '/api/images/7?thumb=1',
      }),
    ],
  }),
];

describe('product list (spec: product list)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedCategories.mockReset();
    mockedCategories.mockResolvedValue(CATEGORIES);
    mockedAvailability.mockReset();
  });

  const renderList = (path = '/tools', user: object = USERS.vendor) =>
    renderWithPortal([{ path: '/tools', element: <ProductListPage /> }], path, user);

  it('groups the products by category, in order, with title and show-more text', async () => {
    await renderList();
    const sections = await screen.findAllByTestId('product-category');
    expect(sections.map((section) => within(section).getAllByRole('heading')[0]!.textContent)).toEqual([
      'Bannery',
      'Sponzorované produkty',
    ]);
    const first = sections[0]!;
    expect(within(first).getByText('Obrazová reklama.')).toBeInTheDocument();
    const more = within(first).getByRole('button', { name: 'Zobrazit více' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(first).getByText(/osloví zákazníky/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Zobrazit méně' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Only the full text: no toggle.
    expect(within(sections[1]!).getByText('Nativní formáty.')).toBeInTheDocument();
    expect(within(sections[1]!).queryByRole('button', { name: 'Zobrazit více' })).not.toBeInTheDocument();
  });

  it('cuts the card title at 50 characters and the description at 72, keeping the full text in the title', async () => {
    await renderList();
    const card = (await screen.findByRole('article', { name: /^Sponzorovaný produkt/ })) as HTMLElement;
    const heading = within(card).getByRole('heading');
    expect(heading.textContent).toBe(`${LONG_TITLE.slice(0, 50).trimEnd()}…`);
    expect(heading).toHaveAttribute('title', LONG_TITLE);
    const description = within(card).getByText(/^Váš produkt/);
    expect(description.textContent).toBe(`${LONG_DESCRIPTION.slice(0, 72).trimEnd()}…`);
    expect(description).toHaveAttribute('title', LONG_DESCRIPTION);
    // A short title is whole and has no title attribute.
    const short = screen.getByRole('heading', { name: 'Doporučené produkty' });
    expect(short).not.toHaveAttribute('title');
  });

  it('shows rate type and price in CZK, and the minimum order of CPM and CPC products', async () => {
    await renderList();
    const flat = (await screen.findByRole('article', { name: 'Banner na hlavní stránce' })) as HTMLElement;
    expect(within(flat).getByText('Flat Rate')).toBeInTheDocument();
    expect(within(flat).getByTestId('product-price')).toHaveTextContent(/^45\s000\sKč$/);
    expect(within(flat).getByText('za týden')).toBeInTheDocument();
    expect(within(flat).queryByText(/Minimální objednávka/)).not.toBeInTheDocument();

    const cpc = screen.getByRole('article', { name: /^Sponzorovaný produkt/ });
    expect(within(cpc).getByText('za proklik')).toBeInTheDocument();
    // 5000 Kč at 6 Kč per click: 834 clicks.
    expect(within(cpc).getByText(/Minimální objednávka: 834 prokliků/)).toBeInTheDocument();

    const cpm = screen.getByRole('article', { name: 'Doporučené produkty' });
    expect(within(cpm).getByText('za 1000 zobrazení')).toBeInTheDocument();
    // 10 000 Kč at 120 Kč per 1000: 83 334 impressions.
    expect(within(cpm).getByText(/Minimální objednávka: 83\s334 zobrazení/)).toBeInTheDocument();
  });

  it('maps the preset icon names and falls back for unknown ones', async () => {
    await renderList();
    const cpm = (await screen.findByRole('article', { name: 'Doporučené produkty' })) as HTMLElement;
    expect(cpm.querySelector('[data-icon="unknown-icon"] .anticon-appstore')).not.toBeNull();
    const flat = screen.getByRole('article', { name: 'Banner na hlavní stránce' });
    expect(flat.querySelector('[data-icon="banner"] .anticon-picture')).not.toBeNull();
  });

  it("shows the card's picture from the image library where the product has one", async () => {
    await renderList();
    const cpm = await screen.findByRole('article', { name: 'Doporučené produkty' });
    expect(within(cpm).getByTestId('product-image')).toHaveAttribute('src', '/api/images/7?thumb=1');
    expect(
      within(screen.getByRole('article', { name: 'Banner na hlavní stránce' })).queryByTestId(
        'product-image',
      ),
    ).toBeNull();
  });

  it('offers the availability button only for products with availabilities, and selects a product', async () => {
    const router = await renderList();
    await screen.findAllByTestId('product-category');
    expect(screen.getAllByRole('button', { name: /^Dostupnost produktu/ })).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Dostupnost produktu Banner na hlavní stránce' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vybrat produkt Doporučené produkty' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/22'));
  });

  it('opens the availability modal from the address and from the button', async () => {
    mockedAvailability.mockResolvedValue({ productId: 11, variableValues: [], weeks: [] });
    const router = await renderList();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dostupnost produktu Banner na hlavní stránce' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Dostupnost: Banner na hlavní stránce' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?availability=11');
    await waitFor(() =>
      expect(mockedAvailability).toHaveBeenCalledWith(11, expect.objectContaining({ weeks: 12 })),
    );
  });

  it('shows the loading state, then the empty state', async () => {
    let resolve: (value: ActiveProductCategory[]) => void = () => {};
    mockedCategories.mockReturnValue(new Promise((done) => (resolve = done)));
    await renderList();
    expect(screen.getByText('Načítání…')).toBeInTheDocument();
    resolve([]);
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
  });

  it('says when the products cannot be loaded', async () => {
    mockedCategories.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderList();
    expect(await screen.findByText('Produkty se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Nastala neočekávaná chyba')).toBeInTheDocument();
  });
});

describe('minimum order units', () => {
  it('rounds up to whole impressions and clicks', () => {
    expect(minimumOrderUnits({ rateType: 'CPM', price: 180, minAmount: 20000 })).toBe(111112);
    expect(minimumOrderUnits({ rateType: 'CPC', price: 6.5, minAmount: 5000 })).toBe(770);
    expect(minimumOrderUnits({ rateType: 'CPC', price: 5, minAmount: 5000 })).toBe(1000);
    expect(minimumOrderUnits({ rateType: 'FLAT_RATE', price: 5, minAmount: 5000 })).toBeNull();
    expect(minimumOrderUnits({ rateType: 'CPM', price: 5, minAmount: 0 })).toBeNull();
  });
});
