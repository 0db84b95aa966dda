import {
  ApiError,
  deleteLibraryImage,
  listLibraryImages,
  sessionStore,
  updateLibraryImage,
  uploadLibraryImage,
  type LibraryImage,
  type UploadOptions,
  type UserInfo,
} from '@portal/shared-contracts';
import type { PortalRoute } from '@portal/shared-ui';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-ui';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { BANNER, fileOf, IMAGES, libraryImage, SHOP, TREE } from './image-fixtures';
import ImageLibraryPage from './image-library-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(
    'listLibraryImages',
    'uploadLibraryImage',
    'updateLibraryImage',
    'deleteLibraryImage',
  );
});

// The route as routes.tsx declares it.
const routes: PortalRoute[] = [
  {
    path: '/settings/images',
    access: 'administrators' as const,
    menuKey: 'settings.images',
    component: ImageLibraryPage,
  },
];

const mockedList = jest.mocked(listLibraryImages);
const mockedUpload = jest.mocked(uploadLibraryImage);
const mockedUpdate = jest.mocked(updateLibraryImage);
const mockedDelete = jest.mocked(deleteLibraryImage);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/images') => renderWithPortal(routes, path, who);
const table = () => within(screen.getByRole('table', { name: 'Knihovna obrázků' }));
const rowOf = (name: string) => within(table().getByText(name).closest('tr')!);
const button = (name: string) => screen.getByRole('button', { name });
const listed = (page: number, search = '') => ({ page, pageSize: 18, filterParams: { search } });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedList.mockResolvedValue({ items: IMAGES, totalCount: 3 });
});

describe('image library route', () => {
  it('shows a retailer the forbidden page without asking for images', async () => {
    await renderAs(USERS.retailer);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedList).not.toHaveBeenCalled();
  });
});

describe('the image library (spec 000 §2, 001 §7 "/images")', () => {
  it('lists 18 images to a page with thumbnail, name, pixels, size in KB and use', async () => {
    await renderAs(USERS.administrator);
    expect(await table().findByText(TREE.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Knihovna obrázků' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith(listed(1));
    const tree = rowOf(TREE.name);
    expect(tree.getByRole('img', { name: TREE.name })).toHaveAttribute('src', '/api/images/11?thumb=1');
    expect(tree.getByText('stromek.jpg')).toBeInTheDocument();
    expect(tree.getByText('300 × 300 px')).toBeInTheDocument();
    expect(tree.getByText('50,50 KB')).toBeInTheDocument();
    expect(tree.getByText('2')).toBeInTheDocument();
    expect(rowOf(BANNER.name).getByText('150,00 KB')).toBeInTheDocument();
  });

  it("reads the page again after a language switch: the API names the images in the user's language", async () => {
    await renderAs(USERS.administrator);
    expect(await table().findByText(TREE.name)).toBeInTheDocument();
    mockedList.mockResolvedValue({
      items: [{ ...TREE, name: 'Christmas tree' }, BANNER, SHOP],
      totalCount: 3,
    });
    act(() => sessionStore.getState().setLocale('en-GB'));
    try {
      expect(await table().findByText('Christmas tree')).toBeInTheDocument();
      expect(mockedList).toHaveBeenCalledTimes(2);
    } finally {
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    }
  });

  it('keeps the page and the search in the address', async () => {
    mockedList.mockResolvedValue({ items: IMAGES, totalCount: 40 });
    const router = await renderAs(USERS.administrator, '/settings/images?page=2&search=strom');
    await table().findByText(TREE.name);
    expect(mockedList).toHaveBeenCalledWith(listed(2, 'strom'));
    expect(screen.getByRole('searchbox', { name: 'Hledat obrázky' })).toHaveValue('strom');
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(mockedList).toHaveBeenCalledWith(listed(3, 'strom')));
    expect(router.state.location.search).toBe('?page=3&search=strom');
  });

  it('searches once the typing has settled, from the first page, and writes it in the address', async () => {
    jest.useFakeTimers();
    try {
      user = setupUser();
      const router = await renderAs(USERS.administrator, '/settings/images?page=2');
      await table().findByText(TREE.name);
      mockedList.mockResolvedValue({ items: [SHOP], totalCount: 1 });
      await user.type(screen.getByRole('searchbox', { name: 'Hledat obrázky' }), 'prodej');
      expect(mockedList).not.toHaveBeenCalledWith(listed(1, 'prodej'));
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      await waitFor(() => expect(mockedList).toHaveBeenCalledWith(listed(1, 'prodej')));
      expect(router.state.location.search).toBe('?search=prodej');
      await waitFor(() => expect(table().queryByText(TREE.name)).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the library is empty or nothing matches', async () => {
    mockedList.mockResolvedValue({ items: [], totalCount: 0 });
    await renderAs(USERS.administrator, '/settings/images?search=zzz');
    expect(await screen.findByText('Hledanému textu neodpovídá žádný obrázek.')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    mockedList.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Obrázky se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
    await user.click(button('Zkusit znovu'));
    expect(await table().findByText(TREE.name)).toBeInTheDocument();
  });
});

describe('an upload to the library', () => {
  const NEW = libraryImage({ id: 20, name: 'nove.png', fileName: 'nove.png' });

  it('accepts JPEG, PNG and WEBP, shows the progress, then the whole library from the top', async () => {
    let finish!: (image: LibraryImage) => void;
    mockedUpload.mockImplementation((_file: Blob, options?: UploadOptions) => {
      options?.onProgress?.({ loaded: 60, total: 100, percent: 60 });
      return new Promise((resolve) => (finish = resolve));
    });
    const router = await renderAs(USERS.administrator, '/settings/images?page=2&search=strom');
    await table().findByText(TREE.name);
    const input = screen.getByLabelText('Soubor obrázku (JPEG, PNG nebo WEBP)');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = fileOf('nove.png');
    await user.upload(input, file);
    expect(mockedUpload).toHaveBeenCalledWith(file, expect.anything());
    expect(await screen.findByRole('progressbar', { name: 'Nahrávání obrázku' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    mockedList.mockResolvedValue({ items: [NEW, ...IMAGES], totalCount: 4 });
    await act(async () => finish(NEW));
    expect(await screen.findByText('Obrázek nahrán')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Hledat obrázky' })).toHaveValue('');
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith(listed(1)));
    expect(await table().findByText(NEW.name)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused file", async () => {
    mockedUpload.mockRejectedValue(
      new ApiError(400, {
        code: 'creative_file_invalid',
        message: 'Soubor nelze použít.',
        fieldErrors: { file: ['Soubor je příliš velký (12,00 MB), nejvýše smí mít 10,00 MB.'] },
        requestId: 'r',
      }),
    );
    await renderAs(USERS.administrator);
    await table().findByText(TREE.name);
    await user.upload(screen.getByLabelText('Soubor obrázku (JPEG, PNG nebo WEBP)'), fileOf('big.png'));
    expect(
      await screen.findByText('Soubor je příliš velký (12,00 MB), nejvýše smí mít 10,00 MB.'),
    ).toHaveAttribute('role', 'alert');
    expect(mockedList).toHaveBeenCalledTimes(1);
  });
});

describe("an image's names and descriptions", () => {
  const editor = () => within(screen.getByRole('dialog', { name: 'Upravit obrázek stromek.jpg' }));

  it('are edited per language and saved as translations with locale tags', async () => {
    const saved = {
      ...TREE,
      translations: [
        { localeTag: 'cs-CZ', name: 'Stromek', description: 'Zelený' },
        { localeTag: 'pl-PL', name: 'Choinka', description: 'Zielona' },
      ],
    } satisfies LibraryImage;
    mockedUpdate.mockResolvedValue(saved);
    await renderAs(USERS.administrator);
    await table().findByText(TREE.name);
    await user.click(button(`Upravit ${TREE.name}`));
    expect(editor().getByLabelText('Název (čeština)')).toHaveValue('Vánoční stromek');
    expect(editor().getByLabelText('Popis (čeština)')).toHaveValue('Zelený');
    expect(editor().getByLabelText('Název (angličtina)')).toHaveValue('Christmas tree');
    expect(editor().getByLabelText('Název (polština)')).toHaveValue('');
    await user.clear(editor().getByLabelText('Název (čeština)'));
    await user.type(editor().getByLabelText('Název (čeština)'), ' Stromek ');
    await user.clear(editor().getByLabelText('Název (angličtina)'));
    await user.type(editor().getByLabelText('Název (polština)'), 'Choinka');
    await user.type(editor().getByLabelText('Popis (polština)'), 'Zielona');
    await user.click(editor().getByRole('button', { name: 'Uložit' }));
    expect(mockedUpdate).toHaveBeenCalledWith({
      id: TREE.id,
      translations: [
        { localeTag: 'cs-CZ', name: 'Stromek', description: 'Zelený' },
        { localeTag: 'pl-PL', name: 'Choinka', description: 'Zielona' },
      ],
    });
    expect(await screen.findByText('Obrázek uložen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(2));
  });

  it('stay in the dialog with the server message when the save fails', async () => {
    mockedUpdate.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte zadané údaje.',
        fieldErrors: { 'translations.1.name': ['Název je příliš dlouhý.'] },
        requestId: 'r',
      }),
    );
    await renderAs(USERS.administrator);
    await table().findByText(TREE.name);
    await user.click(button(`Upravit ${TREE.name}`));
    await user.click(editor().getByRole('button', { name: 'Uložit' }));
    // The second entry sent is the English one.
    expect(await editor().findByText('Název je příliš dlouhý.')).toBeInTheDocument();
    expect(editor().getByLabelText('Název (angličtina)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("read the server's message of a language with that language's field", async () => {
    mockedUpdate.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte zadané údaje.',
        fieldErrors: { 'translations.1.description': ['Popis je příliš dlouhý.'] },
        requestId: 'r',
      }),
    );
    await renderAs(USERS.administrator);
    await table().findByText(TREE.name);
    await user.click(button(`Upravit ${TREE.name}`));
    // English emptied is left out: the second entry sent is the Polish one.
    await user.clear(editor().getByLabelText('Název (angličtina)'));
    await user.type(editor().getByLabelText('Popis (polština)'), 'Zielona');
    await user.click(editor().getByRole('button', { name: 'Uložit' }));
    expect(await editor().findByText('Popis je příliš dlouhý.')).toBeInTheDocument();
    expect(editor().getByLabelText('Popis (polština)')).toHaveAccessibleDescription(
      'Popis je příliš dlouhý.',
    );
    expect(editor().getByLabelText('Popis (čeština)')).not.toHaveAttribute('aria-invalid');
  });
});

describe('deleting an image', () => {
  it('asks first, then deletes and reads the list again', async () => {
    mockedDelete.mockResolvedValue(null);
    await renderAs(USERS.administrator);
    await table().findByText(BANNER.name);
    await user.click(button(`Smazat ${BANNER.name}`));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Obrázek banner.png bude smazán z knihovny. Tuto akci nelze vrátit.'),
    ).toBeInTheDocument();
    expect(mockedDelete).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(mockedDelete).toHaveBeenCalledWith(BANNER.id));
    expect(await screen.findByText('Obrázek smazán')).toBeInTheDocument();
    await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(2));
  });

  it('is not offered for an image products show, and the tooltip says how many', async () => {
    await renderAs(USERS.administrator);
    await table().findByText(TREE.name);
    const remove = button(`Smazat ${TREE.name}`);
    expect(remove).toBeDisabled();
    expect(button(`Smazat ${SHOP.name}`)).toBeEnabled();
    await user.hover(remove.parentElement!);
    expect(await screen.findByText('Obrázek nelze smazat, používají ho 2 produkty.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when a product has taken the image since", async () => {
    const message = 'Obrázek nelze smazat, zobrazuje ho 1 produkt.';
    mockedDelete.mockRejectedValue(new ApiError(409, { code: 'image_in_use', message, requestId: 'r' }));
    await renderAs(USERS.administrator);
    await table().findByText(SHOP.name);
    mockedList.mockResolvedValue({ items: [TREE, BANNER, { ...SHOP, productsCount: 1 }], totalCount: 3 });
    await user.click(button(`Smazat ${SHOP.name}`));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Smazat' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    // Behind the dialog the list has the new count: its delete is off.
    await waitFor(() => expect(button(`Smazat ${SHOP.name}`)).toBeDisabled());
  });
});
