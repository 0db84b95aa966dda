import { sortableColumn, sortOfTableChange } from './list-sort';

describe('list sort (spec 001 §9: none → ascending → descending → none)', () => {
  it('offers only ascending and descending, so a third click clears the sort', () => {
    expect(sortableColumn('price', null)).toEqual({
      key: 'price',
      sorter: true,
      sortOrder: null,
      sortDirections: ['ascend', 'descend'],
    });
    expect(sortableColumn('price', { field: 'price', direction: 'DESC' }).sortOrder).toBe('descend');
    expect(sortableColumn('name', { field: 'price', direction: 'DESC' }).sortOrder).toBeNull();
  });

  it('reads the sort a header click asks for', () => {
    expect(sortOfTableChange({ columnKey: 'name', order: 'ascend' })).toEqual({
      field: 'name',
      direction: 'ASC',
    });
    expect(sortOfTableChange([{ columnKey: 'name', order: 'descend' }])).toEqual({
      field: 'name',
      direction: 'DESC',
    });
    expect(sortOfTableChange({ columnKey: 'name', order: null })).toBeNull();
    expect(sortOfTableChange({ order: 'ascend' })).toBeNull();
  });
});
