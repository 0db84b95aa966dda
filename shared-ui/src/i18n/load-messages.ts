import type { Messages } from '@lingui/core';

/** shared-ui's own catalog (empty states, pager); the shell loads it together with its own. */
export async function loadSharedUiMessages(locale: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}
