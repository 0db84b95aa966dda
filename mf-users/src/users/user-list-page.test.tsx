import {
  ApiError,
  filterUsers,
  loginAsUser,
  sessionStore,
  type UserInfo,
  type UserList,
  type UserListRow,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from '@portal/shared-ui/form-components';
import type * as TestApi from '../common/test-api';
import UserListPage from './user-list-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
});

const mockedFilter = jest.mocked(filterUsers);

const row = (id: number, overrides: Partial<UserListRow> = {}): UserListRow => ({
  id,
  name: `Uživatel ${id}`,
  email: `user${id}@portal.test`,
  firstRole: 'vendor',
  roles: ['vendor'],
  company: { id: 2, name: 'Acme Foods' },
  active: true,
  storefrontActive: true,
  ...overrides,
});

const LIST: UserList = {
  items: [
    row(1, { name: 'Vojtěch Dodavatel', email: 'vendor@portal.test' }),
    row(2, { name: 'Igor Neaktivní', active: false }),
    row(3, { name: 'Ondřej Zavřený', storefrontActive: false, company: { id: 3, name: 'Bella' } }),
    row(4, {
      name: 'Adam Agenturní',
      firstRole: 'agency',
      roles: ['agency'],
      company: { id: 5, name: 'MediaMax' },
    }),
    row(5, {
      name: 'Radek Prodejce',
      firstRole: 'retailer',
      roles: ['retailer'],
      company: { id: 1, name: 'Portal Retail' },
    }),
  ],
  totalCount: 25,
  totalCapped: false,
};

let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/users') =>
  renderWithPortal([{ path: '/settings/users', element: <UserListPage /> }], path, who);
const lastQuery = () => mockedFilter.mock.calls.at(-1)![0];
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// Toasts stay a few seconds: none is left for the next test to find.
afterEach(() => act(() => notification.destroy()));

beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  jest.clearAllMocks();
  mockedFilter.mockResolvedValue(LIST);
});

describe('user list (spec 000 §2 "Users (settings)")', () => {
  it('shows name, e-mail, first role, company and the storefront flag, with the first page of 10', async () => {
    await renderAs(USERS.retailer);
    expect(await screen.findByText('Vojtěch Dodavatel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uživatelé' })).toBeInTheDocument();
    expect(screen.getByTestId('users-total')).toHaveTextContent('Nalezeno 25 uživatelů');
    expect(lastQuery()).toEqual({ firstResult: 0, maxResults: 10, search: '', userRole: null });
    const vendor = within(rowOf('Vojtěch Dodavatel'));
    expect(vendor.getByText('vendor@portal.test')).toBeInTheDocument();
    expect(vendor.getByText('Dodavatel')).toBeInTheDocument();
    expect(vendor.getByText('Acme Foods')).toBeInTheDocument();
    expect(vendor.getByText('Ano')).toBeInTheDocument();
    expect(within(rowOf('Ondřej Zavřený')).getByText('Ne')).toBeInTheDocument();
    expect(within(rowOf('Adam Agenturní')).getByText('Agentura')).toBeInTheDocument();
    expect(within(rowOf('Igor Neaktivní')).getByText('Deaktivovaný')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vojtěch Dodavatel' })).toHaveAttribute(
      'href',
      '/settings/users/1',
    );
  });

  it('offers log in as user only for an active buyer with an active storefront, saying why not', async () => {
    await renderAs(USERS.retailer);
    await screen.findByText('Vojtěch Dodavatel');
    const button = (name: string) => screen.getByRole('button', { name: `Přihlásit se jako ${name}` });
    expect(button('Vojtěch Dodavatel')).toBeEnabled();
    expect(button('Adam Agenturní')).toBeEnabled();
    expect(button('Igor Neaktivní')).toBeDisabled();
    expect(button('Ondřej Zavřený')).toBeDisabled();
    expect(button('Radek Prodejce')).toBeDisabled();

    await user.hover(button('Igor Neaktivní').parentElement!);
    expect(await screen.findByText('Uživatel není aktivní.')).toBeInTheDocument();
    await user.hover(button('Ondřej Zavřený').parentElement!);
    expect(await screen.findByText('Uživatel nemá aktivní storefront.')).toBeInTheDocument();
  });

  it('logs in as the user, signs the session in as them and opens the campaign list', async () => {
    const impersonated = {
      ...(sessionStore.getState().user ?? {}),
      userId: 1,
      userName: 'vendor@portal.test',
      name: 'Vojtěch Dodavatel',
      isVendor: true,
      isRetailer: false,
      userRoles: ['vendor'],
      originalTokenOfRetailer: 'origin',
      defaultPage: '/campaigns',
    } as UserInfo;
    jest.mocked(loginAsUser).mockResolvedValue({ token: null, user: impersonated });
    const router = await renderAs(USERS.retailer);
    await screen.findByText('Vojtěch Dodavatel');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se jako Vojtěch Dodavatel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(loginAsUser).toHaveBeenCalledWith({ id: 1 });
    expect(sessionStore.getState().user).toMatchObject({
      userName: 'vendor@portal.test',
      originalTokenOfRetailer: 'origin',
    });
  });

  it("shows the server's refusal of log in as", async () => {
    jest.mocked(loginAsUser).mockRejectedValue(
      new ApiError(409, {
        code: 'login_as_not_active',
        message: 'Cannot log in as - user is not active',
        requestId: 'r',
      }),
    );
    const router = await renderAs(USERS.administrator);
    await screen.findByText('Vojtěch Dodavatel');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se jako Vojtěch Dodavatel' }));
    expect(await screen.findByText('Cannot log in as - user is not active')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/users');
  });

  it('gives a sales person edit but neither log in as nor invite', async () => {
    await renderAs(USERS.salesPerson);
    await screen.findByText('Vojtěch Dodavatel');
    expect(screen.getByRole('button', { name: 'Upravit Vojtěch Dodavatel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Přihlásit se jako/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pozvat uživatele/ })).not.toBeInTheDocument();
  });

  it('searches after the typing settles (500 ms) and filters by role, kept in the address and per route', async () => {
    const router = await renderAs(USERS.retailer);
    await screen.findByText('Vojtěch Dodavatel');
    const calls = mockedFilter.mock.calls.length;
    await user.type(screen.getByRole('textbox', { name: 'Hledat' }), 'novak');
    expect(mockedFilter.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastQuery().search).toBe('novak'), { timeout: 2000 });

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Agentura'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ search: 'novak', userRole: 'agency', firstResult: 0 }),
    );
    expect(decodeURIComponent(router.state.location.search)).toContain('"role":"agency"');
    expect(JSON.parse(localStorage.getItem('portal.list:/settings/users')!).filters).toEqual({
      search: 'novak',
      role: 'agency',
    });
  });

  it('pages and remembers the page size per route', async () => {
    await renderAs(USERS.retailer);
    await screen.findByText('Vojtěch Dodavatel');
    const pager = screen.getByRole('navigation', { name: 'Stránkování' });
    await user.click(within(pager).getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ firstResult: 10, maxResults: 10 }));
    await user.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
    await user.click(await screen.findByTitle('20'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ firstResult: 0, maxResults: 20 }));
    expect(JSON.parse(localStorage.getItem('portal.list:/settings/users')!)).toMatchObject({ size: 20 });
  });

  it('restores the filters from the address', async () => {
    await renderAs(
      USERS.retailer,
      '/settings/users?page=2&size=50&filters=%7B%22search%22%3A%22acme%22%2C%22role%22%3A%22vendor%22%7D',
    );
    await screen.findByText('Vojtěch Dodavatel');
    expect(lastQuery()).toEqual({ firstResult: 50, maxResults: 50, search: 'acme', userRole: 'vendor' });
    expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveValue('acme');
  });

  it('says "more than" when a search matches more users than it counts', async () => {
    mockedFilter.mockResolvedValue({ ...LIST, totalCount: 10_000, totalCapped: true });
    await renderAs(USERS.retailer, '/settings/users?filters=%7B%22search%22%3A%22example%22%7D');
    expect(await screen.findByTestId('users-total')).toHaveTextContent(
      /^Nalezeno více než 10\s000 uživatelů$/,
    );
    expect(screen.getByRole('navigation', { name: 'Stránkování' })).toBeInTheDocument();
  });

  it('shows the empty table text', async () => {
    mockedFilter.mockResolvedValueOnce({ items: [], totalCount: 0, totalCapped: false });
    await renderAs(USERS.retailer);
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockedFilter.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
    );
    await renderAs(USERS.retailer);
    expect(await screen.findByText('Nastala neočekávaná chyba')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Vojtěch Dodavatel')).toBeInTheDocument();
  });
});
