import {
  ApiError,
  getSettingsVariableGroups,
  getUsersByRole,
  updateSettingsVariable,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import {
  CAMPAIGNS_REMOTE,
  DASHBOARDS,
  GROUPS,
  MENU_ORDER,
  SALES_PERSON,
  SALES_PERSONS,
  TRAFFICKER,
  TRAFFICKERS,
  USERS_REMOTE,
  ZIP_UPLOAD,
} from './settings-variable-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.SETTINGS_CALLS);
});

const mockedGroups = jest.mocked(getSettingsVariableGroups);
const mockedUpdate = jest.mocked(updateSettingsVariable);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>) => renderWithPortal(routes, '/settings/others', who);
const group = (title: string) => within(screen.getByRole('region', { name: title }));
/** The table row of a variable (its name may also be in a toast). */
const rowOf = (name: string) =>
  within(
    screen
      .getAllByText(name)
      .find((element) => element.closest('tr'))!
      .closest('tr')!,
  );
// The dialogs are loaded when first opened: on a busy machine that takes longer than findBy's 1 s.
const dialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 5_000 }));
const save = () => screen.getByRole('button', { name: /Uložit/, hidden: true });
const switchOf = () => screen.getByRole('checkbox', { name: 'Zapnuto', hidden: true });

/** antd's toasts outlive a test: find the one saying `title` about `name`. */
const expectToast = (title: string, name: string) =>
  waitFor(() =>
    expect(
      screen
        .getAllByRole('alert')
        .some((toast) => toast.textContent?.includes(title) && toast.textContent.includes(name)),
    ).toBe(true),
  );

async function openEditor(name: string) {
  await renderAs(USERS.administrator);
  // By its edit button: an earlier test's toast may name the variable too.
  await user.click(await screen.findByRole('button', { name: `Upravit ${name}` }));
  return dialog();
}

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  // Answers queued for one call and left unused by a failed test do not reach the next one.
  mockedUpdate.mockReset();
  mockedGroups.mockResolvedValue(GROUPS);
  jest
    .mocked(getUsersByRole)
    .mockImplementation(async (role) => (role === 'trafficker' ? TRAFFICKERS : SALES_PERSONS));
});

describe('the settings variables route (spec 000 §2 route table)', () => {
  it('shows a retailer the forbidden page without asking for the settings', async () => {
    await renderAs(USERS.retailer);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedGroups).not.toHaveBeenCalled();
  });
});

describe('the settings variables (spec 000 §2 "Settings variables")', () => {
  it('shows every group with its variables: name, value and edit', async () => {
    await renderAs(USERS.administrator);
    expect(await screen.findByRole('heading', { name: 'Ostatní nastavení' })).toBeInTheDocument();
    const features = group('Funkce portálu');
    expect(
      within(features.getByText('Nahrávání kreativ v ZIP').closest('tr')!).getByText('Zapnuto'),
    ).toBeInTheDocument();
    expect(rowOf('Položka menu Dashboardy').getByText('Vypnuto')).toBeInTheDocument();
    expect(rowOf('Jazyky rozhraní').getByText('cs-CZ,en-GB')).toBeInTheDocument();
    const modules = group('Moduly portálu');
    expect(
      modules.getByText(
        'Vypnutý modul zmizí z menu a jeho stránky po příštím načtení portálu zobrazí stránku Nenalezeno. Data modulu zůstávají, po zapnutí je vše jako dřív.',
      ),
    ).toBeInTheDocument();
    expect(modules.getByText('Modul mf-users')).toBeInTheDocument();
    const users = group('Výchozí systémoví uživatelé');
    expect(await users.findByText('Tomáš Trafficker')).toBeInTheDocument();
    expect(rowOf('Výchozí obchodník').getByText('Nevybráno')).toBeInTheDocument();
    expect(getUsersByRole).toHaveBeenCalledWith('trafficker');
  });

  it('says "not implemented" for a variable the portal does not edit', async () => {
    await renderAs(USERS.administrator);
    await screen.findByText('Jazyky rozhraní');
    const locales = rowOf('Jazyky rozhraní');
    expect(locales.getByText('Neimplementováno')).toBeInTheDocument();
    expect(locales.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit Položka menu Dashboardy' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockedGroups.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Nastavení se nepodařilo načíst.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Položka menu Dashboardy')).toBeInTheDocument();
  });
});

describe('a boolean variable', () => {
  it("is switched on in a dialog and saved as 'true', then the groups are read again", async () => {
    mockedUpdate.mockResolvedValue({ ...DASHBOARDS, value: 'true' });
    await openEditor('Položka menu Dashboardy');
    expect(switchOf()).not.toBeChecked();
    await user.click(switchOf());
    const [features, ...others] = GROUPS;
    const switchedOn = { ...features!, variables: [ZIP_UPLOAD, { ...DASHBOARDS, value: 'true' }] };
    mockedGroups.mockResolvedValue([switchedOn, ...others]);
    await user.click(save());
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalledWith(DASHBOARDS.id, 'true', DASHBOARDS.version));
    await expectToast('Nastavení uloženo', DASHBOARDS.name);
    await waitFor(() => expect(mockedGroups).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Položka menu Dashboardy').getByText('Zapnuto')).toBeInTheDocument();
  });

  it("is switched off and saved as 'false'", async () => {
    mockedUpdate.mockResolvedValue({ ...ZIP_UPLOAD, value: 'false' });
    await openEditor('Nahrávání kreativ v ZIP');
    expect(switchOf()).toBeChecked();
    await user.click(switchOf());
    await user.click(save());
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith(ZIP_UPLOAD.id, 'false', ZIP_UPLOAD.version),
    );
  });

  it('switches a module off with a toast naming it as the list does', async () => {
    // The server names the switch its own way; the screen says "Modul …" in the user's language.
    mockedUpdate.mockResolvedValue({ ...USERS_REMOTE, name: 'remote-mf-users', value: 'false' });
    await openEditor('Modul mf-users');
    await user.click(switchOf());
    await user.click(save());
    await expectToast('Nastavení uloženo', 'Modul mf-users');
    expect(mockedUpdate).toHaveBeenCalledWith(USERS_REMOTE.id, 'false', USERS_REMOTE.version);
  });

  it('keeps a refusal of the server in the dialog', async () => {
    const message = 'Služba je dočasně nedostupná.';
    mockedUpdate.mockRejectedValue(new ApiError(503, { code: 'unavailable', message, requestId: 'r' }));
    const editor = await openEditor('Modul mf-users');
    expect(
      editor.getByText(
        'Vypnutý modul zmizí z menu a jeho stránky po příštím načtení portálu zobrazí stránku Nenalezeno.',
      ),
    ).toBeInTheDocument();
    await user.click(switchOf());
    await user.click(save());
    expect(await editor.findByText(message)).toBeInTheDocument();
    expect(mockedUpdate).toHaveBeenCalledWith(USERS_REMOTE.id, 'false', USERS_REMOTE.version);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('a save over a newer one (edit conflict)', () => {
  it('says who saved meanwhile, keeps the choice until the list is read again, then saves', async () => {
    // Someone else switched the dashboards on since the list was read.
    const fresh = { ...DASHBOARDS, value: 'true', version: 6 };
    const [features, ...others] = GROUPS;
    mockedUpdate
      .mockRejectedValueOnce(editConflict(fresh.version))
      .mockResolvedValueOnce({ ...fresh, value: 'false', version: 7 });
    await openEditor('Položka menu Dashboardy');
    await user.click(switchOf());
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Záznam mezitím změnil někdo jiný')).toBeInTheDocument();
    expect(screen.getAllByText(CONFLICT_MESSAGE)).toHaveLength(1);
    expect(mockedUpdate).toHaveBeenCalledWith(DASHBOARDS.id, 'true', DASHBOARDS.version);
    // The dialog stays open with the choice made.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(switchOf()).toBeChecked();

    // Reloading reads the list again and starts the dialog from the fresh variable.
    mockedGroups.mockResolvedValue([{ ...features!, variables: [ZIP_UPLOAD, fresh] }, ...others]);
    const reads = mockedGroups.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Načíst znovu', hidden: true }));
    await waitFor(() => expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument());
    expect(mockedGroups.mock.calls.length).toBeGreaterThan(reads);
    expect(switchOf()).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Načíst znovu', hidden: true })).not.toBeInTheDocument();
    // The list shows the fresh value too.
    expect(rowOf('Položka menu Dashboardy').getByText('Zapnuto')).toBeInTheDocument();

    // Switched off from the fresh read: saved with its version.
    await user.click(switchOf());
    await user.click(save());
    await waitFor(() => expect(mockedUpdate).toHaveBeenLastCalledWith(DASHBOARDS.id, 'false', 6));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the notice in the default user dialog too and sends the version read again', async () => {
    const fresh = { ...TRAFFICKER, value: '32', version: 3 };
    const [features, remotes, users] = GROUPS;
    mockedUpdate.mockRejectedValueOnce(editConflict(fresh.version)).mockResolvedValueOnce(fresh);
    const editor = await openEditor('Výchozí trafficker');
    expect(await editor.findByText('Tomáš Trafficker (traffic@portal.test)')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    mockedGroups.mockResolvedValue([features!, remotes!, { ...users!, variables: [fresh, SALES_PERSON] }]);
    await user.click(screen.getByRole('button', { name: 'Načíst znovu', hidden: true }));
    // The fresh choice: the user someone else picked.
    expect(await editor.findByText('Tereza Trafficker (traffic2@portal.test)')).toBeInTheDocument();
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(mockedUpdate).toHaveBeenLastCalledWith(TRAFFICKER.id, '32', 3));
  });
});

describe('the order of the header menu', () => {
  const name = 'Pořadí položek hlavního menu';

  it('shows the entries in their order', async () => {
    await renderAs(USERS.administrator);
    await screen.findByText(name);
    expect(
      rowOf(name).getByText('Produkty › Kampaně › Aktivity › Landing pages › Ke schválení › Dostupnost'),
    ).toBeInTheDocument();
  });

  it('is changed a step at a time from the keyboard and saved whole', async () => {
    mockedUpdate.mockResolvedValue({ ...MENU_ORDER, value: 'campaigns,products' });
    const editor = await openEditor(name);
    expect(save()).toBeDisabled();
    const up = editor.getByRole('button', { name: 'Posunout Ke schválení nahoru' });
    await user.click(up);
    await user.click(up);
    await user.click(up);
    await user.click(editor.getByRole('button', { name: 'Posunout Produkty dolů' }));
    expect(
      editor
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ke schválení', 'Produkty', 'Kampaně', 'Aktivity', 'Landing pages', 'Dostupnost']);
    await user.click(save());
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith(
        MENU_ORDER.id,
        'reviewQueue,products,campaigns,activities,landingPages,availabilities',
        MENU_ORDER.version,
      ),
    );
    await expectToast('Nastavení uloženo', name);
  });

  it("puts the server's field error under the entries", async () => {
    const message = 'Pořadí musí obsahovat každou položku menu právě jednou.';
    mockedUpdate.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: { value: [message] },
      }),
    );
    const editor = await openEditor(name);
    await user.click(editor.getByRole('button', { name: 'Posunout Produkty dolů' }));
    await user.click(save());
    const entries = editor.getByRole('table', { name: 'Položky hlavního menu' });
    await waitFor(() => expect(entries).toHaveAccessibleDescription(message));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the campaigns module (REQUIRED_REMOTE)', () => {
  it('cannot be switched off, and the screen says why', async () => {
    await renderAs(USERS.administrator);
    await screen.findByText('Modul mf-campaigns');
    expect(
      rowOf('Modul mf-campaigns').getByText(
        'Nelze vypnout: modul mf-campaigns obsahuje výchozí stránku po přihlášení.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upravit Modul mf-campaigns' }));
    const editor = await dialog();
    expect(switchOf()).toBeChecked();
    expect(switchOf()).toBeDisabled();
    expect(switchOf()).toHaveAccessibleDescription(
      'Modul mf-campaigns obsahuje výchozí stránku po přihlášení (seznam kampaní), proto ho nelze vypnout.',
    );
    expect(save()).toBeDisabled();
    await user.click(editor.getByRole('button', { name: 'Zrušit' }));
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("shows the server's 409 when it is to stay off", async () => {
    const message =
      'Modul mf-campaigns nelze vypnout: obsahuje výchozí stránku po přihlášení (seznam kampaní).';
    mockedUpdate.mockRejectedValue(
      new ApiError(409, { code: 'settings_remote_required', message, requestId: 'r' }),
    );
    // Read while it was off (for example seeded so): switching it on works, and so does the refusal.
    mockedGroups.mockResolvedValue([{ ...GROUPS[1]!, variables: [{ ...CAMPAIGNS_REMOTE, value: 'false' }] }]);
    const editor = await openEditor('Modul mf-campaigns');
    expect(switchOf()).toBeEnabled();
    await user.click(save());
    expect(await editor.findByText(message)).toBeInTheDocument();
  });
});

describe('a default system user', () => {
  it('is chosen among the users of its role and saved as their id', async () => {
    mockedUpdate.mockResolvedValue({ ...TRAFFICKER, value: '32' });
    const editor = await openEditor('Výchozí trafficker');
    expect(
      editor.getByText(
        'Nabízí se aktivní uživatelé s rolí trafficker. Bez vybraného uživatele nastavení nic neurčuje.',
      ),
    ).toBeInTheDocument();
    expect(await editor.findByText('Tomáš Trafficker (traffic@portal.test)')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Uživatel/, hidden: true }));
    await user.click(await screen.findByTitle('Tereza Trafficker (traffic2@portal.test)'));
    await user.click(save());
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalledWith(TRAFFICKER.id, '32', TRAFFICKER.version));
    await expectToast('Nastavení uloženo', TRAFFICKER.name);
  });

  it('shows why the server refused the user', async () => {
    mockedUpdate.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: { value: ['Vyberte aktivního uživatele s požadovanou rolí.'] },
      }),
    );
    const editor = await openEditor('Výchozí obchodník');
    await user.click(screen.getByRole('combobox', { name: /Uživatel/, hidden: true }));
    await user.click(await screen.findByTitle('Simona Obchodní (sales@portal.test)'));
    await user.click(save());
    expect(await editor.findByText('Vyberte aktivního uživatele s požadovanou rolí.')).toBeInTheDocument();
    expect(mockedUpdate).toHaveBeenCalledWith(SALES_PERSON.id, '41', SALES_PERSON.version);
    expect(getUsersByRole).toHaveBeenCalledWith('salesPerson');
  });

  it("puts the server's field error under the user select", async () => {
    const message = 'Vyberte aktivního uživatele s požadovanou rolí.';
    mockedUpdate.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: { value: [message] },
      }),
    );
    const editor = await openEditor('Výchozí trafficker');
    expect(await editor.findByText('Tomáš Trafficker (traffic@portal.test)')).toBeInTheDocument();
    await user.click(save());
    const select = screen.getByRole('combobox', { name: /Uživatel/, hidden: true });
    await waitFor(() => expect(select).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    // On its field only, not again above the buttons.
    expect(editor.getAllByText(message)).toHaveLength(1);
  });
});
