import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, sessionStore, type UiLocale } from '@portal/shared-contracts/core';
import { loadSharedUiMessages } from '@portal/shared-ui';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/pl';
import { loadRemoteCatalogs } from '../federation/remote-runtime';
import { loadErrorMessages } from './error-messages';
import { activateLinguiLocale } from './translation-keys';

const DAYJS_LOCALE: Record<UiLocale, string> = {
  'cs-CZ': 'cs',
  'cs-CZ-publisher': 'cs',
  'en-GB': 'en-gb',
  'pl-PL': 'pl',
};

async function loadShellMessages(locale: UiLocale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}

/**
 * Switches the whole portal's language: the error codes', the shell's, shared-ui's and every loaded remote's catalogs
 * (merged with load(), so nobody's messages are wiped), dayjs (shared, so remotes follow), the
 * document language and the stored locale. antd follows through the ConfigProvider in the app.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const [shell, shared, errors] = await Promise.all([
    loadShellMessages(locale),
    loadSharedUiMessages(locale),
    loadErrorMessages(locale),
  ]);
  i18n.load(locale, { ...errors, ...shared, ...shell });
  await loadRemoteCatalogs(locale);
  // The locale, or the translation keys while an administrator has them on (translation-keys.ts).
  activateLinguiLocale(locale);
  dayjs.locale(DAYJS_LOCALE[locale]);
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
