import * as v from 'valibot';
import { IdParamSchema, IdSchema, IsoDateSchema, loneSurrogatePaths, nulCharacterPaths } from './primitives';

describe('ids', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
  ])('reads path id %s', (input, output) => {
    expect(v.parse(IdParamSchema, input)).toBe(output);
  });

  it.each(['0', '-1', '01', 'abc', '1.5', '2147483648', '', '99999999999'])('refuses path id %j', (input) => {
    expect(v.safeParse(IdParamSchema, input).success).toBe(false);
  });

  it.each([0, -3, 1.5, Number.NaN, 2_147_483_648])('refuses id %p in a body', (input) => {
    expect(v.safeParse(IdSchema, input).success).toBe(false);
  });
});

describe('ISO dates', () => {
  it.each(['2026-11-22', '2024-02-29', '2026-12-31'])('accepts %s', (input) => {
    expect(v.parse(IsoDateSchema, input)).toBe(input);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-1-5',
    '22.11.2026',
    '2026-11-22T00:00:00Z',
    '',
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
  ])('refuses %j', (input) => {
    expect(v.safeParse(IsoDateSchema, input).success).toBe(false);
  });
});

describe('NUL characters', () => {
  it('names every string and key that holds one, and nothing else', () => {
    expect(
      nulCharacterPaths({
        name: 'a\u0000b',
        note: 'fine\ttext',
        nested: { list: ['ok', 'x\u0000'], ['k\u0000']: 1 },
      }),
    ).toEqual(['name', 'nested.list.1', 'nested']);
    expect(nulCharacterPaths('\u0000')).toEqual(['body']);
    expect(nulCharacterPaths({ name: 'Čeština 😀', count: 3, flag: null })).toEqual([]);
  });
});

describe('lone surrogates', () => {
  it('names every string and key with half a surrogate pair, and leaves whole pairs alone', () => {
    expect(
      loneSurrogatePaths({
        high: 'a\ud800b',
        low: '\udc00',
        pair: 'emoji 😀 \ud83d\ude00',
        reversed: '\ude00\ud83d',
        nested: { list: ['ok', 'end\ud83d'], ['k\udfff']: 1 },
      }),
    ).toEqual(['high', 'low', 'reversed', 'nested.list.1', 'nested']);
    expect(loneSurrogatePaths('\ud800')).toEqual(['body']);
    expect(loneSurrogatePaths({ name: 'Čeština 😀', count: 3 })).toEqual([]);
  });
});
