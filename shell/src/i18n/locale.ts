import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, sessionStore, type UiLocale } from '@portal/shared-contracts/core';
import { loadSharedUiMessages } from '@portal/shared-ui';
import dayjs from 'dayjs';
import { loadRemoteCatalogs } from '../federation/remote-runtime';
import { errorTextsWanted, loadErrorTexts } from './error-messages';
import { activateLinguiLocale } from './translation-keys';

/**
 * dayjs's locale of each UI locale, fetched with it: a page carries only its own language's (each
 * registers itself with the shared dayjs when loaded, so remotes' date pickers follow).
 */
const DAYJS_LOCALE: Record<UiLocale, { name: string; load: () => Promise<unknown> }> = {
  'cs-CZ': { name: 'cs', load: () => import('dayjs/locale/cs') },
  'cs-CZ-publisher': { name: 'cs', load: () => import('dayjs/locale/cs') },
  'en-GB': { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  'pl-PL': { name: 'pl', load: () => import('dayjs/locale/pl') },
};

async function loadShellMessages(locale: UiLocale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}

/**
 * Switches the whole portal's language: the shell's, shared-ui's, every loaded remote's and (once a
 * screen has wanted them) the error codes' catalogs
 * (merged with load(), so nobody's messages are wiped), dayjs (shared, so remotes follow), the
 * document language and the stored locale. antd follows through the ConfigProvider in the app.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const [shell, shared] = await Promise.all([
    loadShellMessages(locale),
    loadSharedUiMessages(locale),
    // The error texts only when a screen has wanted them (error-messages.ts).
    errorTextsWanted() ? loadErrorTexts(locale) : undefined,
    DAYJS_LOCALE[locale].load(),
  ]);
  i18n.load(locale, { ...shared, ...shell });
  await loadRemoteCatalogs(locale);
  // The locale, or the translation keys while an administrator has them on (translation-keys.ts).
  activateLinguiLocale(locale);
  dayjs.locale(DAYJS_LOCALE[locale].name);
  document.documentElement.lang = locale.slice(0, 2);
  sessionStore.getState().setLocale(locale);
}

export const initialLocale = (): UiLocale => sessionStore.getState().locale ?? DEFAULT_LOCALE;

const CHOSEN_KEY = 'portal.localeChosen';

/** The person picked a language on a sign-in page: that choice wins over the one saved on the account. */
export function markLocaleChosen(): void {
  try {
    sessionStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // without storage the saved locale applies
  }
}

export function wasLocaleChosen(): boolean {
  try {
    return sessionStorage.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}
