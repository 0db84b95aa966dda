import {
  ApiError,
  createCategory,
  getCategories,
  getCategory,
  searchTargets,
  updateCategory,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import { BANNERS, CATEGORIES, OTHER_SHOP, SEARCH, SHOP } from './category-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CATEGORY_CALLS);
});

let user = setupUser();
const open = (path: string) => renderWithPortal(routes, path, USERS.administrator);
// The card is loaded when first opened: on a busy machine that takes longer than findBy's 1 s.
const card = async () => within(await screen.findByRole('dialog', {}, { timeout: 5_000 }));
const save = () => screen.getByRole('button', { name: /Uložit/, hidden: true });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (a required field's label ends with its asterisk). */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escaped(label)}\\*?$`), { selector: 'input, textarea' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name, hidden: true });
const tab = (name: string) => screen.getByRole('tab', { name, hidden: true });

async function retype(label: string, text: string) {
  await user.clear(input(label));
  if (text) await user.type(input(label), text);
}

const fieldError = (field: string, message: string) =>
  new ApiError(400, {
    code: 'validation_failed',
    message: 'Zkontrolujte prosím zadané údaje.',
    requestId: 'r',
    fieldErrors: { [field]: [message] },
  });

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(searchTargets).mockResolvedValue([SHOP, OTHER_SHOP]);
});

describe('a new product category (spec 001 §5 "Catalogue administration")', () => {
  it('keeps Save disabled until there is a title', async () => {
    await open('/settings/categories/new');
    await card();
    expect(save()).toBeDisabled();
    await user.type(input('Název'), '   ');
    expect(save()).toBeDisabled();
    expect(screen.getByText('Vyplňte název kategorie.')).toBeInTheDocument();
    expect(input('Název')).toHaveAttribute('aria-invalid', 'true');
    await user.type(input('Název'), 'Video');
    expect(save()).toBeEnabled();
    expect(screen.queryByText('Vyplňte název kategorie.')).not.toBeInTheDocument();
  });

  it('says a domain URL must be valid, and takes an empty one', async () => {
    await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), 'Video');
    for (const bad of ['www.shop.cz', 'ftp://shop.cz', 'https://nohost']) {
      await retype('URL domény', bad);
      expect(screen.getByText('URL musí být platná.')).toHaveAttribute('id', 'category-domainUrl-error');
      expect(save()).toBeDisabled();
    }
    await retype('URL domény', 'https://www.shop.cz/video');
    expect(screen.queryByText('URL musí být platná.')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    await retype('URL domény', '');
    expect(save()).toBeEnabled();
  });

  it('takes a whole number of days of at least 0', async () => {
    await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), 'Video');
    const days = input('Minimální počet dní před začátkem');
    expect(days).toHaveValue('0');
    await retype('Minimální počet dní před začátkem', '-1');
    expect(
      screen.getByText('Minimální počet dní před začátkem musí být celé číslo od 0 do 365.'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await retype('Minimální počet dní před začátkem', '');
    expect(screen.getByText('Vyplňte minimální počet dní před začátkem.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await retype('Minimální počet dní před začátkem', '400');
    expect(save()).toBeDisabled();
    await retype('Minimální počet dní před začátkem', '14');
    expect(save()).toBeEnabled();
  });

  it('saves the trimmed fields with the shop, then goes back to a fresh list', async () => {
    jest.mocked(createCategory).mockResolvedValue({ ...SEARCH, id: 9, title: 'Video' });
    const router = await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), '  Video  ');
    await user.type(input('Krátký popis'), ' Krátce ');
    await retype('Minimální počet dní před začátkem', '14');
    await user.type(input('URL domény'), ' https://video.example.cz ');
    await user.click(screen.getByRole('combobox', { name: /Cílový web/, hidden: true }));
    await user.click(await screen.findByTitle('Druhý e-shop'));
    await user.type(input('Název v ad serveru (SAS)'), 'VIDEO');
    await user.click(checkbox('Interní'));
    await user.click(tab('English'));
    expect(screen.getByText('Nevyplněné texty se zákazníkům zobrazí česky.')).toBeInTheDocument();
    await user.type(input('Krátký popis (angličtina)'), ' Briefly ');
    const calls = jest.mocked(getCategories).mock.calls.length;
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/categories'));
    expect(createCategory).toHaveBeenCalledWith({
      title: 'Video',
      description: null,
      shortDescription: 'Krátce',
      minDaysBeforeStartDate: 14,
      active: true,
      internal: true,
      autoPauseFlight: false,
      domainUrl: 'https://video.example.cz',
      targetId: OTHER_SHOP.id,
      sasName: 'VIDEO',
      // A new category sends its translations too, the empty ones as none.
      translations: {
        en: { title: null, shortDescription: 'Briefly', description: null },
        pl: { title: null, shortDescription: null, description: null },
      },
    });
    expect(await screen.findByText('Kategorie produktů uložena')).toBeInTheDocument();
    await waitFor(() => expect(jest.mocked(getCategories).mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field error beside its field and stays open", async () => {
    jest.mocked(createCategory).mockRejectedValue(fieldError('targetId', 'Cílový web nebyl nalezen.'));
    const router = await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), 'Video');
    await user.click(save());
    const message = await screen.findByText('Cílový web nebyl nalezen.');
    expect(message).toHaveAttribute('id', 'category-targetId-error');
    expect(screen.getByRole('combobox', { name: /Cílový web/, hidden: true })).toHaveAttribute(
      'aria-describedby',
      'category-targetId-help category-targetId-error',
    );
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/categories/new');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it("reads the server's message with its field until the field is changed", async () => {
    const refusal = 'Tento název v ad serveru už má jiná kategorie.';
    jest.mocked(createCategory).mockRejectedValue(fieldError('sasName', refusal));
    await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), 'Video');
    await user.type(input('Název v ad serveru (SAS)'), 'BANNERS');
    await user.click(save());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(input('Název v ad serveru (SAS)')).toHaveAccessibleDescription(refusal);
    expect(input('Název v ad serveru (SAS)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
    await user.type(input('Název v ad serveru (SAS)'), '_2');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(input('Název v ad serveru (SAS)')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a failure no field owns as the server message', async () => {
    jest
      .mocked(createCategory)
      .mockRejectedValue(
        new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
      );
    await open('/settings/categories/new');
    await card();
    await user.type(input('Název'), 'Video');
    await user.click(save());
    expect(await screen.findByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
  });
});

describe('an existing product category', () => {
  it('is read from the server and saved whole', async () => {
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    jest.mocked(updateCategory).mockResolvedValue({ ...BANNERS, active: false });
    const router = await open('/settings/categories/1');
    expect(await screen.findByDisplayValue('Bannery', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(getCategory).toHaveBeenCalledWith(1);
    const dialog = await card();
    expect(dialog.getByText('Hlavní e-shop')).toBeInTheDocument();
    expect(input('Minimální počet dní před začátkem')).toHaveValue('7');
    expect(input('URL domény')).toHaveValue('https://shop.example.cz');
    expect(checkbox('Aktivní')).toBeChecked();
    expect(checkbox('Interní')).toHaveAccessibleDescription(
      'Interní kategorii nabízí portál jen zaměstnancům retailera, dodavatelé a agentury ji nevidí.',
    );
    await user.click(checkbox('Aktivní'));
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/categories'));
    expect(updateCategory).toHaveBeenCalledWith(1, {
      title: 'Bannery',
      description: 'Grafická reklama na webu.',
      shortDescription: 'Bannery na webu',
      minDaysBeforeStartDate: 7,
      active: false,
      internal: false,
      autoPauseFlight: false,
      domainUrl: 'https://shop.example.cz',
      targetId: SHOP.id,
      sasName: 'BANNERS',
      translations: {
        en: { title: 'Banners', shortDescription: 'Banners on the web', description: null },
        pl: { title: 'Banery', shortDescription: null, description: null },
      },
      // The version the card read: a save over someone else's newer one is refused.
      version: BANNERS.version,
    });
  });

  it('on an edit conflict says who saved meanwhile, and saves from the category read again', async () => {
    // Someone else made the category internal since the card read it.
    const fresh = { ...BANNERS, internal: true, sasName: 'BANNERS_2', version: 5 };
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    jest
      .mocked(updateCategory)
      .mockRejectedValueOnce(editConflict(fresh.version))
      .mockResolvedValueOnce({ ...fresh, title: 'Bannery na webu' });
    const router = await open('/settings/categories/1');
    await card();
    await retype('Název', 'Moje bannery');
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Záznam mezitím změnil někdo jiný')).toBeInTheDocument();
    expect(screen.getAllByText(CONFLICT_MESSAGE)).toHaveLength(1);
    expect(updateCategory).toHaveBeenCalledWith(1, expect.objectContaining({ version: 4 }));
    // The card stays open with what was typed.
    expect(input('Název')).toHaveValue('Moje bannery');
    expect(checkbox('Interní')).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/settings/categories/1');

    jest.mocked(getCategory).mockResolvedValue(fresh);
    const reads = jest.mocked(getCategory).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Načíst znovu', hidden: true }));
    await waitFor(() => expect(input('Název')).toHaveValue('Bannery'));
    expect(jest.mocked(getCategory).mock.calls.length).toBeGreaterThan(reads);
    expect(checkbox('Interní')).toBeChecked();
    expect(input('Název v ad serveru (SAS)')).toHaveValue('BANNERS_2');
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();

    await retype('Název', 'Bannery na webu');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/categories'));
    expect(jest.mocked(updateCategory).mock.calls[1]![1]).toMatchObject({
      title: 'Bannery na webu',
      internal: true,
      sasName: 'BANNERS_2',
      version: 5,
    });
  });

  it('shows its English and Polish texts in their tabs', async () => {
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    await open('/settings/categories/1');
    expect(await screen.findByDisplayValue('Bannery', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(tab('Čeština')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('English'));
    expect(input('Název (angličtina)')).toHaveValue('Banners');
    expect(input('Název (angličtina)')).toHaveAttribute('lang', 'en');
    expect(input('Krátký popis (angličtina)')).toHaveValue('Banners on the web');
    expect(input('Popis (angličtina)')).toHaveValue('');
    await user.click(tab('Polski'));
    expect(input('Název (polština)')).toHaveValue('Banery');
    expect(input('Krátký popis (polština)')).toHaveValue('');
  });

  it('saves the Polish title changed in its tab', async () => {
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    jest.mocked(updateCategory).mockResolvedValue(BANNERS);
    const router = await open('/settings/categories/1');
    await card();
    await user.click(tab('Polski'));
    await retype('Název (polština)', ' Banery reklamowe ');
    await user.type(input('Popis (polština)'), 'Reklama graficzna.');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/categories'));
    expect(jest.mocked(updateCategory).mock.calls[0]![1]).toMatchObject({
      title: 'Bannery',
      translations: {
        en: { title: 'Banners', shortDescription: 'Banners on the web', description: null },
        pl: { title: 'Banery reklamowe', shortDescription: null, description: 'Reklama graficzna.' },
      },
    });
  });

  it('sends a cleared Polish title as none, so the Czech one shows', async () => {
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    jest.mocked(updateCategory).mockResolvedValue(BANNERS);
    await open('/settings/categories/1');
    await card();
    await user.click(tab('Polski'));
    await retype('Název (polština)', '');
    await user.click(save());
    await waitFor(() => expect(updateCategory).toHaveBeenCalled());
    expect(jest.mocked(updateCategory).mock.calls[0]![1].translations).toEqual({
      en: { title: 'Banners', shortDescription: 'Banners on the web', description: null },
      pl: { title: null, shortDescription: null, description: null },
    });
  });

  it('marks and shows the tab of a translation the server refused', async () => {
    jest.mocked(getCategory).mockResolvedValue(BANNERS);
    jest
      .mocked(updateCategory)
      .mockRejectedValue(fieldError('translations.en.shortDescription', 'Text je příliš dlouhý.'));
    await open('/settings/categories/1');
    await card();
    await user.click(save());
    const message = await screen.findByText('Text je příliš dlouhý.');
    expect(message).toHaveAttribute('id', 'category-translations-en-shortDescription-error');
    expect(tab('English (obsahuje chybu)')).toHaveAttribute('aria-selected', 'true');
    expect(input('Krátký popis (angličtina)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
  });

  it('is not found when the server does not know it', async () => {
    jest.mocked(getCategory).mockRejectedValue(
      new ApiError(404, {
        code: 'product_category_not_found',
        message: 'Kategorie produktů nebyla nalezena.',
        requestId: 'r',
      }),
    );
    const router = await open('/settings/categories/999');
    expect(
      await screen.findByText('Kategorie produktů nebyla nalezena.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bannery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zpět na seznam', hidden: true }));
    expect(router.state.location.pathname).toBe('/settings/categories');
  });

  it('is not found without a call when the id is not a number', async () => {
    await open('/settings/categories/abc');
    expect(
      await screen.findByText('Kategorie produktů nebyla nalezena.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(getCategory).not.toHaveBeenCalled();
  });
});
