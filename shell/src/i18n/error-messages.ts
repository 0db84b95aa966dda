import { i18n, type Messages } from '@lingui/core';
import { sessionStore, type UiLocale } from '@portal/shared-contracts/core';
import { onErrorTextsWanted } from '@portal/shared-ui';

/**
 * The texts of the error codes in one locale: the catalogue the API answers from
 * (shared-contracts/src/locales/<locale>/errors.po, ids = codes). Imported by locale, so webpack
 * makes a chunk per locale and a page downloads only its own language's (the package's
 * `./locales/*` export; webpack's side of it is in shared-ui's create-config).
 */
async function loadErrorMessages(locale: UiLocale): Promise<Messages> {
  const { messages } = (await import(`@portal/shared-contracts/locales/${locale}/errors.po`)) as {
    messages: Messages;
  };
  return messages;
}

/** The locales whose error texts are in Lingui (or on their way). */
const loaded = new Map<UiLocale, Promise<void>>();

/**
 * Puts the error texts of a locale into Lingui, once: load() merges and re-renders whoever shows a
 * text, so a code shown a moment before its text arrived is replaced by it.
 */
export function loadErrorTexts(locale: UiLocale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loadErrorMessages(locale).then(
      (messages) => i18n.load(locale, messages),
      (error: unknown) => {
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

/** Whether any screen has wanted the error texts yet: a change of language then loads the new ones. */
export const errorTextsWanted = (): boolean => loaded.size > 0;

/**
 * The error texts come when a screen first needs them, not with every page (most pages show none;
 * docs/performance.md): a form, an upload or an order form says so when it mounts (shared-ui
 * useErrorTexts), and a message Lingui does not have — a code asked for by a screen that does not
 * say so — loads them too.
 */
export function followErrorTextNeeds(): void {
  const want = () => void loadErrorTexts(sessionStore.getState().locale).catch(() => undefined);
  onErrorTextsWanted(want);
  i18n.on('missing', want);
}
