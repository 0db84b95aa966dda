import {
  ApiError,
  deactivateUser,
  getImpersonationHistory,
  getUserCompanyOptions,
  getUserEdit,
  reactivateUser,
  searchBrands,
  updateUser,
  type UserDetail,
  type UserEdit,
  type UserInfo,
  sessionStore,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from '@portal/shared-ui/form-components';
import type * as TestApi from '../common/test-api';
import UserDetailPage from './user-detail-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
});

const VENDOR: UserDetail = {
  id: 6,
  email: 'vendor@portal.test',
  firstName: 'Vojtěch',
  lastName: 'Dodavatel',
  name: 'Vojtěch Dodavatel',
  phone: null,
  roles: ['vendor'],
  company: { id: 2, name: 'Acme Foods', type: 'vendor' },
  active: true,
  storefrontActive: true,
  salesPersons: [{ id: 3, name: 'Simona Obchodní' }],
  agencyUsers: [],
  vendorCompanies: [],
  allowedBrands: [{ id: 40, name: 'Acme' }],
  allowedProductCategories: [],
  pendingInvitation: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  salesPersonIds: [3],
  agencyUserIds: [],
  vendorCompanyIds: [],
  allowedBrandIds: [40],
  allowedProductCategoryIds: [],
  version: 1,
};

const OPTIONS: UserEdit['options'] = {
  salesPersons: [
    { id: 4, name: 'Petr Novák' },
    { id: 3, name: 'Simona Obchodní' },
  ],
  agencyUsers: [{ id: 11, name: 'MediaMax Agency s.r.o. – Adam Agenturní' }],
  productCategories: [
    { id: 1, name: 'Bannery' },
    { id: 2, name: 'Sponzorované produkty' },
    { id: 3, name: 'Vyhledávání' },
  ],
};

const editOf = (user: UserDetail, fields: Partial<UserEdit['fields']> = {}): UserEdit => ({
  user,
  options: OPTIONS,
  fields: {
    agencyUsers: user.roles.includes('vendor'),
    vendorCompanies: user.roles.includes('agency'),
    allowedBrands: user.roles.includes('vendor'),
    allowedProductCategories: true,
    ...fields,
  },
});

let user = setupUser();
const renderAs = (who: Partial<UserInfo>, id = VENDOR.id) =>
  renderWithPortal(
    [{ path: '/settings/users/:userId', element: <UserDetailPage /> }],
    `/settings/users/${id}`,
    who,
  );

// Toasts stay a few seconds: none is left for the next test to find.
afterEach(() => act(() => notification.destroy()));

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getUserEdit).mockResolvedValue(editOf(VENDOR));
  jest.mocked(getImpersonationHistory).mockResolvedValue([]);
  jest.mocked(searchBrands).mockResolvedValue([
    { id: 40, name: 'Acme' },
    { id: 41, name: 'Acme Bio' },
  ]);
  jest.mocked(getUserCompanyOptions).mockResolvedValue([
    { id: 2, name: 'Acme Foods' },
    { id: 4, name: 'Nordic Drinks a.s.' },
  ]);
  jest
    .mocked(updateUser)
    .mockImplementation(async (_id, body) => ({ ...VENDOR, storefrontActive: body.storefrontActive }));
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('user detail (spec 000 §2 "User detail")', () => {
  it("shows the user's company and e-mail and the fields of a vendor user", async () => {
    await renderAs(USERS.retailer);
    expect(await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' })).toBeInTheDocument();
    expect(screen.getByText('Acme Foods')).toBeInTheDocument();
    expect(screen.getByText('vendor@portal.test')).toBeInTheDocument();
    expect(checkbox('Aktivní storefront')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Obchodníci' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agentury' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Povolené značky' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Společnosti dodavatelů' })).not.toBeInTheDocument();
    // 'All' means none selected.
    expect(checkbox('Všechny')).toBeChecked();
    expect(checkbox('Bannery')).not.toBeChecked();
    expect(getUserEdit).toHaveBeenCalledWith(6);
  });

  it('saves the changed form and returns to the user list', async () => {
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Aktivní storefront'));
    await user.click(checkbox('Bannery'));
    await user.click(checkbox('Vyhledávání'));
    expect(checkbox('Všechny')).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Obchodníci' }));
    await user.click(await screen.findByTitle('Petr Novák'));
    await user.click(screen.getByRole('combobox', { name: 'Agentury' }));
    await user.click(await screen.findByTitle('MediaMax Agency s.r.o. – Adam Agenturní'));
    await user.click(screen.getByRole('combobox', { name: 'Povolené značky' }));
    await user.click(await screen.findByTitle('Acme Bio'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(updateUser).toHaveBeenCalledWith(6, {
      storefrontActive: false,
      salesPersonIds: [3, 4],
      agencyUserIds: [11],
      vendorCompanyIds: [],
      allowedBrandIds: [40, 41],
      allowedProductCategoryIds: [1, 3],
      version: 1,
    });
  });

  it('confirms the save in a toast (issue 31)', async () => {
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Bannery'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(await screen.findByText('Uživatel uložen')).toBeInTheDocument();
    expect(screen.getByText('Změny uživatele Vojtěch Dodavatel jsou uloženy.')).toBeInTheDocument();
  });

  it('names the categories in the new language after a switch, keeping what was typed and the version', async () => {
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Vyhledávání'));
    jest.mocked(getUserEdit).mockResolvedValue({
      ...editOf({ ...VENDOR, version: 2 }),
      options: {
        ...OPTIONS,
        productCategories: [
          { id: 1, name: 'Banners' },
          { id: 2, name: 'Sponsored products' },
          { id: 3, name: 'Search' },
        ],
      },
    });
    act(() => sessionStore.getState().setLocale('en-GB'));
    try {
      expect(await screen.findByRole('checkbox', { name: 'Search' })).toBeChecked();
      expect(checkbox('Banners')).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Uložit' }));
      await waitFor(() => expect(updateUser).toHaveBeenCalled());
      expect(jest.mocked(updateUser).mock.calls[0]![1]).toMatchObject({
        allowedProductCategoryIds: [3],
        version: 1,
      });
    } finally {
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    }
  });

  it("'all' clears the chosen categories", async () => {
    jest.mocked(getUserEdit).mockResolvedValue(
      editOf({
        ...VENDOR,
        allowedProductCategories: [{ id: 2, name: 'Sponzorované produkty' }],
        allowedProductCategoryIds: [2],
      }),
    );
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    expect(checkbox('Sponzorované produkty')).toBeChecked();
    expect(checkbox('Všechny')).not.toBeChecked();
    await user.click(checkbox('Všechny'));
    expect(checkbox('Sponzorované produkty')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalled());
    expect(jest.mocked(updateUser).mock.calls[0]![1].allowedProductCategoryIds).toEqual([]);
  });

  it('gives an agency user vendor companies searched on the server, and no brands', async () => {
    const agency: UserDetail = {
      ...VENDOR,
      id: 11,
      name: 'Adam Agenturní',
      roles: ['agency'],
      company: { id: 5, name: 'MediaMax', type: 'agency' },
      allowedBrands: [],
      allowedBrandIds: [],
      vendorCompanies: [{ id: 2, name: 'Acme Foods' }],
      vendorCompanyIds: [2],
    };
    jest.mocked(getUserEdit).mockResolvedValue(editOf(agency));
    await renderAs(USERS.retailer, 11);
    await screen.findByRole('heading', { name: 'Adam Agenturní' });
    expect(screen.queryByRole('combobox', { name: 'Povolené značky' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agentury' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Společnosti dodavatelů' }), 'nord');
    await waitFor(() => expect(getUserCompanyOptions).toHaveBeenCalledWith('nord', 'vendor'), {
      timeout: 2000,
    });
    await user.click(await screen.findByTitle('Nordic Drinks a.s.'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalled());
    expect(jest.mocked(updateUser).mock.calls[0]![1]).toMatchObject({
      vendorCompanyIds: [2, 4],
      allowedBrandIds: [],
    });
  });

  it('shows the server message or the field errors when saving fails, and stays', async () => {
    jest.mocked(updateUser).mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: '',
        requestId: 'r',
        fieldErrors: { salesPersonIds: ['1 vybraný obchodník není aktivní obchodník.'] },
      }),
    );
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    // Once, under its field.
    expect(await screen.findAllByText('1 vybraný obchodník není aktivní obchodník.')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Obchodníci' })).toHaveAccessibleDescription(
      '1 vybraný obchodník není aktivní obchodník.',
    );
    expect(router.state.location.pathname).toBe('/settings/users/6');

    jest
      .mocked(updateUser)
      .mockRejectedValueOnce(
        new ApiError(404, { code: 'user_not_found', message: 'Uživatel nebyl nalezen.', requestId: 'r' }),
      );
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Uživatel nebyl nalezen.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a field it keeps under another name under that field", async () => {
    jest.mocked(updateUser).mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r',
        fieldErrors: { allowedBrandIds: ['Značka Acme už neexistuje.'] },
      }),
    );
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(screen.getByRole('button', { name: 'Uložit' }));

    const brands = screen.getByRole('combobox', { name: 'Povolené značky' });
    await waitFor(() => expect(brands).toHaveAccessibleDescription(/Značka Acme už neexistuje\./));
    expect(brands).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Formulář obsahuje chyby.')).not.toBeInTheDocument();
  });

  it('says who saved the user meanwhile, keeps the typed values and reads the user again', async () => {
    const conflictMessage =
      'Záznam mezitím uložil(a) Alena Adminová (20.11.2026 10:15). Načtěte jej znovu a změny proveďte v aktuální verzi.';
    jest.mocked(updateUser).mockRejectedValueOnce(
      new ApiError(409, {
        code: 'edit_conflict',
        message: conflictMessage,
        requestId: 'r',
        conflict: {
          changedBy: { id: 1, name: 'Alena Adminová' },
          changedAt: '2026-11-20T09:15:00.000Z',
          version: 2,
        },
      }),
    );
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Aktivní storefront'));
    await user.click(checkbox('Bannery'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Záznam mezitím změnil někdo jiný')).toBeInTheDocument();
    expect(within(notice).getByText(conflictMessage)).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith(6, expect.objectContaining({ version: 1 }));
    // The form stays with what was typed until the user chooses to read the user again.
    expect(router.state.location.pathname).toBe('/settings/users/6');
    expect(checkbox('Aktivní storefront')).not.toBeChecked();
    expect(checkbox('Bannery')).toBeChecked();
    expect(getUserEdit).toHaveBeenCalledTimes(1);

    // Meanwhile the other administrator added a sales person.
    jest.mocked(getUserEdit).mockResolvedValue(
      editOf({
        ...VENDOR,
        salesPersons: [
          { id: 3, name: 'Simona Obchodní' },
          { id: 4, name: 'Petr Novák' },
        ],
        salesPersonIds: [3, 4],
        version: 2,
      }),
    );
    await user.click(within(notice).getByRole('button', { name: 'Načíst znovu' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(getUserEdit).toHaveBeenCalledTimes(2);
    expect(getUserEdit).toHaveBeenLastCalledWith(6);
    // The form starts again from the user as read now: the typed changes are gone.
    expect(checkbox('Aktivní storefront')).toBeChecked();
    expect(checkbox('Bannery')).not.toBeChecked();
    expect(checkbox('Všechny')).toBeChecked();
    expect(screen.getByTitle('Petr Novák')).toBeInTheDocument();

    await user.click(checkbox('Aktivní storefront'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(updateUser).toHaveBeenCalledTimes(2);
    expect(updateUser).toHaveBeenLastCalledWith(6, {
      storefrontActive: false,
      salesPersonIds: [3, 4],
      agencyUserIds: [],
      vendorCompanyIds: [],
      allowedBrandIds: [40],
      allowedProductCategoryIds: [],
      version: 2,
    });
  });

  it('keeps the conflict and the typed values when reading the user again fails', async () => {
    jest.mocked(updateUser).mockRejectedValueOnce(
      new ApiError(409, {
        code: 'edit_conflict_unknown_user',
        message: 'Záznam mezitím uložil někdo jiný (20.11.2026 10:15).',
        requestId: 'r',
        conflict: { changedBy: null, changedAt: '2026-11-20T09:15:00.000Z', version: 2 },
      }),
    );
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Aktivní storefront'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    const notice = await screen.findByRole('alert');

    jest
      .mocked(getUserEdit)
      .mockRejectedValueOnce(
        new ApiError(503, { code: 'unavailable', message: 'Služba je nedostupná.', requestId: 'r' }),
      );
    await user.click(within(notice).getByRole('button', { name: 'Načíst znovu' }));
    expect(await screen.findByText('Služba je nedostupná.')).toBeInTheDocument();
    expect(screen.getByText('Záznam mezitím uložil někdo jiný (20.11.2026 10:15).')).toBeInTheDocument();
    expect(checkbox('Aktivní storefront')).not.toBeChecked();
  });

  it('reads the user anew on every visit, not from the read of an earlier one', async () => {
    const router = await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(checkbox('Aktivní storefront'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Vojtěch Dodavatel' })).not.toBeInTheDocument(),
    );

    // Saved meanwhile (by the viewer here): opening the user again shows it and saves from it.
    jest.mocked(getUserEdit).mockResolvedValue(editOf({ ...VENDOR, storefrontActive: false, version: 2 }));
    await act(() => router.navigate('/settings/users/6'));
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    expect(getUserEdit).toHaveBeenCalledTimes(2);
    expect(checkbox('Aktivní storefront')).not.toBeChecked();
    await user.click(checkbox('Bannery'));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalledTimes(2));
    expect(updateUser).toHaveBeenLastCalledWith(
      6,
      expect.objectContaining({ storefrontActive: false, allowedProductCategoryIds: [1], version: 2 }),
    );
  });

  it('goes back to the list without saving', async () => {
    const router = await renderAs(USERS.salesPerson);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(screen.getByRole('button', { name: 'Zpět' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('answers an unknown user or one outside the scope with a not-found panel', async () => {
    jest
      .mocked(getUserEdit)
      .mockRejectedValue(
        new ApiError(404, { code: 'user_not_found', message: 'Uživatel nebyl nalezen.', requestId: 'r' }),
      );
    await renderAs(USERS.salesPerson);
    expect(await screen.findByText('Uživatel nebyl nalezen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na uživatele' })).toHaveAttribute(
      'href',
      '/settings/users',
    );
  });

  it('lets retailer staff deactivate after a confirmation, and reactivate', async () => {
    jest.mocked(deactivateUser).mockResolvedValue({ ...VENDOR, active: false });
    jest.mocked(reactivateUser).mockResolvedValue({ ...VENDOR, active: true });
    await renderAs(USERS.retailer);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    await user.click(screen.getByRole('button', { name: /Deaktivovat/ }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(/bude okamžitě odhlášen/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivovat', hidden: true }));
    expect(await screen.findByText('Uživatel je deaktivovaný a nemůže se přihlásit.')).toBeInTheDocument();
    expect(deactivateUser).toHaveBeenCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'Znovu aktivovat' }));
    expect(await screen.findByText('Uživatel se může přihlásit.')).toBeInTheDocument();
    expect(reactivateUser).toHaveBeenCalledWith(6);
  });

  it('does not offer deactivation to a sales person', async () => {
    await renderAs(USERS.salesPerson);
    await screen.findByRole('heading', { name: 'Vojtěch Dodavatel' });
    expect(screen.queryByRole('button', { name: /Deaktivovat/ })).not.toBeInTheDocument();
  });

  it('lists what retailers did as the user', async () => {
    jest.mocked(getImpersonationHistory).mockResolvedValue([
      {
        id: 9,
        at: '2026-11-20T09:15:00.000Z',
        action: 'campaign.created',
        impersonator: { id: 2, name: 'Radek Prodejce' },
        entityType: 'campaign',
        entityId: '31',
        campaign: { id: 31, name: 'Vánoce 2026' },
      },
      {
        id: 8,
        at: '2026-11-20T09:10:00.000Z',
        action: 'auth.login-as-user',
        impersonator: { id: 2, name: 'Radek Prodejce' },
        entityType: 'user',
        entityId: '6',
        campaign: null,
      },
    ]);
    await renderAs(USERS.retailer);
    const table = await screen.findByRole('table', { name: 'Přihlášení retailera za uživatele' });
    expect(await within(table).findByText('Založení kampaně')).toBeInTheDocument();
    expect(within(table).getByText('Přihlášení za uživatele')).toBeInTheDocument();
    expect(within(table).getAllByText('Radek Prodejce')).toHaveLength(2);
    expect(within(table).getByText('20.11.2026 10:15')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Vánoce 2026' })).toHaveAttribute('href', '/campaigns/31');
  });
});
