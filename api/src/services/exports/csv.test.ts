import { BOM, csvField, csvLine, dmyDate, separatorFor, wholeAmount } from './csv';

describe('csvField', () => {
  it.each([
    ['plain text', 'Acme Foods', 'Acme Foods'],
    ['Czech letters', 'Příliš žluťoučký kůň', 'Příliš žluťoučký kůň'],
    ['a comma', 'Nordic Drinks, a.s.', '"Nordic Drinks, a.s."'],
    ['a semicolon', 'Léto; podzim', '"Léto; podzim"'],
    ['quotes', 'Kampaň "Vánoce"', '"Kampaň ""Vánoce"""'],
    ['a line feed', 'první\ndruhý', '"první\ndruhý"'],
    ['a carriage return', 'první\r\ndruhý', '"první\r\ndruhý"'],
    ['empty text', '', ''],
    ['spaces around', '  a  ', '  a  '],
  ])('writes %s', (_what, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+420 123', "'+420 123"],
    ['-20 % sleva', "'-20 % sleva"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('keeps a spreadsheet from running %j as a formula', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as they are and null as nothing', () => {
    expect(csvField(1234)).toBe('1234');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
  });
});

describe('csvLine', () => {
  it('joins the fields with the separator and ends with CRLF', () => {
    expect(csvLine([1, 'Léto, "2026"', null, 'a;b'], ';')).toBe('1;"Léto, ""2026""";;"a;b"\r\n');
    expect(csvLine([1, 'Léto, "2026"', null, 'a;b'], ',')).toBe('1,"Léto, ""2026""",,"a;b"\r\n');
  });
});

describe('separatorFor', () => {
  it('is the semicolon of Czech and Polish Excel and the comma of English', () => {
    expect(separatorFor('cs')).toBe(';');
    expect(separatorFor('pl')).toBe(';');
    expect(separatorFor('en')).toBe(',');
  });
});

describe('dmyDate', () => {
  it('writes d.m.Y with two-digit day and month', () => {
    expect(dmyDate('2026-03-05')).toBe('05.03.2026');
    expect(dmyDate('2026-12-31')).toBe('31.12.2026');
  });
  it('writes nothing for no date', () => {
    expect(dmyDate(null)).toBe('');
  });
});

describe('wholeAmount', () => {
  it('rounds to whole crowns, halves up', () => {
    expect(wholeAmount(1234.49)).toBe(1234);
    expect(wholeAmount(1234.5)).toBe(1235);
    expect(wholeAmount(1_000_000)).toBe(1_000_000);
    expect(Object.is(wholeAmount(-0.4), 0)).toBe(true);
  });
});

describe('BOM', () => {
  it('is the UTF-8 byte order mark', () => {
    expect(Buffer.from(BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
