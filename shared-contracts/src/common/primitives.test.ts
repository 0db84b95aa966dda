import * as v from 'valibot';
import { IdParamSchema, IdSchema } from './primitives';

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
