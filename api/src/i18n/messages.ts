import { errorCatalogue } from './error-catalogue';
import type { MessageLanguage } from './locale';
import { MESSAGE_CODES } from './message-codes';
import { stateParam } from './state-names';

/**
 * Texts of every error the API answers with, by stable code, from the error catalogue the browser
 * shows too (shared-contracts/src/locales/<locale>/errors.po, ICU MessageFormat; plurals by `count`).
 */
export type MessageCode = (typeof MESSAGE_CODES)[number];
export type MessageParams = Record<string, string | number>;

const codes: ReadonlySet<string> = new Set(MESSAGE_CODES);

export function isMessageCode(code: string): code is MessageCode {
  return codes.has(code);
}

export function translate(code: MessageCode, language: MessageLanguage, params: MessageParams = {}): string {
  // State identifiers ("sas-check") are named in the language ("Ke kontrole").
  const values = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, stateParam(key, value, language)]),
  );
  return errorCatalogue(language)._(code, values);
}
