import type { Messages } from '@lingui/core';
import type { UiLocale } from '@portal/shared-contracts/core';

/**
 * The texts of the error codes in one locale: the catalogue the API answers from
 * (shared-contracts/src/locales/<locale>/errors.po, ids = codes). Imported by locale, so webpack
 * makes a chunk per locale and a page downloads only its own language's.
 */
export async function loadErrorMessages(locale: UiLocale): Promise<Messages> {
  const { messages } = (await import(`../../../shared-contracts/src/locales/${locale}/errors.po`)) as {
    messages: Messages;
  };
  return messages;
}
