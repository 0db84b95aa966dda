import {
  ApiError,
  endStagedRelease,
  getReleaseOverview,
  previewRelease,
  promoteRelease,
  RELEASE_TARGETS,
  rollbackRelease,
  type ReleaseOverview,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { routes } from '../routes';
import {
  BLOCKED,
  CANARY,
  emptyOverview,
  LIVE,
  NEWER_LIVE,
  PREVIOUS,
  UNMET,
  USERS_OVERVIEW,
} from './release-fixtures';
import { reloadPage } from './reload-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.RELEASE_CALLS);
});
// jsdom cannot replace window.location.reload: the screen reloads through this module.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

const mockedOverview = jest.mocked(getReleaseOverview);
const mockedPromote = jest.mocked(promoteRelease);
const mockedPreview = jest.mocked(previewRelease);
const reload = jest.mocked(reloadPage);
let user = setupUser();

const renderAs = (who: Partial<UserInfo>) => renderWithPortal(routes, '/settings/releases', who);
/** Answers mf-users with `overview` and every other target with nothing released yet. */
const answer = (overview: ReleaseOverview) =>
  mockedOverview.mockImplementation(async (name) => (name === 'mf-users' ? overview : emptyOverview(name)));
const usersSection = () => within(screen.getByRole('region', { name: 'mf-users' }));
const rowOf = (version: string) =>
  within(usersSection().getByText(version, { selector: 'strong' }).closest('tr')!);
/** The confirmation, by its title when given (antd writes the title twice, once for its name). */
const dialog = async (title?: string) =>
  within(await screen.findByRole('dialog', title === undefined ? {} : { name: title }));
const readsOf = (name: string) => mockedOverview.mock.calls.filter(([target]) => target === name).length;

/** antd's toasts outlive a test: find the one saying `title` about `text`. */
const expectToast = (title: string, text: string) =>
  waitFor(() =>
    expect(
      screen
        .getAllByRole('alert')
        .some((toast) => toast.textContent?.includes(title) && toast.textContent.includes(text)),
    ).toBe(true),
  );

async function openAsAdministrator() {
  await renderAs(USERS.administrator);
  await screen.findByText(BLOCKED, { selector: 'strong' });
}

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedPromote.mockReset();
  mockedPreview.mockReset();
  answer(USERS_OVERVIEW);
});

describe('the releases route', () => {
  it('shows a retailer the forbidden page without reading the releases', async () => {
    await renderAs(USERS.retailer);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedOverview).not.toHaveBeenCalled();
  });
});

describe('the releases of the front end', () => {
  it('shows a section per target, headings in order', async () => {
    await openAsAdministrator();
    expect(screen.getByRole('heading', { level: 1, name: 'Vydání verzí' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...RELEASE_TARGETS,
    ]);
    for (const target of RELEASE_TARGETS) expect(mockedOverview).toHaveBeenCalledWith(target);
    const shell = within(screen.getByRole('region', { name: 'shell' }));
    expect(await shell.findByText('Zatím nebyla nahrána žádná verze.')).toBeInTheDocument();
    expect(shell.getByText('Zatím bez historie.')).toBeInTheDocument();
    expect(shell.queryByRole('button', { name: /Vrátit zpět/ })).not.toBeInTheDocument();
  });

  it("shows a target's live, previous, staged and previewed version", async () => {
    await openAsAdministrator();
    const section = usersSection();
    const term = (text: string) => section.getByText(text, { selector: 'dt' }).nextElementSibling!;
    expect(term('Živá verze')).toHaveTextContent(LIVE);
    expect(term('Předchozí verze')).toHaveTextContent(PREVIOUS);
    expect(term('Postupné nasazení')).toHaveTextContent(`${CANARY} pro 10 % uživatelů`);
    expect(term('Můj náhled')).toHaveTextContent('Žádný');
  });

  it('lists the kept versions with their states, dates, commit, people and unmet needs', async () => {
    await openAsAdministrator();
    const table = usersSection().getByRole('table', { name: 'Uchované verze mf-users' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('strong')?.textContent),
    ).toEqual([BLOCKED, CANARY, LIVE, PREVIOUS]);
    const live = rowOf(LIVE);
    expect(live.getByText('Živá')).toBeInTheDocument();
    // Built 13:05 UTC, shown on the retailer's clock (Prague, UTC+1 in November).
    expect(live.getByText('21.11.2026 14:05')).toBeInTheDocument();
    expect(live.getByText('3f9c2e1')).toBeInTheDocument();
    expect(live.getByText('20.11.2026 10:00')).toBeInTheDocument();
    expect(live.getByText('deploy token mf-users')).toBeInTheDocument();
    expect(live.getByText('22.11.2026 08:15')).toBeInTheDocument();
    expect(live.getByText('Alena Adminová')).toBeInTheDocument();
    expect(live.getByText('Splněny')).toBeInTheDocument();
    expect(live.queryByRole('button', { name: /Nasadit/ })).not.toBeInTheDocument();
    expect(rowOf(PREVIOUS).getByText('Předchozí')).toBeInTheDocument();
    expect(rowOf(CANARY).getByText('Postupné nasazení 10 %')).toBeInTheDocument();
    const blocked = rowOf(BLOCKED);
    expect(blocked.getByText('Uchovaná')).toBeInTheDocument();
    expect(blocked.getByText('Nesplněné požadavky:')).toBeInTheDocument();
    expect(blocked.getByRole('listitem')).toHaveTextContent(UNMET);
  });

  it('shows the history: when, what, version, from, who', async () => {
    await openAsAdministrator();
    const history = within(usersSection().getByRole('table', { name: 'Historie vydání mf-users' }));
    const rows = history.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Postupné nasazení pro 10 % uživatelů')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(`22.11.2026 08:15Nasazení${LIVE}${PREVIOUS}Alena Adminová`);
  });

  it('shows a failed read of one target with a retry, and the others still', async () => {
    mockedOverview.mockImplementation(async (name) => {
      if (name === 'mf-users')
        throw new ApiError(500, {
          code: 'internal_error',
          message: 'Nastala neočekávaná chyba',
          requestId: 'r',
        });
      return emptyOverview(name);
    });
    await renderAs(USERS.administrator);
    const section = usersSection();
    expect(await section.findByText('Vydání části mf-users se nepodařilo načíst.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'shell' })).getByText('Zatím žádná'),
    ).toBeInTheDocument();
    answer(USERS_OVERVIEW);
    await user.click(section.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await section.findByText(BLOCKED, { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('promoting a version', () => {
  it('asks first, naming target and version, and sends the live version the screen shows', async () => {
    const promoted: ReleaseOverview = {
      ...USERS_OVERVIEW,
      live: CANARY,
      previous: LIVE,
      canary: null,
      history: [],
    };
    mockedPromote.mockResolvedValue(promoted);
    await openAsAdministrator();
    await user.click(rowOf(CANARY).getByRole('button', { name: `Nasadit verzi ${CANARY}` }));
    const confirm = await dialog(`Nasadit verzi ${CANARY} části mf-users?`);
    expect(
      confirm.getByText(`Verze ${CANARY} bude živá pro všechny uživatele místo verze ${LIVE}.`),
    ).toBeInTheDocument();
    expect(mockedPromote).not.toHaveBeenCalled();
    await user.click(confirm.getByRole('button', { name: 'Nasadit' }));
    await waitFor(() =>
      expect(mockedPromote).toHaveBeenCalledWith('mf-users', { version: CANARY, expectedLive: LIVE }),
    );
    await expectToast('Verze nasazena', `mf-users ${CANARY}`);
    // The section shows the server's answer.
    await waitFor(() =>
      expect(usersSection().getByText('Živá verze', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        CANARY,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is usable from the keyboard: the dialog starts on Cancel, and Escape leaves it', async () => {
    await openAsAdministrator();
    const button = rowOf(CANARY).getByRole('button', { name: `Nasadit verzi ${CANARY}` });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const confirm = await dialog();
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Zrušit' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockedPromote).not.toHaveBeenCalled();
  });

  it('shows the conflict of a release made meanwhile and reads the section again', async () => {
    const message = `Živá verze mf-users je teď ${NEWER_LIVE}, ne ${LIVE}: mezitím ji změnil někdo jiný. Načtěte stav znovu.`;
    mockedPromote.mockRejectedValue(new ApiError(409, { code: 'release_conflict', message, requestId: 'r' }));
    await openAsAdministrator();
    const reads = readsOf('mf-users');
    answer({ ...USERS_OVERVIEW, live: NEWER_LIVE, previous: LIVE });
    await user.click(rowOf(CANARY).getByRole('button', { name: `Nasadit verzi ${CANARY}` }));
    await user.click((await dialog()).getByRole('button', { name: 'Nasadit' }));
    expect(await usersSection().findByText(message)).toBeInTheDocument();
    expect(mockedPromote).toHaveBeenCalledWith('mf-users', { version: CANARY, expectedLive: LIVE });
    await waitFor(() => expect(readsOf('mf-users')).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(usersSection().getByText('Živá verze', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        NEWER_LIVE,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps an unexpected failure in the dialog', async () => {
    mockedPromote.mockRejectedValue(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await openAsAdministrator();
    await user.click(rowOf(CANARY).getByRole('button', { name: `Nasadit verzi ${CANARY}` }));
    const confirm = await dialog();
    await user.click(confirm.getByRole('button', { name: 'Nasadit' }));
    expect(await confirm.findByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered for a version with unmet needs, which say why', async () => {
    await openAsAdministrator();
    const row = rowOf(BLOCKED);
    const promote = row.getByRole('button', { name: `Nasadit verzi ${BLOCKED}` });
    const preview = row.getByRole('button', { name: `Vyzkoušet v mém prohlížeči verzi ${BLOCKED}` });
    for (const button of [promote, preview]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`Nesplněné požadavky: ${UNMET}`);
    }
    await user.click(promote);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockedPromote).not.toHaveBeenCalled();
  });
});

describe('rolling back and ending a staged release', () => {
  it('rolls back to the previous version after a confirmation, with the live version shown', async () => {
    jest.mocked(rollbackRelease).mockResolvedValue({ ...USERS_OVERVIEW, live: PREVIOUS, previous: LIVE });
    await openAsAdministrator();
    await user.click(usersSection().getByRole('button', { name: 'Vrátit zpět mf-users' }));
    const confirm = await dialog(`Vrátit část mf-users zpět na verzi ${PREVIOUS}?`);
    await user.click(confirm.getByRole('button', { name: 'Vrátit zpět' }));
    await waitFor(() => expect(rollbackRelease).toHaveBeenCalledWith('mf-users', { expectedLive: LIVE }));
    await expectToast('Vráceno zpět', `mf-users ${PREVIOUS}`);
  });

  it('ends the staged release after a confirmation naming its version', async () => {
    jest.mocked(endStagedRelease).mockResolvedValue({ ...USERS_OVERVIEW, canary: null });
    await openAsAdministrator();
    await user.click(usersSection().getByRole('button', { name: 'Ukončit postupné nasazení mf-users' }));
    const confirm = await dialog(`Ukončit postupné nasazení verze ${CANARY} části mf-users?`);
    await user.click(confirm.getByRole('button', { name: 'Ukončit postupné nasazení' }));
    await waitFor(() => expect(endStagedRelease).toHaveBeenCalledWith('mf-users'));
    await waitFor(() =>
      expect(
        usersSection().getByText('Postupné nasazení', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('Neprobíhá'),
    );
  });
});

describe('trying a version in my browser', () => {
  it('previews the version after a confirmation, then loads the page again', async () => {
    mockedPreview.mockResolvedValue({ ...USERS_OVERVIEW, preview: CANARY });
    await openAsAdministrator();
    await user.click(
      rowOf(CANARY).getByRole('button', { name: `Vyzkoušet v mém prohlížeči verzi ${CANARY}` }),
    );
    const confirm = await dialog(`Vyzkoušet verzi ${CANARY} části mf-users v mém prohlížeči?`);
    expect(reload).not.toHaveBeenCalled();
    await user.click(confirm.getByRole('button', { name: 'Vyzkoušet' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(mockedPreview).toHaveBeenCalledWith('mf-users', CANARY);
    expect(mockedPreview.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('does not reload when the server refuses the preview', async () => {
    const message = `Verzi ${CANARY} části mf-users nelze nasadit: chybí funkce.`;
    mockedPreview.mockRejectedValue(
      new ApiError(409, { code: 'release_requirements_unmet', message, requestId: 'r' }),
    );
    await openAsAdministrator();
    await user.click(
      rowOf(CANARY).getByRole('button', { name: `Vyzkoušet v mém prohlížeči verzi ${CANARY}` }),
    );
    await user.click((await dialog()).getByRole('button', { name: 'Vyzkoušet' }));
    expect(await usersSection().findByText(message)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says which version this session tries', async () => {
    answer({ ...USERS_OVERVIEW, preview: CANARY });
    await openAsAdministrator();
    expect(usersSection().getByText('Můj náhled', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      CANARY,
    );
    expect(rowOf(CANARY).getByText('Zkoušíte ve svém prohlížeči')).toBeInTheDocument();
    expect(
      rowOf(CANARY).queryByRole('button', { name: /Vyzkoušet v mém prohlížeči/ }),
    ).not.toBeInTheDocument();
  });
});
