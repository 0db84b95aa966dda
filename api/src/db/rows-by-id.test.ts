import { inIdOrder } from './rows-by-id';

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
