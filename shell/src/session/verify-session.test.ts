import { loginPath, safeReturnTo } from './verify-session';

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
