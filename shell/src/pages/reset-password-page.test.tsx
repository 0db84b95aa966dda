import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updatePassword } from '@portal/shared-contracts';
import { ResetPasswordPage } from './reset-password-page';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  updatePassword: jest.fn(async () => ({ username: 'bella@portal.test' })),
  getAvailableUiLocales: jest.fn(async () => []),
}));
jest.mock('../i18n/locale', () => ({ activateLocale: jest.fn() }));

async function renderPage() {
  await renderWithPortal(
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
});
