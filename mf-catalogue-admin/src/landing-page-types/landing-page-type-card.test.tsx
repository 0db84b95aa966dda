import {
  ApiError,
  createLandingPageType,
  getLandingPageType,
  listCreativeFormats,
  listLandingPageTypes,
  searchTargets,
  updateLandingPageType,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import { BRAND, FORMATS, OTHER_SHOP, SEASONAL, SHOP } from './landing-page-type-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_TYPE_CALLS);
});

let user = setupUser();
const open = (path: string) => renderWithPortal(routes, path, USERS.administrator);
const card = async () => within(await screen.findByRole('dialog'));
const save = () => screen.getByRole('button', { name: /Uložit/, hidden: true });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const combobox = (label: RegExp) => screen.getByRole('combobox', { name: label, hidden: true });

async function choose(label: RegExp, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByTitle(option));
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
  jest.mocked(listLandingPageTypes).mockResolvedValue([SEASONAL, BRAND]);
  jest.mocked(listCreativeFormats).mockResolvedValue(FORMATS);
  jest.mocked(searchTargets).mockResolvedValue([SHOP, OTHER_SHOP]);
});

describe('a new landing page type (spec 001 §5 "Landing page type")', () => {
  it('keeps Save disabled until there is a name, and asks for the format and the size id', async () => {
    await open('/settings/landing-page-types/new');
    await card();
    expect(save()).toBeDisabled();
    await user.type(input('Název'), '   ');
    expect(save()).toBeDisabled();
    await user.type(input('Název'), 'Mikrostránka');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(await screen.findByText('Vyberte formát kreativy.')).toBeInTheDocument();
    expect(screen.getByText('Vyplňte ID velikosti.')).toBeInTheDocument();
    expect(input('ID velikosti')).toHaveAttribute('aria-invalid', 'true');
    expect(createLandingPageType).not.toHaveBeenCalled();
  });

  it('saves the trimmed name with the format, size id and shops, then goes back to a fresh list', async () => {
    jest.mocked(createLandingPageType).mockResolvedValue({ ...SEASONAL, id: 9, name: 'Mikrostránka' });
    const router = await open('/settings/landing-page-types/new');
    await card();
    expect(
      screen.getByText('Bez vybraného webu lze typ použít pro landing pages na všech webech.'),
    ).toBeInTheDocument();
    await user.type(input('Název'), '  Mikrostránka  ');
    await choose(/Formát kreativy/, 'Landing page – sezóna');
    await user.type(input('ID velikosti'), '1300');
    await choose(/Povolené weby/, 'Druhý e-shop');
    const calls = jest.mocked(listLandingPageTypes).mock.calls.length;
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/landing-page-types'));
    expect(createLandingPageType).toHaveBeenCalledWith({
      name: 'Mikrostránka',
      active: true,
      sizeExternalId: 1300,
      creativeFormatId: 8,
      allowedTargetIds: [12],
    });
    expect(await screen.findByText('Typ landing page uložen')).toBeInTheDocument();
    await waitFor(() => expect(jest.mocked(listLandingPageTypes).mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field error beside its field and stays open", async () => {
    jest
      .mocked(createLandingPageType)
      .mockRejectedValue(fieldError('name', 'Typ vstupní stránky s tímto názvem už existuje.'));
    const router = await open('/settings/landing-page-types/new');
    await card();
    await user.type(input('Název'), 'Značková stránka');
    await choose(/Formát kreativy/, 'Landing page – značka');
    await user.type(input('ID velikosti'), '1201');
    await user.click(save());
    const message = await screen.findByText('Typ vstupní stránky s tímto názvem už existuje.');
    expect(message).toHaveAttribute('id', 'landing-page-type-name-error');
    expect(input('Název')).toHaveAttribute('aria-describedby', 'landing-page-type-name-error');
    expect(router.state.location.pathname).toBe('/settings/landing-page-types/new');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('shows a failure no field owns as the server message', async () => {
    jest
      .mocked(createLandingPageType)
      .mockRejectedValue(
        new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
      );
    await open('/settings/landing-page-types/new');
    await card();
    await user.type(input('Název'), 'Mikrostránka');
    await choose(/Formát kreativy/, 'Landing page – značka');
    await user.type(input('ID velikosti'), '5');
    await user.click(save());
    expect(await screen.findByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
  });
});

describe('an existing landing page type', () => {
  it('is read from the server and saved whole', async () => {
    jest.mocked(getLandingPageType).mockResolvedValue(SEASONAL);
    jest.mocked(updateLandingPageType).mockResolvedValue({ ...SEASONAL, name: 'Sezóna', active: true });
    const router = await open('/settings/landing-page-types/4');
    expect(await screen.findByDisplayValue('Sezónní kampaň')).toBeInTheDocument();
    expect(getLandingPageType).toHaveBeenCalledWith(4);
    const dialog = await card();
    expect(dialog.getByText('Hlavní e-shop')).toBeInTheDocument();
    expect(input('ID velikosti')).toHaveValue('1202');
    expect(dialog.getByRole('checkbox', { name: 'Aktivní', hidden: true })).not.toBeChecked();
    await user.clear(input('Název'));
    await user.type(input('Název'), 'Sezóna ');
    await user.click(dialog.getByRole('checkbox', { name: 'Aktivní', hidden: true }));
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/landing-page-types'));
    expect(updateLandingPageType).toHaveBeenCalledWith(4, {
      name: 'Sezóna',
      active: true,
      sizeExternalId: 1202,
      creativeFormatId: 8,
      allowedTargetIds: [11, 12],
      version: SEASONAL.version,
    });
  });

  it('on an edit conflict says who saved meanwhile, and saves from the type read again', async () => {
    const fresh = { ...SEASONAL, name: 'Sezóna 2026', version: 8 };
    jest.mocked(getLandingPageType).mockResolvedValue(SEASONAL);
    jest
      .mocked(updateLandingPageType)
      .mockRejectedValueOnce(editConflict(fresh.version))
      .mockResolvedValueOnce(fresh);
    const router = await open('/settings/landing-page-types/4');
    expect(await screen.findByDisplayValue('Sezónní kampaň')).toBeInTheDocument();
    await user.clear(input('Název'));
    await user.type(input('Název'), 'Moje sezóna');
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(updateLandingPageType).toHaveBeenCalledWith(4, expect.objectContaining({ version: 7 }));
    expect(input('Název')).toHaveValue('Moje sezóna');
    jest.mocked(getLandingPageType).mockResolvedValue(fresh);
    await user.click(screen.getByRole('button', { name: 'Načíst znovu', hidden: true }));
    expect(await screen.findByDisplayValue('Sezóna 2026')).toBeInTheDocument();
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/landing-page-types'));
    expect(jest.mocked(updateLandingPageType).mock.calls[1]![1]).toMatchObject({
      name: 'Sezóna 2026',
      version: 8,
    });
  });

  it('keeps the format of a type landing pages use, saying why', async () => {
    jest.mocked(getLandingPageType).mockResolvedValue(BRAND);
    await open('/settings/landing-page-types/3');
    await screen.findByDisplayValue('Značková stránka');
    expect(screen.getByText('Formát nelze změnit, používají ho 4 landing pages.')).toBeInTheDocument();
    expect(combobox(/Formát kreativy/)).toBeDisabled();
  });

  it('shows the server message when the format change is refused', async () => {
    jest.mocked(getLandingPageType).mockResolvedValue(SEASONAL);
    const message = 'Formát typu nelze změnit, 2 vstupní stránky už mají jeho pole.';
    jest
      .mocked(updateLandingPageType)
      .mockRejectedValue(
        new ApiError(409, { code: 'landing_page_type_format_in_use', message, requestId: 'r' }),
      );
    await open('/settings/landing-page-types/4');
    await screen.findByDisplayValue('Sezónní kampaň');
    await choose(/Formát kreativy/, 'Landing page – značka');
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('is not found when the server does not know it, or the address names none', async () => {
    jest.mocked(getLandingPageType).mockRejectedValue(
      new ApiError(404, {
        code: 'landing_page_type_not_found',
        message: 'Typ vstupní stránky nebyl nalezen.',
        requestId: 'r',
      }),
    );
    const router = await open('/settings/landing-page-types/999');
    expect(await screen.findByText('Typ landing page nebyl nalezen.')).toBeInTheDocument();
    expect(screen.getByText('Značková stránka')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zpět na seznam', hidden: true }));
    expect(router.state.location.pathname).toBe('/settings/landing-page-types');
  });

  it('is not found without a call when the id is not a number', async () => {
    await open('/settings/landing-page-types/abc');
    expect(await screen.findByText('Typ landing page nebyl nalezen.')).toBeInTheDocument();
    expect(getLandingPageType).not.toHaveBeenCalled();
  });
});
