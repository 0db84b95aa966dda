import {
  ApiError,
  deleteLandingPageType,
  listLandingPageTypes,
  type UserInfo,
} from '@portal/shared-contracts';
import { hasAccess } from '@portal/shared-ui';
import { renderWithPortal, setupUser, userInfo, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import menu from '../portal-routes.json';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { BRAND, SEASONAL } from './landing-page-type-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_TYPE_CALLS);
});

const mockedList = jest.mocked(listLandingPageTypes);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/landing-page-types') =>
  renderWithPortal(routes, path, who);
const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedList.mockResolvedValue([SEASONAL, BRAND]);
});

describe('landing page type routes (spec 000 §2 route table)', () => {
  it('are for administrators only, under the settings menu entry the remote declares', () => {
    const typeRoutes = routes.filter((route) => route.menuKey === 'settings.landingPageTypes');
    expect(typeRoutes.map((route) => route.path)).toEqual([
      '/settings/landing-page-types',
      '/settings/landing-page-types/:landingPageTypeId',
    ]);
    for (const route of typeRoutes) {
      expect(hasAccess(route.access, userInfo(USERS.administrator))).toBe(true);
      for (const other of [USERS.retailer, USERS.salesPerson, USERS.vendor, USERS.agency])
        expect(hasAccess(route.access, userInfo(other))).toBe(false);
      expect(menu.menu).toContain(route.menuKey);
    }
  });

  it('shows a retailer the forbidden page without asking for the types', async () => {
    await renderAs(USERS.retailer);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedList).not.toHaveBeenCalled();
  });
});

describe('landing page type list (spec 000 §2 "Landing page types")', () => {
  it('shows name, creative format, size id, allowed shops and active per type', async () => {
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Značková stránka')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Typy landing pages' })).toBeInTheDocument();
    const brand = rowOf('Značková stránka');
    expect(brand.getByText('Landing page – značka')).toBeInTheDocument();
    expect(brand.getByText('1201')).toBeInTheDocument();
    expect(brand.getByText('Všechny weby')).toBeInTheDocument();
    expect(brand.getByText('Aktivní')).toBeInTheDocument();
    const seasonal = rowOf('Sezónní kampaň');
    expect(seasonal.getByText('Hlavní e-shop')).toBeInTheDocument();
    expect(seasonal.getByText('Druhý e-shop')).toBeInTheDocument();
    expect(seasonal.queryByText('Všechny weby')).not.toBeInTheDocument();
    expect(seasonal.getByText('Neaktivní')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Značková stránka' })).toHaveAttribute(
      'href',
      '/settings/landing-page-types/3',
    );
  });

  it('opens the card of a new type and of an existing one by address', async () => {
    const router = await renderAs(USERS.administrator);
    await screen.findByText('Značková stránka');
    await user.click(screen.getByRole('button', { name: /Nový typ landing page/ }));
    expect(router.state.location.pathname).toBe('/settings/landing-page-types/new');
    expect(await screen.findByRole('dialog', { name: /Nový typ landing page/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zrušit', hidden: true }));
    expect(router.state.location.pathname).toBe('/settings/landing-page-types');
    await user.click(screen.getByRole('button', { name: 'Upravit Sezónní kampaň' }));
    expect(router.state.location.pathname).toBe('/settings/landing-page-types/4');
    // One screen for both paths: the list stays as it was, not read again.
    expect(mockedList).toHaveBeenCalledTimes(1);
  });

  it('says when there are no types yet and offers to make one', async () => {
    mockedList.mockResolvedValue([]);
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Zatím tu nejsou žádné typy landing pages.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Nový typ landing page/ })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    mockedList.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Typy landing pages se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Nastala neočekávaná chyba')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Značková stránka')).toBeInTheDocument();
  });
});

describe('deleting a landing page type', () => {
  it('asks first, then deletes and reads the list again', async () => {
    jest.mocked(deleteLandingPageType).mockResolvedValue(null);
    await renderAs(USERS.administrator);
    await screen.findByText('Sezónní kampaň');
    await user.click(screen.getByRole('button', { name: 'Smazat Sezónní kampaň' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Typ landing page Sezónní kampaň bude smazán. Tuto akci nelze vrátit.'),
    ).toBeInTheDocument();
    expect(deleteLandingPageType).not.toHaveBeenCalled();
    mockedList.mockResolvedValue([BRAND]);
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(deleteLandingPageType).toHaveBeenCalledWith(4));
    await waitFor(() => expect(screen.queryByText('Sezónní kampaň')).not.toBeInTheDocument());
    expect(mockedList).toHaveBeenCalledTimes(2);
  });

  it('keeps a type pages use, with the server message in the dialog', async () => {
    const message = 'Typ nelze smazat, používají ho 4 vstupní stránky.';
    jest
      .mocked(deleteLandingPageType)
      .mockRejectedValue(new ApiError(409, { code: 'landing_page_type_in_use', message, requestId: 'r' }));
    await renderAs(USERS.administrator);
    await screen.findByText('Značková stránka');
    await user.click(screen.getByRole('button', { name: 'Smazat Značková stránka' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Značková stránka')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledTimes(1);
  });

  it('deletes nothing when cancelled', async () => {
    await renderAs(USERS.administrator);
    await screen.findByText('Značková stránka');
    await user.click(screen.getByRole('button', { name: 'Smazat Značková stránka' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteLandingPageType).not.toHaveBeenCalled();
  });
});
