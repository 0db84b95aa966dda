import type { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { call, type TestApp } from './helper';

/**
 * Helpers of the list export tests: fetching an export, and reading a CSV file back with a parser of
 * their own (RFC 4180), so the tests do not trust the writer they check.
 */

export const BOM_BYTES = [0xef, 0xbb, 0xbf];

export async function fetchExport(
  t: TestApp,
  path: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return call(t.app, 'GET', path, { token, headers });
}

/** The records of a CSV text (without its BOM), each a list of fields. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the file does not end with CRLF');
  return records;
}

export interface ParsedExport {
  header: string[];
  rows: Record<string, string>[];
  /** The first column (ID) of every row, as numbers. */
  ids: number[];
}

/** An export answer's records by header name; checks the BOM and that every record has every column. */
export function readExport(response: LightMyRequestResponse, separator: string): ParsedExport {
  if (response.statusCode !== 200)
    throw new Error(`export answered ${response.statusCode}: ${response.body}`);
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual(BOM_BYTES);
  const [header, ...records] = parseCsv(bytes.subarray(3).toString('utf8'), separator);
  for (const record of records) expect(record).toHaveLength(header!.length);
  const rows = records.map((record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!])));
  return { header: header!, rows, ids: records.map((record) => Number(record[0])) };
}

export async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** d.m.Y of an ISO date, as the export writes it. */
export const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');
