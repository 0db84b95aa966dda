import { parseDeliveryCsv } from './parse-delivery-csv';

const HEADER = 'lineItemExternalId,date,impressions,views,clicks,hardConversions,softConversions';

describe('parseDeliveryCsv', () => {
  it('reads rows by column name, with line numbers', () => {
    const parsed = parseDeliveryCsv(
      `${HEADER}\nLI-1,2026-11-20,1000,900,12,1,3\n\nLI-2,2026-11-21,5,4,0,0,0\n`,
    );
    expect(parsed).toEqual({
      kind: 'rows',
      rows: [
        {
          line: 2,
          lineItemExternalId: 'LI-1',
          date: '2026-11-20',
          impressions: 1000,
          views: 900,
          clicks: 12,
          hardConversions: 1,
          softConversions: 3,
          viewableImpressions: null,
        },
        expect.objectContaining({ line: 4, lineItemExternalId: 'LI-2' }),
      ],
    });
  });

  it('takes columns in any order and case, semicolons, quotes, a BOM, CRLF and the optional viewable column', () => {
    const parsed = parseDeliveryCsv(
      '\uFEFFDate;LINEITEMEXTERNALID;clicks;views;impressions;softConversions;hardConversions;viewableImpressions\r\n' +
        '2026-11-20;"LI-""7""";2;8;10;1;0;6\r\n',
    );
    expect(parsed).toEqual({
      kind: 'rows',
      rows: [
        {
          line: 2,
          lineItemExternalId: 'LI-"7"',
          date: '2026-11-20',
          impressions: 10,
          views: 8,
          clicks: 2,
          hardConversions: 0,
          softConversions: 1,
          viewableImpressions: 6,
        },
      ],
    });
  });

  it('names the missing and unknown columns of a bad header', () => {
    expect(
      parseDeliveryCsv('lineItemExternalId,date,impressions,clicks,extra\nLI-1,2026-11-20,1,1,1'),
    ).toEqual({
      kind: 'header',
      missing: ['views', 'hardConversions', 'softConversions'],
      unknown: ['extra'],
    });
  });

  it('lists every bad line with its problem', () => {
    const parsed = parseDeliveryCsv(
      [
        HEADER,
        'LI-1,2026-11-20,1000,900,12,1,3',
        'LI-1,2026-02-30,1000,900,12,1,3',
        'LI-1,2026-11-21,-5,900,1.5,1,3',
        'LI-1,2026-11-20,1,1,1,1,1',
        ',2026-11-22,1,1,1,1,1',
        'LI-1,2026-11-23,1,1',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      kind: 'issues',
      issues: [
        { line: 3, problem: 'invalidDate', column: 'date', value: '2026-02-30' },
        { line: 4, problem: 'invalidNumber', column: 'impressions', value: '-5' },
        { line: 4, problem: 'invalidNumber', column: 'clicks', value: '1.5' },
        { line: 5, problem: 'duplicateDay', column: 'date', value: '2026-11-20' },
        { line: 6, problem: 'emptyLineItem', column: 'lineItemExternalId' },
        { line: 7, problem: 'columnCount', value: '4' },
      ],
    });
  });

  it('calls a file without data rows empty', () => {
    expect(parseDeliveryCsv('')).toEqual({ kind: 'empty' });
    expect(parseDeliveryCsv(`${HEADER}\n\n`)).toEqual({ kind: 'empty' });
  });
  describe('quoting (csv-parse)', () => {
    const row = (fields: Partial<Record<string, unknown>>) => ({
      lineItemExternalId: 'LI-1',
      date: '2026-11-20',
      impressions: 1,
      views: 1,
      clicks: 1,
      hardConversions: 1,
      softConversions: 1,
      viewableImpressions: null,
      ...fields,
    });

    it('keeps commas and doubled quotes inside quoted fields', () => {
      expect(parseDeliveryCsv(`${HEADER}\n"LI,1 ""a""",2026-11-20,1,1,1,1,1\n`)).toEqual({
        kind: 'rows',
        rows: [row({ line: 2, lineItemExternalId: 'LI,1 "a"' })],
      });
    });

    it('keeps semicolons inside quoted fields of a semicolon file, and trims around quotes', () => {
      const parsed = parseDeliveryCsv(`${HEADER.replaceAll(',', ';')}\n "LI;1" ;2026-11-20;1;1;1;1;1`);
      expect(parsed).toEqual({ kind: 'rows', rows: [row({ line: 2, lineItemExternalId: 'LI;1' })] });
    });

    it('reads a line break inside a quoted field and counts the lines after it', () => {
      const parsed = parseDeliveryCsv(
        `${HEADER}\r\n"LI\r\n1",2026-11-20,1,1,1,1,1\r\nLI-2,2026-11-20,1,1,1,1,1\r\nLI-3,2026-13-01,1,1,1,1,1\r\n`,
      );
      expect(parsed).toEqual({
        kind: 'issues',
        issues: [{ line: 5, problem: 'invalidDate', column: 'date', value: '2026-13-01' }],
      });
      const good = parseDeliveryCsv(`${HEADER}\n"LI\n1",2026-11-20,1,1,1,1,1\nLI-2,2026-11-20,1,1,1,1,1`);
      expect(good).toEqual({
        kind: 'rows',
        rows: [row({ line: 2, lineItemExternalId: 'LI\n1' }), row({ line: 4, lineItemExternalId: 'LI-2' })],
      });
    });

    it('takes a BOM, CRLF, CR line ends, whitespace-only lines and empty trailing lines', () => {
      expect(parseDeliveryCsv(`\uFEFF${HEADER}\r\nLI-1,2026-11-20,1,1,1,1,1\r\n  \r\n\r\n`)).toEqual({
        kind: 'rows',
        rows: [row({ line: 2 })],
      });
      expect(parseDeliveryCsv(`${HEADER}\r\rLI-1,2026-11-20,1,1,1,1,1\r`)).toEqual({
        kind: 'rows',
        rows: [row({ line: 3 })],
      });
    });

    it('names the line of a malformed quote, after the issues of the lines before it', () => {
      expect(
        parseDeliveryCsv(
          `${HEADER}\nLI-1,2026-11-40,1,1,1,1,1\nLI-2,"2026-11-20"x,1,1,1,1,1\nLI-3,2026-11-20,1,1,1,1,1`,
        ),
      ).toEqual({
        kind: 'issues',
        issues: [
          { line: 2, problem: 'invalidDate', column: 'date', value: '2026-11-40' },
          { line: 3, problem: 'malformedQuote' },
        ],
      });
      expect(parseDeliveryCsv(`${HEADER}\nLI-1,2026-11-20,1,1,1,1,1\n\nLI-2,2026"-11-20,1,1,1,1,1`)).toEqual({
        kind: 'issues',
        issues: [{ line: 4, problem: 'malformedQuote' }],
      });
    });

    it('names the line where a never closed quote opens', () => {
      expect(
        parseDeliveryCsv(`${HEADER}\nLI-1,2026-11-20,1,1,1,1,1\n"LI-2,2026-11-20,1,1,1,1,1\nLI-3,x\n`),
      ).toEqual({
        kind: 'issues',
        issues: [{ line: 3, problem: 'malformedQuote' }],
      });
      expect(parseDeliveryCsv(`"${HEADER}\nLI-1,2026-11-20,1,1,1,1,1\n`)).toEqual({
        kind: 'issues',
        issues: [{ line: 1, problem: 'malformedQuote' }],
      });
    });
  });
});
