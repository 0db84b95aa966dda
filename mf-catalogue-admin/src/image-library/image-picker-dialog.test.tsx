import {
  ApiError,
  listLibraryImages,
  uploadLibraryImage,
  type LibraryImage,
  type UploadOptions,
} from '@portal/shared-contracts';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-ui';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { BANNER, fileOf, IMAGES, libraryImage, SHOP, TREE } from './image-fixtures';
import { ImagePickerDialog } from './image-picker-dialog';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts('listLibraryImages', 'uploadLibraryImage');
});

const mockedList = jest.mocked(listLibraryImages);
const mockedUpload = jest.mocked(uploadLibraryImage);
const onPick = jest.fn();
const onClose = jest.fn();
let user = setupUser();

/** The dialog as a product's settings would open it, with the image chosen so far. */
const renderPicker = (selectedId: number | null = null) =>
  renderWithPortal(
    [
      {
        path: '/settings/products/:id',
        access: 'administrators' as const,
        component: () => <ImagePickerDialog open selectedId={selectedId} onPick={onPick} onClose={onClose} />,
      },
    ],
    '/settings/products/1',
    USERS.administrator,
  );

const dialog = () => within(screen.getByRole('dialog', { name: 'Vybrat obrázek' }));
const grid = () => within(dialog().getByRole('list', { name: 'Obrázky knihovny' }));
const tile = (name: string) => grid().getByRole('button', { name });
const choose = () => dialog().getByRole('button', { name: 'Vybrat' });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedList.mockResolvedValue({ items: IMAGES, totalCount: 3 });
});

describe('the image picker (spec 000 §2 "image picker")', () => {
  it('shows the first 20 images of the library as 300×300 thumbnails with their names', async () => {
    await renderPicker();
    expect(await grid().findByRole('button', { name: TREE.name })).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ page: 1, pageSize: 20, filterParams: { search: '' } });
    const thumb = grid().getByRole('img', { name: BANNER.name });
    expect(thumb).toHaveAttribute('src', '/api/images/12?thumb=1');
    expect(thumb).toHaveAttribute('width', '300');
    expect(thumb).toHaveAttribute('height', '300');
    expect(thumb).toHaveStyle({ objectFit: 'contain' });
    expect(
      grid()
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Vánoční stromek', 'banner.png', 'Prodejna']);
    expect(choose()).toBeDisabled();
  });

  it('starts with the image chosen so far selected, and picks it', async () => {
    await renderPicker(SHOP.id);
    expect(await grid().findByRole('button', { name: SHOP.name })).toHaveAttribute('aria-pressed', 'true');
    expect(tile(TREE.name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(choose());
    expect(onPick).toHaveBeenCalledWith(SHOP);
  });

  it('selects by a click or from the keyboard, and picks the selected one', async () => {
    await renderPicker();
    await user.click(await grid().findByRole('button', { name: TREE.name }));
    expect(tile(TREE.name)).toHaveAttribute('aria-pressed', 'true');
    expect(grid().getByText('Vybráno · 300 × 300 px')).toBeInTheDocument();
    tile(BANNER.name).focus();
    await user.keyboard('{Enter}');
    expect(tile(BANNER.name)).toHaveAttribute('aria-pressed', 'true');
    expect(tile(TREE.name)).toHaveAttribute('aria-pressed', 'false');
    tile(SHOP.name).focus();
    await user.keyboard(' ');
    expect(tile(SHOP.name)).toHaveAttribute('aria-pressed', 'true');
    expect(onPick).not.toHaveBeenCalled();
    await user.click(choose());
    expect(onPick).toHaveBeenCalledWith(SHOP);
  });

  it('picks at once on a double click', async () => {
    await renderPicker();
    await user.dblClick(await grid().findByRole('button', { name: BANNER.name }));
    expect(onPick).toHaveBeenCalledWith(BANNER);
  });

  it('closes on Zrušit without picking', async () => {
    await renderPicker();
    await grid().findByRole('button', { name: TREE.name });
    await user.click(dialog().getByRole('button', { name: 'Zrušit' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('pages from the server with the chosen page size, keeping the selection', async () => {
    mockedList.mockResolvedValue({ items: IMAGES, totalCount: 120 });
    await renderPicker();
    await user.click(await grid().findByRole('button', { name: TREE.name }));
    await user.click(dialog().getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() =>
      expect(mockedList).toHaveBeenCalledWith({ page: 2, pageSize: 20, filterParams: { search: '' } }),
    );
    const sizes = dialog().getByRole('combobox', { name: 'Počet záznamů na stránku' });
    await user.click(sizes);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.click(screen.getByTitle('50'));
    await waitFor(() =>
      expect(mockedList).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, filterParams: { search: '' } }),
    );
    // The image chosen on another page is still the one picked.
    mockedList.mockResolvedValue({ items: [BANNER], totalCount: 120 });
    await user.click(dialog().getByRole('button', { name: 'Stránka 2' }));
    await waitFor(() => expect(grid().queryByRole('button', { name: TREE.name })).not.toBeInTheDocument());
    await user.click(choose());
    expect(onPick).toHaveBeenCalledWith(TREE);
  });

  it('searches once the typing has settled, from the first page', async () => {
    jest.useFakeTimers();
    try {
      user = setupUser();
      mockedList.mockResolvedValue({ items: IMAGES, totalCount: 60 });
      await renderPicker();
      await grid().findByRole('button', { name: TREE.name });
      await user.click(dialog().getByRole('button', { name: 'Stránka 2' }));
      mockedList.mockResolvedValue({ items: [TREE], totalCount: 1 });
      await user.type(dialog().getByRole('searchbox', { name: 'Hledat obrázky' }), 'strom');
      expect(mockedList).not.toHaveBeenCalledWith(
        expect.objectContaining({ filterParams: { search: 'strom' } }),
      );
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(mockedList).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 20,
        filterParams: { search: 'strom' },
      });
      await waitFor(() =>
        expect(grid().queryByRole('button', { name: BANNER.name })).not.toBeInTheDocument(),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the library is empty', async () => {
    mockedList.mockResolvedValue({ items: [], totalCount: 0 });
    await renderPicker();
    expect(await dialog().findByText('Knihovna zatím nemá žádné obrázky.')).toBeInTheDocument();
    expect(choose()).toBeDisabled();
  });

  it('shows a failed load with the server message and a retry', async () => {
    mockedList.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await renderPicker();
    expect(await dialog().findByText('Obrázky se nepodařilo načíst.')).toBeInTheDocument();
    expect(dialog().getByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Zkusit znovu' }));
    expect(await grid().findByRole('button', { name: TREE.name })).toBeInTheDocument();
  });
});

describe('an upload in the picker', () => {
  const NEW = libraryImage({ id: 20, name: 'nove.png', fileName: 'nove.png' });

  it('shows the progress, then lists the new image first and selected, ready to pick', async () => {
    let finish!: (image: LibraryImage) => void;
    mockedUpload.mockImplementation((_file: Blob, options?: UploadOptions) => {
      options?.onProgress?.({ loaded: 30, total: 100, percent: 30 });
      return new Promise((resolve) => (finish = resolve));
    });
    await renderPicker(TREE.id);
    await grid().findByRole('button', { name: TREE.name });
    const file = fileOf('nove.png');
    await user.upload(dialog().getByLabelText('Soubor obrázku (JPEG, PNG nebo WEBP)'), file);
    expect(mockedUpload).toHaveBeenCalledWith(file, expect.anything());
    expect(await dialog().findByRole('progressbar', { name: 'Nahrávání obrázku' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    // The dialog waits for the upload before it can be closed.
    expect(dialog().getByRole('button', { name: 'Zrušit' })).toBeDisabled();
    mockedList.mockResolvedValue({ items: [NEW, ...IMAGES], totalCount: 4 });
    await act(async () => finish(NEW));
    expect(dialog().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await grid().findByRole('button', { name: NEW.name })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Obrázek nahrán')).toBeInTheDocument();
    expect(grid().getAllByRole('button')[0]).toHaveAccessibleName(NEW.name);
    expect(tile(TREE.name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(choose());
    expect(onPick).toHaveBeenCalledWith(NEW);
  });

  it("shows the server's reason for a refused file", async () => {
    mockedUpload.mockRejectedValue(
      new ApiError(400, {
        code: 'creative_file_invalid',
        message: 'Soubor nelze použít.',
        fieldErrors: { file: ['Soubor není obrázek ve formátu JPEG, PNG ani WEBP, nebo je poškozený.'] },
        requestId: 'r',
      }),
    );
    await renderPicker();
    await grid().findByRole('button', { name: TREE.name });
    await user.upload(dialog().getByLabelText('Soubor obrázku (JPEG, PNG nebo WEBP)'), fileOf('fake.png'));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Soubor není obrázek ve formátu JPEG, PNG ani WEBP, nebo je poškozený.',
    );
  });
});
