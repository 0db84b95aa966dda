import type { Messages } from '@lingui/core';
import type { UiLocale } from '@portal/shared-contracts/core';

/**
 * The texts of the error codes in one locale: the catalogue the API answers from
 * (shared-contracts/src/locales/<locale>/errors.po, ids = codes). Imported by locale, so webpack
 * makes a chunk per locale and a page downloads only its own language's (the package's
 * `./locales/*` export; webpack's side of it is in shared-ui's create-config).
 */
export async function loadErrorMessages(locale: UiLocale): Promise<Messages> {
  const { messages } = (await import(`@portal/shared-contracts/locales/${locale}/errors.po`)) as {
    messages: Messages;
  };
  return messages;
}
