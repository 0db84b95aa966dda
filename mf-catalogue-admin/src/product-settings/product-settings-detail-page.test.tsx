import {
  ApiError,
  getCategories,
  getProductSasInfo,
  getProductSettings,
  listCreativeFormats,
  listProductSettings,
  sessionStore,
  updateProductSettings,
  type LibraryImage,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import type * as Fixtures from './product-settings-fixtures';
import {
  CATEGORIES,
  FORMATS,
  LEADERBOARD,
  LEADERBOARD_ROW,
  LEADERBOARD_SAS_INFO,
  PRODUCT_SETTINGS_ROUTES,
  SPRING_IMAGE,
} from './product-settings-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(
    'listProductSettings',
    'getProductSettings',
    'updateProductSettings',
    'getCategories',
    'listCreativeFormats',
    'getProductSasInfo',
  );
});

// The picker is another screen's (the image library): here it offers one image to pick.
jest.mock('../image-library/image-picker-dialog', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  const { SPRING_IMAGE: image } = jest.requireActual<typeof Fixtures>('./product-settings-fixtures');
  return {
    ImagePickerDialog: ({
      open,
      onPick,
      onClose,
    }: {
      open: boolean;
      onPick: (picked: LibraryImage) => void;
      onClose: () => void;
    }) =>
      open
        ? createElement(
            'div',
            { role: 'dialog', 'aria-label': 'Knihovna obrázků' },
            createElement('button', { type: 'button', onClick: () => onPick(image) }, image.name),
            createElement('button', { type: 'button', onClick: onClose }, 'Zavřít'),
          )
        : null,
  };
});

let user = setupUser();
const open = (path = '/settings/tools/3') =>
  renderWithPortal(PRODUCT_SETTINGS_ROUTES, path, USERS.administrator);
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const combobox = (label: RegExp) => screen.getByRole('combobox', { name: label, hidden: true });
const save = () => screen.getByRole('button', { name: /Uložit/ });
const loaded = () => screen.findByRole('form', { name: 'Nastavení produktu' }, { timeout: 5_000 });
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const hint = 'Nevyplněné texty se zákazníkům zobrazí česky.';

async function choose(label: RegExp, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByTitle(option));
}

// Pasted rather than typed: each keystroke renders the whole form again, slow on a busy machine.
async function retype(element: HTMLElement, text: string) {
  await user.clear(element);
  await user.paste(text);
}

const fieldErrors = (errors: Record<string, string[]>) =>
  new ApiError(400, {
    code: 'validation_failed',
    message: 'Zkontrolujte prosím zadané údaje.',
    requestId: 'r',
    fieldErrors: errors,
  });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getProductSettings).mockResolvedValue(LEADERBOARD);
  jest.mocked(getCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(listCreativeFormats).mockResolvedValue(FORMATS);
  jest.mocked(listProductSettings).mockResolvedValue([LEADERBOARD_ROW]);
  jest.mocked(getProductSasInfo).mockResolvedValue(LEADERBOARD_SAS_INFO);
});

afterEach(() => act(() => sessionStore.getState().setLocale('cs-CZ')));

describe('the ad server link (spec 000 §2 "Product settings": link to edit the tool in the ad server)', () => {
  it("links the product's page in the ad server, opened in a new tab", async () => {
    await open();
    await loaded();
    const link = await screen.findByRole('link', { name: /Upravit produkt v ad serveru/ });
    expect(getProductSasInfo).toHaveBeenCalledWith(3);
    expect(link).toHaveAttribute('href', LEADERBOARD_SAS_INFO.productURL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // Its label says where it goes and that it opens a new tab.
    expect(link).toHaveAccessibleName('Upravit produkt v ad serveru (otevře se v novém panelu)');
    expect(screen.getByText('HP_LEADERBOARD')).toBeInTheDocument();
  });

  it('says why when the link cannot be read, and still names the product as the ad server does', async () => {
    jest
      .mocked(getProductSasInfo)
      .mockRejectedValue(
        new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
      );
    await open();
    await loaded();
    expect(
      await screen.findByText('Odkaz do ad serveru se nepodařilo načíst: Nastala neočekávaná chyba', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upravit produkt v ad serveru/ })).not.toBeInTheDocument();
    expect(screen.getByText('HP_LEADERBOARD')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });
});

describe("the catalogue texts in the user's language", () => {
  it('names the product and its category in English, while the form edits the Czech title', async () => {
    act(() => sessionStore.getState().setLocale('en-GB'));
    await open();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Homepage leaderboard' })).toBeInTheDocument();
    expect(input('Název ve storefrontu')).toHaveValue(LEADERBOARD.title);
    expect(await screen.findByTitle('Banners')).toBeInTheDocument();
    await user.click(combobox(/Kategorie/));
    // A category without an English title is offered by its Czech one.
    expect(await screen.findByTitle('Vyhledávání')).toBeInTheDocument();
  });

  it('falls back to Czech where the product has no translation (Polish here)', async () => {
    act(() => sessionStore.getState().setLocale('pl-PL'));
    await open();
    await loaded();
    expect(screen.getByRole('heading', { name: LEADERBOARD.title! })).toBeInTheDocument();
    expect(await screen.findByTitle('Banery')).toBeInTheDocument();
  });
});

describe('product settings detail (spec 000 §2 "Product settings")', () => {
  it('shows every field of the product', async () => {
    await open();
    await loaded();
    expect(getProductSettings).toHaveBeenCalledWith(3);
    expect(screen.getByRole('heading', { name: LEADERBOARD.title! })).toBeInTheDocument();
    expect(input('Název ve storefrontu')).toHaveValue(LEADERBOARD.title);
    expect(checkbox('Aktivní')).toBeChecked();
    expect(screen.getByLabelText('Popis')).toHaveValue(LEADERBOARD.description);
    expect(await screen.findByTitle('Bannery')).toBeInTheDocument();
    expect(screen.getByTitle('Banner – leaderboard 970×250')).toBeInTheDocument();
    expect(input('ID velikosti')).toHaveValue('1200');
    expect(input('Typ sazby')).toHaveValue('Flat Rate');
    expect(input('Typ sazby')).toHaveAttribute('readonly');
    expect(input('Cena')).toHaveValue('45000.5');
    expect(input('Minimální objednávka')).toHaveValue('0');
    expect(
      screen.getByText(
        'Změna ceny platí jen pro nové objednávky. Už objednané položky si ponechají svou cenu.',
      ),
    ).toBeInTheDocument();
    expect(checkbox('Kontrola obsazenosti')).toBeChecked();
    expect(checkbox('Výchozí pozice')).toBeChecked();
    expect(checkbox('Více hodnot proměnné')).not.toBeChecked();
    expect(checkbox('Aukce')).not.toBeChecked();
    const toolType = within(screen.getByRole('radiogroup', { name: 'Typ nástroje' }));
    expect(toolType.getByRole('radio', { name: 'Banner' })).toBeChecked();
    // A banner has no native type.
    expect(screen.queryByRole('combobox', { name: /Typ nativního formátu/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('banner')).toBeInTheDocument();
    expect(document.querySelector('[data-icon="banner"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Obrázek produktu' })).toHaveAttribute(
      'src',
      '/api/images/7?thumb=1',
    );
    expect(input('URL s dalšími informacemi')).toHaveValue(LEADERBOARD.moreInfoUrl);
    expect(input('Text odkazu na další informace')).toHaveValue(LEADERBOARD.moreInfoUrlTitle);
    // The ad server's name and size id, read-only.
    expect(screen.getByText('HP_LEADERBOARD')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('keeps Save disabled without the storefront name and says why', async () => {
    await open();
    await loaded();
    await user.clear(input('Název ve storefrontu'));
    expect(save()).toBeDisabled();
    expect(screen.getByText('Vyplňte název produktu ve storefrontu.')).toBeInTheDocument();
    expect(input('Název ve storefrontu')).toHaveAttribute('aria-invalid', 'true');
    await user.type(input('Název ve storefrontu'), '   ');
    expect(save()).toBeDisabled();
    await user.type(input('Název ve storefrontu'), 'Leaderboard');
    expect(save()).toBeEnabled();
  });

  it('keeps Save disabled with a price of more than two decimals', async () => {
    await open();
    await loaded();
    await retype(input('Cena'), '10.005');
    await user.tab();
    expect(save()).toBeDisabled();
    expect(
      screen.getByText('Cena musí být číslo od 0 do 999999999 s nejvýše dvěma desetinnými místy.'),
    ).toBeInTheDocument();
    await retype(input('Cena'), '19.99');
    expect(save()).toBeEnabled();
  });

  it('turns the default position off and locks it when the availability check is turned off', async () => {
    await open();
    await loaded();
    await user.click(checkbox('Kontrola obsazenosti'));
    expect(checkbox('Kontrola obsazenosti')).not.toBeChecked();
    expect(checkbox('Výchozí pozice')).not.toBeChecked();
    expect(checkbox('Výchozí pozice')).toBeDisabled();
    expect(screen.getByText('Výchozí pozici lze zapnout jen s kontrolou obsazenosti.')).toBeInTheDocument();
    // Turning the check back on does not turn the position on by itself.
    await user.click(checkbox('Kontrola obsazenosti'));
    expect(checkbox('Výchozí pozice')).toBeEnabled();
    expect(checkbox('Výchozí pozice')).not.toBeChecked();
  });

  it('saves every field, then goes back to a fresh list', async () => {
    jest.mocked(updateProductSettings).mockResolvedValue({ ...LEADERBOARD, title: 'Nativní dlaždice' });
    const router = await open();
    await loaded();
    await retype(input('Název ve storefrontu'), '  Nativní dlaždice  ');
    await user.clear(screen.getByLabelText('Popis'));
    await choose(/Kategorie/, 'Vyhledávání');
    await retype(input('Cena'), '19.99');
    await retype(input('Minimální objednávka'), '5000');
    await user.click(checkbox('Kontrola obsazenosti'));
    await user.click(checkbox('Aukce'));
    await user.click(screen.getByRole('radio', { name: 'Nativní formát' }));
    await choose(/Typ nativního formátu/, 'Na začátku výsledků vyhledávání');
    await choose(/Formát kreativy/, 'Banner – skyscraper 300×600');
    await retype(input('ID velikosti'), '1300');
    await user.clear(input('URL s dalšími informacemi'));
    const listReads = jest.mocked(listProductSettings).mock.calls.length;
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/tools'));
    expect(updateProductSettings).toHaveBeenCalledWith(3, {
      title: 'Nativní dlaždice',
      active: true,
      description: null,
      categoryId: 2,
      creativeFormatId: 6,
      sizeExternalId: 1300,
      price: 19.99,
      minAmount: 5000,
      checkAvails: false,
      defaultPosEnabled: false,
      multipleVariableValues: false,
      auction: true,
      nativeFormat: true,
      nativeType: 'topInSearch',
      icon: 'banner',
      moreInfoUrl: null,
      moreInfoUrlTitle: 'Více o reklamě',
      imageId: LEADERBOARD.image!.id,
      // Always sent whole: they replace the stored ones.
      translations: {
        en: { title: 'Homepage leaderboard', description: null },
        pl: { title: null, description: null },
      },
      // The version the form read: a save over someone else's newer one is refused.
      version: LEADERBOARD.version,
    });
    expect(await screen.findByText('Nastavení produktu uloženo', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(jest.mocked(listProductSettings).mock.calls.length).toBeGreaterThan(listReads),
    );
  });

  it('shows the storefront texts in English and Polish in their tabs', async () => {
    await open();
    await loaded();
    expect(tab('Čeština')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.click(tab('English'));
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    expect(input('Název ve storefrontu (angličtina)')).toHaveValue('Homepage leaderboard');
    expect(input('Název ve storefrontu (angličtina)')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Popis (angličtina)')).toHaveValue('');
    expect(screen.getByText(hint)).toBeInTheDocument();
    // Only the shown tab's fields are there: the Czech ones are not mistaken for them.
    expect(screen.queryByLabelText('Popis')).not.toBeInTheDocument();
    await user.click(tab('Polski'));
    expect(input('Název ve storefrontu (polština)')).toHaveValue('');
    expect(screen.getByLabelText('Popis (polština)')).toHaveValue('');
    await user.click(tab('Čeština'));
    expect(input('Název ve storefrontu')).toHaveValue(LEADERBOARD.title);
  });

  it('saves the Polish title and description typed in their tab', async () => {
    jest.mocked(updateProductSettings).mockResolvedValue(LEADERBOARD);
    const router = await open();
    await loaded();
    await user.click(tab('Polski'));
    await retype(input('Název ve storefrontu (polština)'), '  Baner na stronie głównej ');
    await retype(screen.getByLabelText('Popis (polština)'), 'Duży baner nad treścią.');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/tools'));
    expect(jest.mocked(updateProductSettings).mock.calls[0]![1]).toMatchObject({
      title: LEADERBOARD.title,
      translations: {
        en: { title: 'Homepage leaderboard', description: null },
        pl: { title: 'Baner na stronie głównej', description: 'Duży baner nad treścią.' },
      },
    });
  });

  it('sends a cleared English title as none, so the Czech one shows', async () => {
    jest.mocked(updateProductSettings).mockResolvedValue(LEADERBOARD);
    await open();
    await loaded();
    await user.click(tab('English'));
    await user.clear(input('Název ve storefrontu (angličtina)'));
    await user.type(screen.getByLabelText('Popis (angličtina)'), '   ');
    await user.click(save());
    await waitFor(() => expect(updateProductSettings).toHaveBeenCalled());
    expect(jest.mocked(updateProductSettings).mock.calls[0]![1].translations).toEqual({
      en: { title: null, description: null },
      pl: { title: null, description: null },
    });
  });

  it('marks and shows the tab of a translation the server refused', async () => {
    jest
      .mocked(updateProductSettings)
      .mockRejectedValue(fieldErrors({ 'translations.pl.title': ['Text je příliš dlouhý.'] }));
    await open();
    await loaded();
    expect(tab('Polski')).toHaveAttribute('aria-selected', 'false');
    await user.click(save());
    const message = await screen.findByText('Text je příliš dlouhý.');
    expect(message).toHaveAttribute('id', 'product-translations-pl-title-error');
    expect(tab('Polski (obsahuje chybu)')).toHaveAttribute('aria-selected', 'true');
    expect(input('Název ve storefrontu (polština)')).toHaveAttribute('aria-invalid', 'true');
    expect(tab('Čeština')).toBeInTheDocument();
    // Changing the field takes its error and the tab's mark away.
    await user.type(input('Název ve storefrontu (polština)'), 'Baner');
    expect(screen.queryByText('Text je příliš dlouhý.')).not.toBeInTheDocument();
    expect(tab('Polski')).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the Czech tab while its title is missing', async () => {
    await open();
    await loaded();
    await user.clear(input('Název ve storefrontu'));
    await user.click(tab(/^English/));
    expect(tab('Čeština (obsahuje chybu)')).toHaveAttribute('aria-selected', 'false');
    expect(save()).toBeDisabled();
    await user.click(tab(/^Čeština/));
    expect(screen.getByText('Vyplňte název produktu ve storefrontu.')).toBeInTheDocument();
  });

  it('picks an icon and an image from the library', async () => {
    jest.mocked(updateProductSettings).mockResolvedValue(LEADERBOARD);
    await open();
    await loaded();
    await choose(/Ikona/, 'star');
    await user.click(screen.getByRole('button', { name: /Vybrat jiný obrázek/ }));
    await user.click(await screen.findByRole('button', { name: SPRING_IMAGE.name }, { timeout: 5_000 }));
    expect(screen.getByRole('img', { name: `Obrázek produktu: ${SPRING_IMAGE.name}` })).toHaveAttribute(
      'src',
      SPRING_IMAGE.thumbUrl,
    );
    expect(screen.queryByRole('dialog', { name: 'Knihovna obrázků' })).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(updateProductSettings).toHaveBeenCalled());
    expect(jest.mocked(updateProductSettings).mock.calls[0]![1]).toMatchObject({
      icon: 'star',
      imageId: SPRING_IMAGE.id,
    });
  });

  it('sends no image once removed, and no native type for a banner', async () => {
    jest.mocked(getProductSettings).mockResolvedValue({
      ...LEADERBOARD,
      nativeFormat: true,
      nativeType: 'topInCategory',
    });
    jest.mocked(updateProductSettings).mockResolvedValue(LEADERBOARD);
    await open();
    await loaded();
    expect(screen.getByTitle('Na začátku kategorie')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Banner' }));
    await user.click(screen.getByRole('button', { name: /Odebrat obrázek/ }));
    expect(screen.getByText('Bez obrázku')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(updateProductSettings).toHaveBeenCalled());
    expect(jest.mocked(updateProductSettings).mock.calls[0]![1]).toMatchObject({
      nativeFormat: false,
      nativeType: 'none',
      imageId: null,
    });
  });

  it("shows the server's field errors beside their fields and stays", async () => {
    jest.mocked(updateProductSettings).mockRejectedValue(
      fieldErrors({
        price: ['Cena musí být číslo od 0 s nejvýše dvěma desetinnými místy.'],
        categoryId: ['Vyberte kategorii produktu.'],
      }),
    );
    const router = await open();
    await loaded();
    await user.click(save());
    const message = await screen.findByText('Cena musí být číslo od 0 s nejvýše dvěma desetinnými místy.');
    expect(message).toHaveAttribute('id', 'product-price-error');
    expect(input('Cena')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Vyberte kategorii produktu.')).toHaveAttribute('id', 'product-categoryId-error');
    // Placed beside their fields: no general message above the buttons.
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/tools/3');
    // Changing the field takes its server error away.
    await retype(input('Cena'), '45000');
    expect(
      screen.queryByText('Cena musí být číslo od 0 s nejvýše dvěma desetinnými místy.'),
    ).not.toBeInTheDocument();
  });

  it('shows the server message of a refused save', async () => {
    const message = 'Produkt nebyl nalezen nebo vám není nabízen.';
    jest
      .mocked(updateProductSettings)
      .mockRejectedValue(new ApiError(404, { code: 'product_not_found', message, requestId: 'r' }));
    await open();
    await loaded();
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('on an edit conflict says who saved meanwhile and keeps what was typed until reloaded', async () => {
    // Someone else renamed the product since this form read it.
    const fresh = { ...LEADERBOARD, title: 'Leaderboard – jaro', price: 50_000, version: 6 };
    jest
      .mocked(updateProductSettings)
      .mockRejectedValueOnce(editConflict(fresh.version))
      .mockResolvedValueOnce({ ...fresh, title: 'Leaderboard – léto' });
    const router = await open();
    await loaded();
    await retype(input('Název ve storefrontu'), 'Můj leaderboard');
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Záznam mezitím změnil někdo jiný')).toBeInTheDocument();
    // The notice in place of the generic failure: the message shows once.
    expect(screen.getAllByText(CONFLICT_MESSAGE)).toHaveLength(1);
    const reload = screen.getByRole('button', { name: 'Načíst znovu' });
    await waitFor(() => expect(reload).toHaveFocus());
    expect(updateProductSettings).toHaveBeenCalledWith(3, expect.objectContaining({ version: 5 }));
    expect(input('Název ve storefrontu')).toHaveValue('Můj leaderboard');
    expect(router.state.location.pathname).toBe('/settings/tools/3');

    // Reading it again starts the form from the fresh product, without the notice.
    jest.mocked(getProductSettings).mockResolvedValue(fresh);
    const reads = jest.mocked(getProductSettings).mock.calls.length;
    await user.click(reload);
    await waitFor(() => expect(input('Název ve storefrontu')).toHaveValue('Leaderboard – jaro'));
    expect(jest.mocked(getProductSettings).mock.calls.length).toBeGreaterThan(reads);
    expect(input('Cena')).toHaveValue('50000');
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Načíst znovu' })).not.toBeInTheDocument();

    // A save from the fresh read sends its version and goes through.
    await retype(input('Název ve storefrontu'), 'Leaderboard – léto');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/tools'));
    expect(jest.mocked(updateProductSettings).mock.calls[1]![1]).toMatchObject({
      title: 'Leaderboard – léto',
      price: 50_000,
      version: 6,
    });
  });

  it('keeps the notice and says why when reading the product again fails', async () => {
    jest.mocked(updateProductSettings).mockRejectedValue(editConflict(6));
    await open();
    await loaded();
    await user.click(save());
    const reload = await screen.findByRole('button', { name: 'Načíst znovu' });
    jest
      .mocked(getProductSettings)
      .mockRejectedValue(
        new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
      );
    await user.click(reload);
    expect(
      await screen.findByText('Záznam se nepodařilo znovu načíst: Služba je dočasně nedostupná.'),
    ).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(input('Název ve storefrontu')).toHaveValue(LEADERBOARD.title);
  });

  it("shows the API's warnings of a missing size id and creative format", async () => {
    jest.mocked(getProductSettings).mockResolvedValue({
      ...LEADERBOARD,
      sizeExternalId: null,
      creativeFormat: null,
      warnings: ['sizeExternalIdMissing', 'creativeFormatMissing'],
    });
    await open();
    await loaded();
    expect(screen.getByText('Produkt nemá ID velikosti.')).toBeInTheDocument();
    expect(screen.getByText('Produkt nemá formát kreativy.')).toBeInTheDocument();
    // Neither is required: the product can be saved without them.
    expect(save()).toBeEnabled();
  });

  it('is not found when the server does not know it; Back returns to the list', async () => {
    jest
      .mocked(getProductSettings)
      .mockRejectedValue(
        new ApiError(404, { code: 'product_not_found', message: 'Nenalezeno.', requestId: 'r' }),
      );
    const router = await open('/settings/tools/999');
    expect(await screen.findByText('Produkt nebyl nalezen.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Zpět$/ }));
    expect(router.state.location.pathname).toBe('/settings/tools');
  });

  it('shows a failed load with a retry', async () => {
    jest
      .mocked(getProductSettings)
      .mockRejectedValueOnce(
        new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
      );
    await open();
    expect(
      await screen.findByText('Produkt se nepodařilo načíst.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await loaded();
  });
});
