import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act } from 'react';
import { filterVendors, type VendorList, type VendorListRow } from '@portal/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { retailerOnly } from './retailer-only';
import VendorListPage from './vendor-list-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
});

const mockedFilter = jest.mocked(filterVendors);

const row = (id: number, overrides: Partial<VendorListRow> = {}): VendorListRow => ({
  id,
  name: `Dodavatel ${id}`,
  active: true,
  usersCount: 2,
  activeCampaignsCount: 1,
  spendThisYear: 1000,
  ...overrides,
});

const LIST: VendorList = {
  items: [
    row(2, { name: 'Acme Foods', usersCount: 3, activeCampaignsCount: 12, spendThisYear: 1234567.5 }),
    row(4, { name: 'Bella Cosmetics s.r.o.', active: false, spendThisYear: 0 }),
  ],
  totalCount: 25,
  year: 2026,
};

let user = setupUser();
const Guarded = retailerOnly(VendorListPage);
const renderAs = (who: Parameters<typeof renderWithPortal>[2], path = '/vendors') =>
  renderWithPortal([{ path: '/vendors', element: <Guarded /> }], path, who);
const lastQuery = () => mockedFilter.mock.calls.at(-1)![0];
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  jest.clearAllMocks();
  mockedFilter.mockResolvedValue(LIST);
});

describe('vendor list (spec 000 §2 vendorList)', () => {
  it('shows each vendor with its users, active campaigns and spend this year in CZK', async () => {
    await renderAs(USERS.retailer);
    expect(await screen.findByText('Acme Foods')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dodavatelé' })).toBeInTheDocument();
    expect(screen.getByTestId('vendors-total')).toHaveTextContent('Nalezeno 25 dodavatelů');
    expect(lastQuery()).toEqual({ firstResult: 0, maxResults: 10, search: '' });
    expect(screen.getByRole('columnheader', { name: 'Útrata v roce 2026' })).toBeInTheDocument();
    const acme = within(rowOf('Acme Foods'));
    expect(acme.getByText('3')).toBeInTheDocument();
    expect(acme.getByText('12')).toBeInTheDocument();
    // No fraction digits.
    expect(acme.getByText(/^1\s234\s568\sKč$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Foods' })).toHaveAttribute('href', '/vendors/2');
    expect(within(rowOf('Bella Cosmetics s.r.o.')).getByText('Neaktivní')).toBeInTheDocument();
  });

  it('searches on the server once the typing has settled, and keeps the search in the address', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const router = await renderAs(USERS.retailer);
      await screen.findByText('Acme Foods');
      await user.type(screen.getByRole('textbox', { name: 'Hledat' }), 'zlutoucky');
      expect(lastQuery().search).toBe('');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      await waitFor(() =>
        expect(lastQuery()).toEqual({ firstResult: 0, maxResults: 10, search: 'zlutoucky' }),
      );
      expect(router.state.location.search).toContain('zlutoucky');
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages on the server with the page sizes of the portal', async () => {
    await renderAs(USERS.retailer);
    await screen.findByText('Acme Foods');
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(lastQuery()).toEqual({ firstResult: 10, maxResults: 10, search: '' }));
    await user.click(screen.getByRole('combobox', { name: 'Počet záznamů na stránku' }));
    await user.click(await screen.findByTitle('50'));
    await waitFor(() => expect(lastQuery()).toEqual({ firstResult: 0, maxResults: 50, search: '' }));
  });

  it('says when nothing matches', async () => {
    mockedFilter.mockResolvedValue({ items: [], totalCount: 0, year: 2026 });
    await renderAs(
      USERS.retailer,
      `/vendors?filters=${encodeURIComponent(JSON.stringify({ search: 'xyz' }))}`,
    );
    expect(await screen.findByText('Hledání neodpovídá žádný dodavatel.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
  });

  it.each([
    ['a vendor', USERS.vendor],
    ['an agency user', USERS.agency],
    ['a sales person', USERS.salesPerson],
  ])('sends %s to the campaign list without asking the server', async (_who, who) => {
    const router = await renderAs(who);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(mockedFilter).not.toHaveBeenCalled();
  });
});
