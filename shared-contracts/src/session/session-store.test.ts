import { isImpersonating, sessionStore } from './session-store';
import type { UserInfo } from '../auth/user-info';

const user = {
  userId: 1,
  userName: 'vendor@portal.test',
  originalTokenOfRetailer: null,
} as unknown as UserInfo;

describe('sessionStore', () => {
  afterEach(() => sessionStore.getState().signOut());

  it('starts anonymous in the default locale', () => {
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null, locale: 'cs-CZ' });
  });

  it('signs in and out', () => {
    sessionStore.getState().signIn('token-1', user);
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', user });
    sessionStore.getState().signOut();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('tells an impersonated session by originalTokenOfRetailer', () => {
    expect(isImpersonating({ user })).toBe(false);
    expect(isImpersonating({ user: { ...user, originalTokenOfRetailer: 'marker' } })).toBe(true);
    expect(isImpersonating({ user: null })).toBe(false);
  });

  it('keeps the locale in session storage', () => {
    const stored = new Map<string, string>();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => stored.set(k, v),
      },
    });
    sessionStore.getState().setLocale('pl-PL');
    expect(sessionStore.getState().locale).toBe('pl-PL');
    expect(stored.get('portal.locale')).toBe('pl-PL');
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });
});
