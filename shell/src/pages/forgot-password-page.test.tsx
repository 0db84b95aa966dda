import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, requestPasswordRecovery } from '@portal/shared-contracts';
import { useRecoveryExpired } from '../session/recovery-flag';
import { ForgotPasswordPage } from './forgot-password-page';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  requestPasswordRecovery: jest.fn(),
  getAvailableUiLocales: jest.fn(async () => []),
}));
jest.mock('../i18n/locale', () => ({ activateLocale: jest.fn(), markLocaleChosen: jest.fn() }));

const mockedRequest = requestPasswordRecovery as jest.MockedFunction<typeof requestPasswordRecovery>;

const renderPage = () =>
  renderWithPortal([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');

const send = () => userEvent.click(screen.getByRole('button', { name: 'Odeslat odkaz' }));

describe('ForgotPasswordPage (spec: forgotten password)', () => {
  beforeEach(() => mockedRequest.mockReset());

  it('asks for the e-mail, then for a valid one, before calling the server', async () => {
    await renderPage();
    const email = screen.getByLabelText('E-mail');
    await send();
    expect(email).toHaveAccessibleDescription('Zadejte e-mail.');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'bez-zavinace');
    expect(email).toHaveAccessibleDescription('Zadejte platný e-mail.');
    await send();
    expect(screen.getByText('Zadejte platný e-mail.')).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and says where the link went and until when it works', async () => {
    mockedRequest.mockResolvedValue({ username: 'bella@portal.test', validityTo: '2026-11-22T12:00:00' });
    await renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), ' bella@portal.test ');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Na e-mail bella@portal.test jsme poslali odkaz pro nastavení nového hesla. Odkaz platí do 22.11.2026 12:00.',
    );
    expect(mockedRequest).toHaveBeenCalledWith({ username: 'bella@portal.test' });
  });

  it("shows the server's refusal on the error line", async () => {
    mockedRequest.mockRejectedValue(
      new ApiError(404, {
        code: 'email_not_found',
        message: 'E-mail nikdo@portal.test nebyl nalezen. Zkuste to prosím znovu.',
        requestId: 'r',
      }),
    );
    await renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), 'nikdo@portal.test');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail nikdo@portal.test nebyl nalezen. Zkuste to prosím znovu.',
    );
  });

  it('shows the expired-link note for this visit only', async () => {
    act(() => useRecoveryExpired.getState().setExpired(true));
    const router = await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.',
    );
    await act(() => router.navigate('/login'));
    expect(useRecoveryExpired.getState().expired).toBe(false);
  });
});
