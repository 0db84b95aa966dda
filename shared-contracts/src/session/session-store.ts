import { createStore } from 'zustand/vanilla';
import type { UserInfo } from '../auth/user-info';
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from '../common/locales';

export interface SessionState {
  /** The signed-in user, or null when anonymous. */
  user: UserInfo | null;
  /**
   * The session token, kept in memory only, for clients that send it as a Bearer token (scripts,
   * tests, the benchmark). The browser app never receives it: it relies on the HttpOnly cookie.
   */
  token: string | null;
  locale: UiLocale;
  signIn: (token: string | null, user: UserInfo) => void;
  signOut: () => void;
  setLocale: (locale: UiLocale) => void;
}

const LOCALE_KEY = 'portal.locale';

function storedLocale(): UiLocale {
  try {
    const value = globalThis.sessionStorage?.getItem(LOCALE_KEY);
    if (value && (UI_LOCALES as readonly string[]).includes(value)) return value as UiLocale;
  } catch {
    // storage can be unavailable (privacy mode, Node); the default locale applies
  }
  return DEFAULT_LOCALE;
}

/** One store for the shell and every remote: the package is a Module Federation singleton. */
export const sessionStore = createStore<SessionState>()((set) => ({
  user: null,
  token: null,
  locale: storedLocale(),
  signIn: (token, user) => set({ token, user }),
  signOut: () => set({ token: null, user: null }),
  setLocale: (locale) => {
    try {
      globalThis.sessionStorage?.setItem(LOCALE_KEY, locale);
    } catch {
      // see storedLocale
    }
    set({ locale });
  },
}));

export const isImpersonating = (state: Pick<SessionState, 'user'>): boolean =>
  state.user?.originalTokenOfRetailer != null;
