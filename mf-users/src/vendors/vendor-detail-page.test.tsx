import {
  ApiError,
  getVendor,
  loginAsUser,
  sessionStore,
  type UserInfo,
  type VendorDetail,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from '@portal/shared-ui/form-components';
import type * as TestApi from '../common/test-api';
import { retailerOnly } from './retailer-only';
import VendorDetailPage from './vendor-detail-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
});

const ACME: VendorDetail = {
  id: 2,
  name: 'Acme Foods',
  active: true,
  registrationNumber: '45274649',
  usersCount: 3,
  activeCampaignsCount: 4,
  spendThisYear: 98765.4,
  users: [
    {
      id: 9,
      name: 'Igor Neaktivní',
      email: 'inactive@portal.test',
      roles: ['vendor'],
      active: false,
      storefrontActive: true,
      allowedBrands: [],
    },
    {
      id: 7,
      name: 'Markéta Horáková',
      email: 'marketing@portal.test',
      roles: ['vendor'],
      active: true,
      storefrontActive: true,
      allowedBrands: [
        { id: 40, name: 'Acme' },
        { id: 41, name: 'Acme Bio' },
      ],
    },
  ],
  contacts: [
    {
      id: 7,
      name: 'Markéta Horáková',
      email: 'marketing@portal.test',
      phone: '+420 603 555 666',
      salesPerson: { id: 3, name: 'Simona Obchodní' },
    },
  ],
  brands: [{ id: 40, name: 'Acme', itemsCount: 5 }],
  agencies: [{ id: 5, name: 'MediaMax Agency s.r.o.', people: [{ id: 11, name: 'Adam Agenturní' }] }],
  campaigns: [
    {
      id: 31,
      name: 'Vánoce 2026',
      state: { id: 8, identifier: 'online', name: 'Běží' },
      startDate: '2026-12-01',
      endDate: '2026-12-24',
      totalPrice: 45000,
      agency: { id: 5, name: 'MediaMax Agency s.r.o.' },
    },
  ],
  campaignsCount: 60,
};

const Guarded = retailerOnly(VendorDetailPage);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/vendors/2') =>
  renderWithPortal([{ path: '/vendors/:companyId', element: <Guarded /> }], path, who);

// Toasts stay a few seconds: none is left for the next test to find.
afterEach(() => act(() => notification.destroy()));

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getVendor).mockResolvedValue(ACME);
});

describe('vendor detail (spec 000 §2 vendorDetail)', () => {
  it('shows the figures, users, contacts, brands, agencies and campaigns under headings in order', async () => {
    await renderAs(USERS.retailer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Foods' })).toBeInTheDocument();
    expect(getVendor).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Uživatelé',
      'Kontakty',
      'Značky',
      'Agentury',
      'Kampaně',
    ]);
    expect(screen.getByText('45274649')).toBeInTheDocument();
    expect(screen.getByText(/^98\s765\sKč$/)).toBeInTheDocument();

    const users = within(screen.getByRole('table', { name: 'Uživatelé' }));
    expect(users.getByRole('link', { name: 'Markéta Horáková' })).toHaveAttribute(
      'href',
      '/settings/users/7',
    );
    expect(users.getByText('Acme, Acme Bio')).toBeInTheDocument();
    expect(
      within(users.getByText('Igor Neaktivní').closest('tr')!).getByText('Deaktivovaný'),
    ).toBeInTheDocument();

    const contacts = within(screen.getByRole('table', { name: 'Kontakty' }));
    expect(contacts.getByRole('link', { name: 'marketing@portal.test' })).toHaveAttribute(
      'href',
      'mailto:marketing@portal.test',
    );
    expect(contacts.getByText('Simona Obchodní')).toBeInTheDocument();
    expect(screen.getByText('(5 položek)')).toBeInTheDocument();
    expect(screen.getByText('– objednává: Adam Agenturní')).toBeInTheDocument();

    const campaigns = within(screen.getByRole('table', { name: 'Kampaně' }));
    expect(campaigns.getByRole('link', { name: 'Vánoce 2026' })).toHaveAttribute('href', '/campaigns/31');
    expect(campaigns.getByText('Běží')).toBeInTheDocument();
    expect(campaigns.getByText('01.12.2026 – 24.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Zobrazeno 1 nejnovějších z 60.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Všechny kampaně dodavatele v seznamu kampaní' }),
    ).toHaveAttribute('href', `/campaigns?filters=${encodeURIComponent('{"companies":[2]}')}`);
  });

  it('logs in as an active user with an active storefront, as the user list does', async () => {
    const impersonated = {
      ...(sessionStore.getState().user ?? {}),
      userId: 7,
      name: 'Markéta Horáková',
      isVendor: true,
      isRetailer: false,
      userRoles: ['vendor'],
      originalTokenOfRetailer: 'origin',
      defaultPage: '/campaigns',
    } as UserInfo;
    jest.mocked(loginAsUser).mockResolvedValue({ token: null, user: impersonated });
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { level: 1, name: 'Acme Foods' });
    expect(screen.getByRole('button', { name: 'Přihlásit se jako Igor Neaktivní' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Přihlásit se jako Markéta Horáková' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(loginAsUser).toHaveBeenCalledWith({ id: 7 });
    expect(sessionStore.getState().user?.name).toBe('Markéta Horáková');
    expect(await screen.findByText('Přihlášení jako Markéta Horáková')).toBeInTheDocument();
  });

  it('says when the company is not a vendor', async () => {
    jest
      .mocked(getVendor)
      .mockRejectedValue(
        new ApiError(404, { code: 'vendor_not_found', message: 'Dodavatel nebyl nalezen.', requestId: 'r' }),
      );
    await renderAs(USERS.retailer, '/vendors/5');
    expect(await screen.findByText('Společnost neexistuje nebo není dodavatelem.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zpět na dodavatele/ })).toHaveAttribute('href', '/vendors');
  });

  it('offers a retry when the load fails', async () => {
    jest
      .mocked(getVendor)
      .mockRejectedValueOnce(new ApiError(500, { code: 'internal_error', message: 'Chyba', requestId: 'r' }));
    await renderAs(USERS.retailer);
    expect(await screen.findByText('Dodavatele se nepodařilo načíst')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Foods' })).toBeInTheDocument();
  });

  it('reads the vendor again when the language changes', async () => {
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { level: 1, name: 'Acme Foods' });
    act(() => sessionStore.getState().setLocale('en-GB'));
    await waitFor(() => expect(getVendor).toHaveBeenCalledTimes(2));
    act(() => sessionStore.getState().setLocale('cs-CZ'));
  });

  it('sends an impersonated session to the campaign list', async () => {
    const router = await renderAs({ ...USERS.vendor, originalTokenOfRetailer: 'origin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(getVendor).not.toHaveBeenCalled();
  });
});
