import { CsvError, parse } from 'csv-parse/sync';

/**
 * The CSV of real delivery (POST /ad-server/delivery/import): a header row naming the columns, then
 * one row per line item and day. Columns are found by name (any order, case ignored); a separator of
 * comma or semicolon (as spreadsheets in Czech write it), read from the header; fields may be quoted
 * ("a ""b""", also holding separators and line breaks), read by csv-parse. Blank lines are ignored.
 * Line numbers count every line of the file (CRLF, LF or CR ends), the header is 1; a row is named by
 * the line it starts on.
 */
export const DELIVERY_CSV_COLUMNS = [
  'lineItemExternalId',
  'date',
  'impressions',
  'views',
  'clicks',
  'hardConversions',
  'softConversions',
] as const;
/** Optional: when present, the visibility ratio of the imported days can be computed. */
export const OPTIONAL_DELIVERY_CSV_COLUMNS = ['viewableImpressions'] as const;

type Column = (typeof DELIVERY_CSV_COLUMNS)[number] | (typeof OPTIONAL_DELIVERY_CSV_COLUMNS)[number];
const COUNT_COLUMNS = ['impressions', 'views', 'clicks', 'hardConversions', 'softConversions'] as const;

export interface DeliveryCsvRow {
  line: number;
  lineItemExternalId: string;
  date: string;
  impressions: number;
  views: number;
  clicks: number;
  hardConversions: number;
  softConversions: number;
  viewableImpressions: number | null;
}

/** Why a line is refused; the import answers these as validationErrors (type = problem). */
export type DeliveryCsvProblem =
  | 'columnCount'
  | 'malformedQuote'
  | 'emptyLineItem'
  | 'invalidDate'
  | 'invalidNumber'
  | 'duplicateDay'
  | 'unknownLineItem'
  | 'dateOutsidePeriod'
  | 'dateNotFinished';

export interface DeliveryCsvIssue {
  line: number;
  problem: DeliveryCsvProblem;
  column?: string;
  value?: string;
}

export type DeliveryCsvParse =
  | { kind: 'rows'; rows: DeliveryCsvRow[] }
  | { kind: 'empty' }
  | { kind: 'header'; missing: string[]; unknown: string[] }
  | { kind: 'issues'; issues: DeliveryCsvIssue[] };

interface CsvRecord {
  /** The line the record starts on (a quoted field may hold line breaks). */
  line: number;
  fields: string[];
}

const lineBreaks = (fields: string[]): number =>
  fields.reduce((sum, field) => sum + field.split('\n').length - 1, 0);

/**
 * The file's records (line ends already \n), blank lines included, up to the first malformed quote:
 * after an unbalanced quote no later line can be read reliably, so reading stops and names the line
 * that record starts on.
 */
function readRecords(text: string, delimiter: string): { records: CsvRecord[]; malformedLine?: number } {
  const records: CsvRecord[] = [];
  let nextLine = 1;
  try {
    parse(text, {
      delimiter,
      record_delimiter: '\n',
      relax_column_count: true,
      trim: true,
      // Collected here rather than from parse's result, which a thrown error would lose.
      on_record: (fields: string[], { lines }) => {
        records.push({ line: lines - lineBreaks(fields), fields: fields.map((field) => field.trim()) });
        nextLine = lines + 1;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { records, malformedLine: nextLine };
  }
  return { records };
}

const isBlank = (record: CsvRecord): boolean => record.fields.length === 1 && record.fields[0] === '';

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const countOf = (value: string): number | null => (/^\d{1,15}$/.test(value) ? Number(value) : null);

export function parseDeliveryCsv(text: string): DeliveryCsvParse {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const headerLine = normalized.split('\n').find((line) => line.trim() !== '');
  if (headerLine === undefined) return { kind: 'empty' };
  const separator = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const { records, malformedLine } = readRecords(normalized, separator);
  const [headerRecord, ...dataRecords] = records.filter((record) => !isBlank(record));
  if (!headerRecord) {
    return malformedLine === undefined
      ? { kind: 'empty' }
      : { kind: 'issues', issues: [{ line: malformedLine, problem: 'malformedQuote' }] };
  }
  const known = new Map<string, Column>(
    [...DELIVERY_CSV_COLUMNS, ...OPTIONAL_DELIVERY_CSV_COLUMNS].map((name) => [name.toLowerCase(), name]),
  );
  const header = headerRecord.fields;
  const positions = new Map<Column, number>();
  const unknown: string[] = [];
  header.forEach((name, index) => {
    const column = known.get(name.toLowerCase());
    if (column && !positions.has(column)) positions.set(column, index);
    else unknown.push(name === '' ? `#${index + 1}` : name);
  });
  const missing = DELIVERY_CSV_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0 || unknown.length > 0) return { kind: 'header', missing, unknown };

  const rows: DeliveryCsvRow[] = [];
  const issues: DeliveryCsvIssue[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of dataRecords) {
    if (fields.length !== header.length) {
      issues.push({ line, problem: 'columnCount', value: String(fields.length) });
      continue;
    }
    const field = (column: Column) => fields[positions.get(column)!]!;
    const before = issues.length;
    const lineItemExternalId = field('lineItemExternalId');
    if (lineItemExternalId === '')
      issues.push({ line, problem: 'emptyLineItem', column: 'lineItemExternalId' });
    const date = field('date');
    if (!isCalendarDate(date)) issues.push({ line, problem: 'invalidDate', column: 'date', value: date });
    const counts = {} as Record<(typeof COUNT_COLUMNS)[number], number>;
    for (const column of COUNT_COLUMNS) {
      const count = countOf(field(column));
      if (count === null) issues.push({ line, problem: 'invalidNumber', column, value: field(column) });
      else counts[column] = count;
    }
    let viewableImpressions: number | null = null;
    if (positions.has('viewableImpressions') && field('viewableImpressions') !== '') {
      viewableImpressions = countOf(field('viewableImpressions'));
      if (viewableImpressions === null) {
        issues.push({
          line,
          problem: 'invalidNumber',
          column: 'viewableImpressions',
          value: field('viewableImpressions'),
        });
      }
    }
    if (issues.length > before) continue;
    const key = `${lineItemExternalId}\n${date}`;
    if (seen.has(key)) {
      issues.push({ line, problem: 'duplicateDay', column: 'date', value: date });
      continue;
    }
    seen.add(key);
    rows.push({ line, lineItemExternalId, date, ...counts, viewableImpressions });
  }
  if (malformedLine !== undefined) issues.push({ line: malformedLine, problem: 'malformedQuote' });
  if (issues.length > 0) return { kind: 'issues', issues };
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'rows', rows };
}
