import { ApiError, listProductSettings, sessionStore, type UserInfo } from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { LEADERBOARD_ROW, PRODUCT_SETTINGS_ROUTES, SEARCH_ROW } from './product-settings-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts('listProductSettings', 'getProductSettings', 'getCategories');
});

const mockedList = jest.mocked(listProductSettings);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/tools') =>
  renderWithPortal(PRODUCT_SETTINGS_ROUTES, path, who);
const table = () => within(screen.getByRole('table', { name: 'Nastavení produktů' }));
const rowOf = (name: string) => within(table().getByRole('link', { name }).closest('tr')!);
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedList.mockResolvedValue([LEADERBOARD_ROW, SEARCH_ROW]);
});

describe('product settings routes (spec 000 §2 route table)', () => {
  it.each([
    ['a retailer', USERS.retailer, '/settings/tools'],
    ['a vendor', USERS.vendor, '/settings/tools/3'],
  ])('shows %s the forbidden page without asking for products', async (_who, who, path) => {
    await renderAs(who, path);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedList).not.toHaveBeenCalled();
  });
});

describe('product settings list (spec 000 §2 "Product settings")', () => {
  it('shows every product with its SAS name, title, category, rate type, price and state', async () => {
    await renderAs(USERS.administrator);
    expect(await screen.findByRole('link', { name: 'HP_LEADERBOARD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nastavení produktů' })).toBeInTheDocument();
    const leaderboard = rowOf('HP_LEADERBOARD');
    expect(leaderboard.getByText('Leaderboard na titulní straně')).toBeInTheDocument();
    expect(leaderboard.getByText('Bannery')).toBeInTheDocument();
    expect(leaderboard.getByText('Flat Rate')).toBeInTheDocument();
    // CZK without decimals (the shared formatter; the test runs in cs-CZ).
    expect(
      leaderboard.getByText((_text, element) => nbsp(element?.textContent ?? null) === '45 001 Kč'),
    ).toBeInTheDocument();
    expect(leaderboard.getByText('Aktivní')).toBeInTheDocument();
    const search = rowOf('SEARCH_TOP');
    expect(search.getByText('Nevyplněno')).toBeInTheDocument();
    expect(search.getByText('CPC')).toBeInTheDocument();
    expect(search.getByText('Neaktivní')).toBeInTheDocument();
    // Read-only: no create, no delete.
    expect(screen.queryByRole('button', { name: /Smazat|Nový/ })).not.toBeInTheDocument();
  });

  it("reads the list again in the user's language after a language switch", async () => {
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Leaderboard na titulní straně')).toBeInTheDocument();
    // The API answers titles and categories in the caller's language (Accept-Language).
    mockedList.mockResolvedValue([
      { ...LEADERBOARD_ROW, title: 'Homepage leaderboard', category: { id: 1, title: 'Banners' } },
      SEARCH_ROW,
    ]);
    act(() => sessionStore.getState().setLocale('en-GB'));
    try {
      await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(2));
      const leaderboard = rowOf('HP_LEADERBOARD');
      expect(await leaderboard.findByText('Homepage leaderboard')).toBeInTheDocument();
      expect(leaderboard.getByText('Banners')).toBeInTheDocument();
    } finally {
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    }
  });

  it('opens the detail from the name link and from the edit button', async () => {
    const router = await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'HP_LEADERBOARD' });
    expect(screen.getByRole('link', { name: 'SEARCH_TOP' })).toHaveAttribute('href', '/settings/tools/4');
    await user.click(screen.getByRole('button', { name: 'Upravit HP_LEADERBOARD' }));
    expect(router.state.location.pathname).toBe('/settings/tools/3');
  });

  it('says when there are no products', async () => {
    mockedList.mockResolvedValue([]);
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Zatím tu nejsou žádné produkty.')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    mockedList.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Produkty se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'HP_LEADERBOARD' })).toBeInTheDocument();
  });
});
