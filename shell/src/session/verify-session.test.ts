import { ApiError, getAuthorization, type UserInfo } from '@portal/shared-contracts';
import { loginPath, redirectIfSignedIn, safeReturnTo } from './verify-session';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getAuthorization: jest.fn(),
}));

describe('return address after login', () => {
  it('keeps local paths only', () => {
    expect(safeReturnTo('/campaigns?page=2')).toBe('/campaigns?page=2');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it('builds the login address', () => {
    expect(loginPath('/campaigns?page=2')).toBe('/login?returnTo=%2Fcampaigns%3Fpage%3D2');
    expect(loginPath('/')).toBe('/login');
  });
});

describe('the login page', () => {
  const clearHint = () => (document.cookie = 'portal_signed_in=; Max-Age=0; Path=/');
  beforeEach(() => {
    jest.mocked(getAuthorization).mockReset();
    clearHint();
  });

  it('does not ask the server when no session was ever given (no 401 for an anonymous visit)', async () => {
    await expect(redirectIfSignedIn()).resolves.toBeNull();
    expect(getAuthorization).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to their default page', async () => {
    document.cookie = 'portal_signed_in=1; Path=/';
    jest.mocked(getAuthorization).mockResolvedValue({
      token: null,
      user: { defaultPage: '/campaigns' } as UserInfo,
    });
    const redirected = await redirectIfSignedIn().catch((thrown: unknown) => thrown);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).headers.get('Location')).toBe('/campaigns');
  });

  it('forgets the hint of a session that has ended', async () => {
    document.cookie = 'portal_signed_in=1; Path=/';
    jest
      .mocked(getAuthorization)
      .mockRejectedValue(new ApiError(401, { code: 'unauthorized', message: 'x', requestId: 'r' }));
    await expect(redirectIfSignedIn()).resolves.toBeNull();
    expect(document.cookie).not.toContain('portal_signed_in=1');
  });
});
