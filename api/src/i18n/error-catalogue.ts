import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { MessageLanguage } from './locale';

/** The locale of the error catalogue (shared-contracts/src/locales/<locale>/errors.po) per language. */
export const CATALOGUE_LOCALE: Record<MessageLanguage, string> = { cs: 'cs-CZ', en: 'en-GB', pl: 'pl-PL' };

// The catalogue is shared with the browser, so it lives in shared-contracts; resolved through the
// package so the same lookup works from src, the bundled dist and the container.
function localesDir(): string {
  const entry = createRequire(import.meta.url).resolve('@portal/shared-contracts');
  return path.join(path.dirname(entry), 'locales');
}

/**
 * The texts of a PO catalogue, uncompiled (ICU MessageFormat), by code. Read with pofile, the parser
 * @lingui/format-po builds on, so strings, escapes and obsolete entries read as the browser's loader
 * reads them; the ids are the codes themselves (explicit ids), and an untranslated entry stays empty.
 */
function poEntries(text: string): Map<string, string> {
  return new Map(
    PO.parse(text)
      .items.filter((item) => !item.obsolete && !item.flags.obsolete)
      .map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

/** The texts of one locale's catalogue, uncompiled (ICU MessageFormat), by code. */
export function readErrorCatalogue(locale: string): Map<string, string> {
  return poEntries(readFileSync(path.join(localesDir(), locale, 'errors.po'), 'utf8'));
}

function compiled(entries: Map<string, string>): Messages {
  return Object.fromEntries([...entries].map(([code, text]) => [code, compileMessage(text)]));
}

let catalogues: Record<MessageLanguage, I18n> | undefined;

/** One Lingui instance per language, compiled once on first use, as the browser's loader compiles it. */
export function errorCatalogue(language: MessageLanguage): I18n {
  catalogues ??= Object.fromEntries(
    Object.entries(CATALOGUE_LOCALE).map(([lang, locale]) => [
      lang,
      setupI18n({ locale, messages: { [locale]: compiled(readErrorCatalogue(locale)) } }),
    ]),
  ) as Record<MessageLanguage, I18n>;
  return catalogues[language];
}
