import type { Messages } from '@lingui/core';

/** This remote's catalog for a locale; the shell merges it into the one Lingui instance. */
export async function loadMessages(locale: string): Promise<Messages> {
  const { messages } = (await import(`./locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}
