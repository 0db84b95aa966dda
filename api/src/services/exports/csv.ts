import type { MessageLanguage } from '../../i18n/locale';

/**
 * The text of the list exports' CSV files. Written by hand (no CSV library is a dependency, and the
 * files only need RFC 4180 quoting); every piece is unit-tested in csv.test.ts.
 */

/**
 * The UTF-8 byte order mark the file starts with: without it Excel reads a CSV file in the system's
 * ANSI code page (windows-1250 in Czech), and "Vánoční" comes out as "VĂˇnoÄŤnĂ­".
 */
export const BOM = '\ufeff';

export type CsvSeparator = ';' | ',';

/**
 * The separator Excel expects in the caller's language. Excel opens a CSV file (double-click, no
 * import dialog) with the list separator of the system's regional settings: a semicolon where the
 * comma is the decimal separator (Czech, Polish), a comma in English; a file with the other one opens
 * as a single column. So ';' for cs and pl and ',' for en, the language of the file's header row
 * being the best guess of the reader's settings. A first line "sep=;" would fix the separator for any
 * Excel, but Excel then ignores the BOM and garbles the Czech letters, so it is not written.
 */
export const separatorFor = (language: MessageLanguage): CsvSeparator => (language === 'en' ? ',' : ';');

export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would take for a formula: Excel and LibreOffice evaluate a cell that starts with
 * one of these, so a campaign named "=HYPERLINK(…)" (a buyer's own text) would run in the retailer's
 * Excel (CSV injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field of a line. Numbers as they are; null empty. Text that a spreadsheet would run as a formula
 * gets a leading apostrophe (the usual defence: the text then shows as it is, with the apostrophe).
 * Text holding a quote, a line break or either separator is quoted, quotes doubled (RFC 4180): both
 * separators, so that a program assuming the other one still reads the same fields.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";,\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, ended by CRLF (RFC 4180; Excel reads LF too). */
export const csvLine = (values: readonly CsvValue[], separator: CsvSeparator): string =>
  `${values.map(csvField).join(separator)}\r\n`;

/** d.m.Y ("05.03.2026"), the date as the portal's screens write it; empty for none. */
export function dmyDate(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * An amount of the portal's one currency (CZK, CURRENCY_CODE) in whole crowns, as the screens show
 * it: a plain number without currency or grouping, so a spreadsheet sums it; no decimal separator is
 * ever written, so Czech Excel (decimal comma) cannot take it for a date. Halves round up.
 */
export const wholeAmount = (amount: number): number => Math.round(amount) || 0;
