import {
  ApiError,
  deleteCategory,
  getCategories,
  saveCategoryPositions,
  sessionStore,
  type ProductCategory,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import { BANNERS, CATEGORIES, SEARCH, VIDEO } from './category-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CATEGORY_CALLS);
});

const mockedList = jest.mocked(getCategories);
const mockedSave = jest.mocked(saveCategoryPositions);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/categories') =>
  renderWithPortal(routes, path, who);
const table = () => within(screen.getByRole('table', { name: 'Kategorie produktů' }));
/** The titles in the table, top to bottom. */
const order = () =>
  table()
    .getAllByRole('link')
    .map((link) => link.textContent);
const rowOf = (title: string) => within(table().getByRole('link', { name: title }).closest('tr')!);
const button = (name: string) => screen.getByRole('button', { name });
// The card is loaded when first opened: on a busy machine that takes longer than findBy's 1 s.
const LAZY = { timeout: 5_000 };

/** A promise and its resolve and reject, to hold a call's answer while the screen waits for it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const positioned = (list: ProductCategory[]) =>
  list.map((category, index) => ({ ...category, position: index + 1 }));

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedList.mockResolvedValue(CATEGORIES);
});

describe('product category routes (spec 000 §2 route table)', () => {
  it('shows a retailer the forbidden page without asking for the categories', async () => {
    await renderAs(USERS.retailer);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedList).not.toHaveBeenCalled();
  });

  it('shows a sales person the forbidden page for a card address too', async () => {
    await renderAs(USERS.salesPerson, '/settings/categories/new');
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedList).not.toHaveBeenCalled();
  });
});

describe('product category list (spec 000 §2 "Product categories (settings)")', () => {
  it('shows the categories in their saved order with their settings and product counts', async () => {
    await renderAs(USERS.administrator);
    expect(await screen.findByRole('link', { name: 'Bannery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kategorie produktů' })).toBeInTheDocument();
    expect(order()).toEqual(['Bannery', 'Vyhledávání', 'Video']);
    const banners = rowOf('Bannery');
    expect(banners.getByText('7')).toBeInTheDocument();
    expect(banners.getByText('Aktivní')).toBeInTheDocument();
    expect(banners.getByText('Ne')).toBeInTheDocument();
    expect(banners.getByText('3')).toBeInTheDocument();
    const search = rowOf('Vyhledávání');
    expect(search.getByText('Neaktivní')).toBeInTheDocument();
    expect(search.getByText('Interní')).toBeInTheDocument();
    expect(search.getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video' })).toHaveAttribute('href', '/settings/categories/3');
  });

  it("names the categories in the user's language, Czech where one has no translation", async () => {
    act(() => sessionStore.getState().setLocale('en-GB'));
    try {
      await renderAs(USERS.administrator);
      expect(await screen.findByRole('link', { name: 'Banners' })).toBeInTheDocument();
      // Vyhledávání and Video have no English title.
      expect(order()).toEqual(['Banners', 'Vyhledávání', 'Video']);
      expect(button('Posunout Banners dolů')).toBeEnabled();
      expect(button('Upravit Banners')).toBeInTheDocument();
      // A switch shows the other language at once, from the same answer (the card edits the Czech).
      act(() => sessionStore.getState().setLocale('pl-PL'));
      expect(await screen.findByRole('link', { name: 'Banery' })).toBeInTheDocument();
      act(() => sessionStore.getState().setLocale('cs-CZ'));
      expect(await screen.findByRole('link', { name: 'Bannery' })).toBeInTheDocument();
      expect(mockedList).toHaveBeenCalledTimes(1);
    } finally {
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    }
  });

  it('offers a drag handle per row and no step past either end', async () => {
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    const handle = button('Přesunout Vyhledávání');
    expect(handle).toHaveAttribute('aria-roledescription', 'přesouvatelný řádek');
    expect(handle).toHaveAttribute('aria-describedby');
    expect(button('Posunout Bannery nahoru')).toBeDisabled();
    expect(button('Posunout Bannery dolů')).toBeEnabled();
    expect(button('Posunout Video dolů')).toBeDisabled();
  });

  it('opens the card of a new category and of an existing one by address', async () => {
    const router = await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(screen.getByRole('button', { name: /Nová kategorie produktů/ }));
    expect(router.state.location.pathname).toBe('/settings/categories/new');
    expect(await screen.findByRole('dialog', { name: /Nová kategorie produktů/ }, LAZY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zrušit', hidden: true }));
    expect(router.state.location.pathname).toBe('/settings/categories');
    await user.click(button('Upravit Video'));
    expect(router.state.location.pathname).toBe('/settings/categories/3');
    // One screen for both paths: the list stays as it was, not read again.
    expect(mockedList).toHaveBeenCalledTimes(1);
  });

  it('says when there are no categories yet and offers to make one', async () => {
    mockedList.mockResolvedValue([]);
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Zatím tu nejsou žádné kategorie produktů.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Nová kategorie produktů/ })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    mockedList.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Kategorie produktů se nepodařilo načíst.')).toBeInTheDocument();
    await user.click(button('Zkusit znovu'));
    expect(await screen.findByRole('link', { name: 'Bannery' })).toBeInTheDocument();
  });
});

describe('the order of categories', () => {
  it('moves a row at once and saves the whole new order, then shows the saved one', async () => {
    const saving = deferred<ProductCategory[]>();
    mockedSave.mockReturnValue(saving.promise);
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Posunout Bannery dolů'));
    expect(mockedSave).toHaveBeenCalledWith([SEARCH.id, BANNERS.id, VIDEO.id]);
    expect(order()).toEqual(['Vyhledávání', 'Bannery', 'Video']);
    expect(screen.getByText('Kategorie Bannery je na pozici 2 z 3.')).toBeInTheDocument();
    // The pressed button keeps the focus in the row's new place, for the next step.
    await waitFor(() => expect(button('Posunout Bannery dolů')).toHaveFocus());
    expect(screen.queryByText('Pořadí kategorií uloženo')).not.toBeInTheDocument();
    await act(async () => saving.resolve(positioned([SEARCH, BANNERS, VIDEO])));
    expect(order()).toEqual(['Vyhledávání', 'Bannery', 'Video']);
    expect(mockedList).toHaveBeenCalledTimes(1);
    // Saved: a toast says so.
    expect(await screen.findByText('Pořadí kategorií uloženo')).toBeInTheDocument();
  });

  it('moves a row up from the keyboard', async () => {
    mockedSave.mockImplementation(async (ids) =>
      positioned(ids.map((id) => CATEGORIES.find((category) => category.id === id)!)),
    );
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    button('Posunout Video nahoru').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Bannery', 'Video', 'Vyhledávání']));
    expect(mockedSave).toHaveBeenCalledWith([BANNERS.id, VIDEO.id, SEARCH.id]);
    // Moving it once more puts it first; its up button is then disabled, so the focus is on down.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Video', 'Bannery', 'Vyhledávání']));
    await waitFor(() => expect(mockedSave).toHaveBeenLastCalledWith([VIDEO.id, BANNERS.id, SEARCH.id]));
    await waitFor(() => expect(button('Posunout Video dolů')).toHaveFocus());
  });

  it('saves moves made during a save in turn, the newest order last', async () => {
    const first = deferred<ProductCategory[]>();
    mockedSave.mockReturnValueOnce(first.promise).mockResolvedValueOnce(positioned([SEARCH, VIDEO, BANNERS]));
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Posunout Bannery dolů'));
    await user.click(button('Posunout Bannery dolů'));
    expect(order()).toEqual(['Vyhledávání', 'Video', 'Bannery']);
    expect(mockedSave).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(positioned([SEARCH, BANNERS, VIDEO])));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(2));
    expect(mockedSave).toHaveBeenLastCalledWith([SEARCH.id, VIDEO.id, BANNERS.id]);
    // The first answer is older than what shows: it never replaces the newer order.
    expect(order()).toEqual(['Vyhledávání', 'Video', 'Bannery']);
  });

  it('puts the old order back and says why when the save is refused', async () => {
    const message = 'Pořadí musí obsahovat každou kategorii právě jednou. Načtěte seznam znovu.';
    mockedSave.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: { productCategoriesOrder: [message] },
      }),
    );
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Posunout Video nahoru'));
    expect(
      await screen.findByText(`Pořadí kategorií se nepodařilo uložit, vráceno původní pořadí. ${message}`),
    ).toBeInTheDocument();
    expect(order()).toEqual(['Bannery', 'Vyhledávání', 'Video']);
    // The refusal may come from a list that no longer holds: it is read again.
    await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(2));
  });

  it('keeps the order moved on an edit conflict until the list is read again', async () => {
    mockedSave.mockRejectedValue(editConflict(3));
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Posunout Bannery dolů'));
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Pořadí kategorií se nepodařilo uložit/)).not.toBeInTheDocument();
    expect(order()).toEqual(['Vyhledávání', 'Bannery', 'Video']);
    expect(mockedList).toHaveBeenCalledTimes(1);
    // Someone else put Video first meanwhile: reloading shows their order.
    mockedList.mockResolvedValue(positioned([VIDEO, BANNERS, SEARCH]));
    await user.click(button('Načíst znovu'));
    await waitFor(() => expect(order()).toEqual(['Video', 'Bannery', 'Vyhledávání']));
    expect(mockedList).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the server message of another failure', async () => {
    mockedSave.mockRejectedValue(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Posunout Bannery dolů'));
    expect(
      await screen.findByText(
        'Pořadí kategorií se nepodařilo uložit, vráceno původní pořadí. Služba je dočasně nedostupná.',
      ),
    ).toBeInTheDocument();
    expect(order()).toEqual(['Bannery', 'Vyhledávání', 'Video']);
  });
});

describe('deleting a product category', () => {
  it('asks first, then deletes and reads the list again', async () => {
    jest.mocked(deleteCategory).mockResolvedValue(null);
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Vyhledávání' });
    await user.click(button('Smazat Vyhledávání'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Kategorie Vyhledávání bude smazána. Tuto akci nelze vrátit.'),
    ).toBeInTheDocument();
    expect(deleteCategory).not.toHaveBeenCalled();
    mockedList.mockResolvedValue([BANNERS, VIDEO]);
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(deleteCategory).toHaveBeenCalledWith(SEARCH.id));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vyhledávání' })).not.toBeInTheDocument());
    expect(await screen.findByText('Kategorie produktů smazána')).toBeInTheDocument();
  });

  it('keeps a category with products, with the server message in the dialog', async () => {
    const message = 'Kategorii nelze smazat, patří do ní 3 produkty. Přesuňte je nebo kategorii deaktivujte.';
    jest
      .mocked(deleteCategory)
      .mockRejectedValue(new ApiError(409, { code: 'category_has_products', message, requestId: 'r' }));
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Smazat Bannery'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bannery' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledTimes(1);
  });

  it('deletes nothing when cancelled', async () => {
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: 'Bannery' });
    await user.click(button('Smazat Bannery'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCategory).not.toHaveBeenCalled();
  });
});
