import { i18n, type Messages } from '@lingui/core';
import { sessionStore, type UiLocale, type UserInfo } from '@portal/shared-contracts/core';

/**
 * Spec §2 (main layout) and §6: on a local or development host an administrator may see the
 * translation keys (Lingui's message ids) instead of the texts, to find which message a screen
 * shows. The choice is kept for the browser tab (session storage) and applies only while such a
 * user is signed in, so an impersonated vendor or the next person in the tab sees texts.
 */

const STORAGE_KEY = 'portal.translationKeys';

/** The pseudo locale Lingui shows while the keys are on (a valid tag: "undetermined, private use"). */
export const KEYS_LOCALE = 'und-x-keys';

/**
 * The pseudo catalog: every message's value is its id, in compiled form (a list of one text), for
 * any id, so the catalogs of remotes loaded later are covered as well.
 */
const keysCatalog: Messages = new Proxy(
  {},
  { get: (_target, id) => (typeof id === 'string' ? [id] : undefined) },
);

let keysCatalogLoaded = false;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A development build (webpack serve, jest) or a page served from this machine. */
export function isLocalOrDevelopmentHost(hostname = window.location.hostname): boolean {
  return process.env.NODE_ENV !== 'production' || LOCAL_HOSTS.has(hostname);
}

export function mayShowTranslationKeys(user: UserInfo | null, hostname?: string): boolean {
  return user?.isAdministrator === true && isLocalOrDevelopmentHost(hostname);
}

export function translationKeysChosen(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The language tag for Intl (plurals, numbers): cs-CZ-publisher is a catalog, not a tag Intl accepts
 * (a plural message would throw a RangeError), and it speaks Czech.
 */
const intlLocale = (locale: UiLocale): string => (locale === 'cs-CZ-publisher' ? 'cs-CZ' : locale);

/** Activates `locale` in Lingui, or the keys when they are chosen and the signed-in user may see them. */
export function activateLinguiLocale(locale: UiLocale = sessionStore.getState().locale): void {
  const keys = translationKeysChosen() && mayShowTranslationKeys(sessionStore.getState().user);
  const target = keys ? KEYS_LOCALE : locale;
  if (keys && !keysCatalogLoaded) {
    i18n.load(KEYS_LOCALE, keysCatalog);
    keysCatalogLoaded = true;
  }
  if (i18n.locale !== target) i18n.activate(target, [intlLocale(locale)]);
}

export function showTranslationKeys(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEY, '1');
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // without storage the texts stay
  }
  activateLinguiLocale();
}

/** Follows sign-in, sign-out and impersonation: the keys show only for a user who may see them. */
export function followSessionForTranslationKeys(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user) activateLinguiLocale(state.locale);
  });
}
