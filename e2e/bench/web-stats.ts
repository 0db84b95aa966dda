// Figures and tables of bench:web.

export const KB = 1000;

export interface JsFile {
  url: string;
  status: number;
  encoding: string;
  /** Body as the page got it (decoded). */
  raw: number;
  /** Body bytes on the wire (Chromium's encoded body size; 0 when it came from the cache). */
  transferred: number;
  /** The raw body gzipped here at level 9 (what a gzip-only server would send). */
  gzip: number;
  body: Buffer;
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
export const sum = (files: JsFile[], field: 'raw' | 'transferred' | 'gzip') =>
  files.reduce((total, file) => total + file[field], 0);

const sorted = (values: number[]) => values.filter(Number.isFinite).sort((a, b) => a - b);

/** The middle value (the mean of the two middle ones for an even count); NaN without values. */
export function median(values: number[]): number {
  const list = sorted(values);
  if (list.length === 0) return NaN;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle]! : (list[middle - 1]! + list[middle]!) / 2;
}

/** The 90th percentile, nearest rank: the value 90 % of the runs are at or below. */
export function p90(values: number[]): number {
  const list = sorted(values);
  return list.length ? list[Math.ceil(list.length * 0.9) - 1]! : NaN;
}

export const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);
export const ratioText = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
