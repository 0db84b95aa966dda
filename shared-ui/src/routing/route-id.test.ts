import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive integer the API accepts', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('41')).toBe(41);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it('is null for a segment that is not such an id', () => {
    for (const value of [
      undefined,
      '',
      '0',
      '007',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '12a',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseRouteId(value)).toBeNull();
    }
  });
});
