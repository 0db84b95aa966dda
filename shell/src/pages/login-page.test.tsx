import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, login, sessionStore, updatePreferredLocale } from '@portal/shared-contracts';
import { activateLocale, wasLocaleChosen } from '../i18n/locale';
import { LoginPage } from './login-page';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  login: jest.fn(),
  updatePreferredLocale: jest.fn(async () => ({ locale: 'en-GB' })),
  getAvailableUiLocales: jest.fn(async () => [{ label: 'Čeština', value: 'cs-CZ' }]),
}));
jest.mock('../i18n/locale', () => ({
  activateLocale: jest.fn(async () => undefined),
  wasLocaleChosen: jest.fn(() => false),
}));

const mockedLogin = login as jest.MockedFunction<typeof login>;

async function renderAt(path: string) {
  return renderWithPortal(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/campaigns', element: <p>campaign list</p> },
      { path: '/tools', element: <p>products</p> },
    ],
    path,
  );
}

const user = {
  userId: 1,
  userName: 'vendor@portal.test',
  defaultPage: '/campaigns',
  locale: 'cs-CZ',
} as never;

describe('LoginPage', () => {
  beforeEach(() => {
    mockedLogin.mockReset();
    sessionStore.getState().signOut();
  });

  it('asks for both fields before calling the server', async () => {
    await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByText('Zadejte e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Zadejte heslo.')).toBeInTheDocument();
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it('ties each message to its field and focuses the first field in error', async () => {
    await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    const password = screen.getByLabelText('Heslo');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Zadejte heslo.');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    mockedLogin.mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: '',
        requestId: 'r',
        fieldErrors: { login: ['E-mail je příliš dlouhý.'] },
      }),
    );
    await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'Portal123!');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail je příliš dlouhý.'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in and goes to the default page', async () => {
    mockedLogin.mockResolvedValue({ token: 't', user });
    const router = await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'Portal123!');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(mockedLogin).toHaveBeenCalledWith({ login: 'vendor@portal.test', password: 'Portal123!' });
    expect(sessionStore.getState().user).toBe(user);
  });

  it('replaces the form with a loading message while the first page loads', async () => {
    mockedLogin.mockResolvedValue({ token: 't', user });
    let release!: () => void;
    const firstPage = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = await renderWithPortal(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/campaigns', loader: () => firstPage, element: <p>campaign list</p> },
      ],
      '/login',
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'Portal123!');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jste přihlášeni, načítáme portál…');
    expect(screen.queryByLabelText('Heslo')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('campaign list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it('goes back to the address it came from', async () => {
    mockedLogin.mockResolvedValue({ token: 't', user });
    const router = await renderAt('/login?returnTo=%2Ftools');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'));
  });

  it('shows the server message on the error line', async () => {
    mockedLogin.mockRejectedValue(
      new ApiError(403, {
        code: 'user_deactivated',
        message: 'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
        requestId: 'r',
        deactivated: true,
      }),
    );
    await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'inactive@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'Portal123!');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    );
    expect(sessionStore.getState().user).toBeNull();
  });

  it("adopts the account's saved language unless one was picked on the page", async () => {
    mockedLogin.mockResolvedValue({ token: 't', user: { ...(user as object), locale: 'pl-PL' } as never });
    const router = await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(activateLocale).toHaveBeenCalledWith('pl-PL');
  });

  it('keeps a language picked on the page and saves it on the account', async () => {
    (wasLocaleChosen as jest.Mock).mockReturnValue(true);
    (activateLocale as jest.Mock).mockClear();
    mockedLogin.mockResolvedValue({
      token: 't',
      user: { ...(user as object), userId: 6, locale: 'pl-PL' } as never,
    });
    const router = await renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@portal.test');
    await userEvent.type(screen.getByLabelText('Heslo'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(activateLocale).not.toHaveBeenCalled();
    expect(updatePreferredLocale).toHaveBeenCalledWith(6, { locale: 'cs-CZ' });
  });
});
