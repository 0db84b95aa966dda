import { inIdOrder, oncePerDatabase } from './rows-by-id';
import type { Database } from './client';

describe('inIdOrder', () => {
  it('maps the rows in the order of the ids and leaves out ids without a row', () => {
    const rows = [
      { id: 3, name: 'c' },
      { id: 1, name: 'a' },
    ];
    expect(inIdOrder([1, 2, 3], rows, (row) => row.name)).toEqual(['a', 'c']);
    expect(inIdOrder([3, 1], rows, (row) => row.id)).toEqual([3, 1]);
    expect(inIdOrder([], rows, (row) => row.id)).toEqual([]);
  });
});

describe('oncePerDatabase', () => {
  it('builds once per database handle', () => {
    const build = jest.fn((db: Database) => ({ db }));
    const statement = oncePerDatabase(build);
    const first = {} as Database;
    const second = {} as Database;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second)).not.toBe(statement(first));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
