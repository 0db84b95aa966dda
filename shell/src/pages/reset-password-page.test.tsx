import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, updatePassword } from '@portal/shared-contracts';
import { useRecoveryExpired } from '../session/recovery-flag';
import { ResetPasswordPage } from './reset-password-page';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  updatePassword: jest.fn(async () => ({ username: 'bella@portal.test' })),
  getAvailableUiLocales: jest.fn(async () => []),
}));
jest.mock('../i18n/locale', () => ({ activateLocale: jest.fn() }));

const mockedUpdate = updatePassword as jest.MockedFunction<typeof updatePassword>;

async function renderPage() {
  return renderWithPortal(
    [
      {
        path: '/reset-password/:hash',
        loader: () => ({ username: 'bella@portal.test', validityTo: '2026-11-22T12:00:00Z' }),
        element: <ResetPasswordPage />,
      },
    ],
    '/reset-password/abcdefghijklmnopqrstuvwxyz',
  );
}

describe('ResetPasswordPage (spec: reset password)', () => {
  it('keeps send disabled while a field is empty or they differ, and says so', async () => {
    await renderPage();
    const send = await screen.findByRole('button', { name: 'Odeslat' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Heslo'), 'Nove-heslo-1');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Ověření hesla'), 'Nove-heslo-2');
    expect(send).toBeDisabled();
    expect(screen.getByText('Hesla se neshodují')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Ověření hesla'));
    await userEvent.type(screen.getByLabelText('Ověření hesla'), 'Nove-heslo-1');
    expect(screen.queryByText('Hesla se neshodují')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('sets the password with the link and confirms it', async () => {
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Heslo'), 'Nove-heslo-1');
    await userEvent.type(screen.getByLabelText('Ověření hesla'), 'Nove-heslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() =>
      expect(updatePassword).toHaveBeenCalledWith({
        username: 'bella@portal.test',
        password: 'Nove-heslo-1',
        hash: 'abcdefghijklmnopqrstuvwxyz',
      }),
    );
    expect(
      await screen.findByText('Heslo bylo změněno. Nyní se můžete přihlásit novým heslem.'),
    ).toBeInTheDocument();
  });

  it('names the minimum length in Czech plural form', async () => {
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Heslo'), 'short');
    expect(screen.getByText('Heslo musí mít alespoň 8 znaků.')).toBeInTheDocument();
  });

  it("puts the server's refusal of the password on the field and focuses it", async () => {
    mockedUpdate.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: '',
        requestId: 'r',
        fieldErrors: { password: ['Heslo je příliš běžné.'] },
      }),
    );
    await renderPage();
    const password = await screen.findByLabelText('Heslo');
    await userEvent.type(password, 'Nove-heslo-1');
    await userEvent.type(screen.getByLabelText('Ověření hesla'), 'Nove-heslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Heslo je příliš běžné.'));
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a link that expired meanwhile to the forgotten password, with the note', async () => {
    mockedUpdate.mockRejectedValueOnce(
      new ApiError(410, { code: 'recovery_expired', message: 'Platnost vypršela.', requestId: 'r' }),
    );
    const router = await renderPage();
    await userEvent.type(await screen.findByLabelText('Heslo'), 'Nove-heslo-1');
    await userEvent.type(screen.getByLabelText('Ověření hesla'), 'Nove-heslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(useRecoveryExpired.getState().expired).toBe(true);
  });
});
