import { parseDeliveryCsv, splitCsvLine } from './parse-delivery-csv';

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
});

describe('splitCsvLine', () => {
  it('keeps separators inside quotes and trims fields', () => {
    expect(splitCsvLine(' a , "b,c" ,"d ""e"""', ',')).toEqual(['a', 'b,c', 'd "e"']);
  });
});
