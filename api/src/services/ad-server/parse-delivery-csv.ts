/**
 * The CSV of real delivery (POST /ad-server/delivery/import): a header row naming the columns, then
 * one row per line item and day. Columns are found by name (any order, case ignored); a separator of
 * comma or semicolon (as spreadsheets in Czech write it), read from the header; fields may be quoted
 * ("a ""b"""). Blank lines are ignored. Line numbers count every line of the file, the header is 1.
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

/** Splits one line into fields: separator outside quotes, "" inside quotes is a quote. */
export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const countOf = (value: string): number | null => (/^\d{1,15}$/.test(value) ? Number(value) : null);

export function parseDeliveryCsv(text: string): DeliveryCsvParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) return { kind: 'empty' };
  const headerLine = lines[headerIndex]!;
  const separator = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const known = new Map<string, Column>(
    [...DELIVERY_CSV_COLUMNS, ...OPTIONAL_DELIVERY_CSV_COLUMNS].map((name) => [name.toLowerCase(), name]),
  );
  const header = splitCsvLine(headerLine, separator);
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
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text.trim() === '') continue;
    const line = index + 1;
    const fields = splitCsvLine(text, separator);
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
  if (issues.length > 0) return { kind: 'issues', issues };
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'rows', rows };
}
