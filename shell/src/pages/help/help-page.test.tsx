import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  getContentPage,
  sessionStore,
  updateContentPage,
  type ContentPage,
  type UserInfo,
} from '@portal/shared-contracts';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { routes } from '../../app/router';
import { HelpPage } from './help-page';
import { PAGE_SCRIPT_ATTRIBUTE } from './use-page-script';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getContentPage: jest.fn(),
  updateContentPage: jest.fn(),
}));
const getPage = jest.mocked(getContentPage);
const updatePage = jest.mocked(updateContentPage);

const admin = {
  userId: 1,
  name: 'Alena Adminová',
  userRoles: ['administrator'],
  isAdministrator: true,
  isRetailer: true,
  defaultPage: '/campaigns',
} as unknown as UserInfo;
const vendor = {
  ...admin,
  userId: 3,
  name: 'Věra Dodavatelová',
  userRoles: ['vendor'],
  isAdministrator: false,
  isRetailer: false,
  isVendor: true,
} as UserInfo;

const czech: ContentPage = {
  code: 'help',
  language: 'cs',
  title: 'Nápověda',
  content: '<h2>Jak objednat reklamu</h2><p>Vyberte <strong>produkt</strong>.</p>',
  script: '',
  updatedAt: '2026-01-05T08:00:00.000Z',
  version: 3,
};
const english: ContentPage = {
  ...czech,
  language: 'en',
  title: 'Help',
  content: '<h2>How to order</h2>',
  updatedAt: '2026-01-06T08:00:00.000Z',
  version: 1,
};

const pageScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>(`script[${PAGE_SCRIPT_ATTRIBUTE}]`),
];

async function renderHelp(user: UserInfo) {
  sessionStore.getState().signIn('token', user);
  await renderWithPortal(
    [
      {
        path: '/help',
        // A cache of its own for each test: no page read by the test before.
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <HelpPage />
          </SWRConfig>
        ),
      },
    ],
    '/help',
  );
}

beforeEach(() => {
  getPage.mockReset();
  updatePage.mockReset();
  // The page of the UI's language, as the API answers it (sessionHeaders send the locale).
  getPage.mockImplementation(async () => (sessionStore.getState().locale === 'en-GB' ? english : czech));
});
afterEach(() => {
  act(() => {
    sessionStore.getState().setLocale('cs-CZ');
    sessionStore.getState().signOut();
  });
  document.title = '';
});

describe('help page', () => {
  it("shows the page's title, its HTML and the portal's name in the browser's title", async () => {
    await renderHelp(vendor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nápověda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jak objednat reklamu' })).toBeInTheDocument();
    expect(screen.getByText('produkt').tagName).toBe('STRONG');
    expect(getPage).toHaveBeenCalledWith('help');
    expect(document.title).toBe('Nápověda | Reklamní portál');
  });

  it('offers no editing to a user who is not an administrator', async () => {
    await renderHelp(vendor);
    await screen.findByText('Jak objednat reklamu');
    expect(screen.queryByRole('button', { name: 'Upravit' })).not.toBeInTheDocument();
  });

  it('reads the page again in the new language when the language changes', async () => {
    await renderHelp(vendor);
    await screen.findByText('Jak objednat reklamu');
    act(() => sessionStore.getState().setLocale('en-GB'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('How to order')).toBeInTheDocument();
    expect(getPage).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('Help | Reklamní portál');
  });

  it('lets an administrator edit title, HTML and script, then runs the saved script', async () => {
    const saved: ContentPage = {
      ...czech,
      title: 'Nápověda a kontakty',
      content: '<p>Volejte nám.</p>',
      script: "document.querySelector('.content-page').dataset.ready = '1';",
      updatedAt: '2026-02-01T10:00:00.000Z',
    };
    updatePage.mockResolvedValue(saved);
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));

    expect(screen.getByText('Upravujete nápovědu v jazyce: čeština.')).toBeInTheDocument();
    const title = screen.getByLabelText(/Nadpis/);
    expect(title).toHaveValue('Nápověda');
    expect(screen.getByLabelText('Obsah (HTML)')).toHaveValue(czech.content);
    await userEvent.clear(title);
    await userEvent.type(title, 'Nápověda a kontakty');
    const content = screen.getByLabelText('Obsah (HTML)');
    await userEvent.clear(content);
    await userEvent.type(content, '<p>Volejte nám.</p>');
    const script = screen.getByLabelText('Skript (JavaScript)');
    await userEvent.click(script);
    await userEvent.paste(saved.script);
    expect(pageScripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    expect(updatePage).toHaveBeenCalledWith('help', {
      title: 'Nápověda a kontakty',
      content: '<p>Volejte nám.</p>',
      script: saved.script,
      version: 3,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nápověda a kontakty' })).toBeInTheDocument();
    expect(screen.getByText('Volejte nám.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Skript (JavaScript)')).not.toBeInTheDocument();
    expect(document.title).toBe('Nápověda a kontakty | Reklamní portál');
    // Out of the edit mode the script runs: one element, from the API's own origin, never inline.
    const [element, ...more] = pageScripts();
    expect(more).toHaveLength(0);
    expect(element!.getAttribute('src')).toBe(
      '/api/pages/code/help/script.js?v=2026-02-01T10%3A00%3A00.000Z&locale=cs-CZ',
    );
    expect(element!.textContent).toBe('');
  });

  it('runs the script again after leaving the edit mode, replacing the element before', async () => {
    getPage.mockResolvedValue({ ...czech, script: 'window.helpRuns = (window.helpRuns ?? 0) + 1;' });
    await renderHelp(admin);
    await waitFor(() => expect(pageScripts()).toHaveLength(1));
    const first = pageScripts()[0];
    expect(first!.getAttribute('src')).toBe(
      '/api/pages/code/help/script.js?v=2026-01-05T08%3A00%3A00.000Z&locale=cs-CZ',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Upravit' }));
    expect(pageScripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(pageScripts()).toHaveLength(1);
    expect(pageScripts()[0]).not.toBe(first);
    expect(first!.isConnected).toBe(false);
  });

  it("shows the server's field errors beside their fields and other failures above the buttons", async () => {
    updatePage.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r1',
        fieldErrors: { title: ['Vyplňte nadpis stránky.'] },
      }),
    );
    updatePage.mockRejectedValueOnce(
      new ApiError(500, { code: 'internal_error', message: 'Služba je nedostupná.', requestId: 'r2' }),
    );
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));
    await userEvent.clear(screen.getByLabelText(/Nadpis/));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    const error = await screen.findByText('Vyplňte nadpis stránky.');
    expect(screen.getByLabelText(/Nadpis/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nadpis/).getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('Formulář obsahuje chyby.')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Nadpis/), 'Nápověda');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Služba je nedostupná.')).toBeInTheDocument();
    // Still editing: nothing was lost.
    expect(screen.getByLabelText(/Nadpis/)).toHaveValue('Nápověda');
  });

  it("shows the server's refusal of a field under that field, until the field is edited", async () => {
    updatePage.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r1',
        fieldErrors: { script: ['Skript je příliš dlouhý.'] },
      }),
    );
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    const script = screen.getByLabelText('Skript (JavaScript)');
    await waitFor(() => expect(script).toHaveAccessibleDescription(/Skript je příliš dlouhý\./));
    expect(script).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nadpis/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Formulář obsahuje chyby.')).not.toBeInTheDocument();

    await userEvent.type(script, ';');
    expect(script).not.toHaveAccessibleDescription(/Skript je příliš dlouhý\./);
  });

  it('says who saved the page meanwhile, keeps the typed text and reads the page again', async () => {
    const conflictMessage =
      'Záznam mezitím uložil(a) Bořek Správce (1.2.2026 11:00). Načtěte jej znovu a změny proveďte v aktuální verzi.';
    updatePage.mockRejectedValueOnce(
      new ApiError(409, {
        code: 'edit_conflict',
        message: conflictMessage,
        requestId: 'r1',
        conflict: {
          changedBy: { id: 2, name: 'Bořek Správce' },
          changedAt: '2026-02-01T10:00:00.000Z',
          version: 4,
        },
      }),
    );
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));
    await userEvent.clear(screen.getByLabelText(/Nadpis/));
    await userEvent.type(screen.getByLabelText(/Nadpis/), 'Moje nápověda');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    // The notice above the buttons (the editor's language note is an alert too).
    const title = await screen.findByText('Záznam mezitím změnil někdo jiný');
    const notice = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(notice).getByText(conflictMessage)).toBeInTheDocument();
    expect(updatePage).toHaveBeenCalledWith('help', expect.objectContaining({ version: 3 }));
    // Still editing what was typed until the administrator chooses to read the page again.
    expect(screen.getByLabelText(/Nadpis/)).toHaveValue('Moje nápověda');
    expect(getPage).toHaveBeenCalledTimes(1);

    const theirs: ContentPage = {
      ...czech,
      title: 'Nápověda od Bořka',
      content: '<p>Nový obsah.</p>',
      updatedAt: '2026-02-01T10:00:00.000Z',
      version: 4,
    };
    getPage.mockResolvedValue(theirs);
    await userEvent.click(within(notice).getByRole('button', { name: 'Načíst znovu' }));
    // The editor starts again from the page as read now.
    await waitFor(() => expect(screen.getByLabelText(/Nadpis/)).toHaveValue('Nápověda od Bořka'));
    expect(screen.queryByText('Záznam mezitím změnil někdo jiný')).not.toBeInTheDocument();
    expect(getPage).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Obsah (HTML)')).toHaveValue('<p>Nový obsah.</p>');

    updatePage.mockResolvedValueOnce({ ...theirs, title: 'Nápověda od Bořka a mne', version: 5 });
    await userEvent.type(screen.getByLabelText(/Nadpis/), ' a mne');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nápověda od Bořka a mne' }),
    ).toBeInTheDocument();
    expect(updatePage).toHaveBeenLastCalledWith('help', {
      title: 'Nápověda od Bořka a mne',
      content: '<p>Nový obsah.</p>',
      script: '',
      version: 4,
    });
  });

  it('saves a language without its own page with version 0', async () => {
    act(() => sessionStore.getState().setLocale('pl-PL'));
    // The API answers the Czech page for a language without one, with no version for it.
    getPage.mockResolvedValue({ ...czech, version: 0 });
    updatePage.mockResolvedValueOnce({ ...czech, language: 'pl', title: 'Pomoc', version: 1 });
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));
    await userEvent.clear(screen.getByLabelText(/Nadpis/));
    await userEvent.type(screen.getByLabelText(/Nadpis/), 'Pomoc');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(updatePage).toHaveBeenCalledWith(
        'help',
        expect.objectContaining({ title: 'Pomoc', version: 0 }),
      ),
    );
  });

  it('tells an administrator that a language without its own page gets one on saving', async () => {
    act(() => sessionStore.getState().setLocale('pl-PL'));
    await renderHelp(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit' }));
    expect(screen.getByText('Upravujete nápovědu v jazyce: polština.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tento jazyk zatím nemá vlastní nápovědu, zobrazuje se česká. Uložením vznikne nápověda pro tento jazyk.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry, and an empty page when there is none', async () => {
    getPage.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je nedostupná.', requestId: 'r' }),
    );
    await renderHelp(vendor);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nápovědu se nepodařilo načíst.')).toBeInTheDocument();
    expect(within(alert).getByText('Služba je nedostupná.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Jak objednat reklamu')).toBeInTheDocument();

    getPage.mockResolvedValue({ ...czech, content: ' ' });
    act(() => sessionStore.getState().setLocale('en-GB'));
    expect(await screen.findByText('Nápověda zatím nemá žádný obsah.')).toBeInTheDocument();
  });

  it('shows the empty state when no page exists, and lets an administrator write one', async () => {
    getPage.mockRejectedValue(
      new ApiError(404, { code: 'page_not_found', message: 'Stránka nenalezena.', requestId: 'r' }),
    );
    await renderHelp(admin);
    expect(await screen.findByText('Nápověda zatím nemá žádný obsah.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upravit' }));
    expect(screen.getByLabelText(/Nadpis/)).toHaveValue('');
  });
});

describe('help route', () => {
  it('is a child of the signed-in part of the portal, loaded on its own', async () => {
    const protectedRoute = routes.find((route) => route.id === 'protected')!;
    const help = protectedRoute.children!.find((route) => route.path === 'help')!;
    expect(help.element).toBeUndefined();
    const loaded = await (help.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBe(HelpPage);
  });
});
