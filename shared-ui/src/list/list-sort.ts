import type { SortDirection } from './list-state';

/** The sort of a list as its state keeps it: a column and a direction, or none. */
export type ListSort = { field: string; direction: SortDirection } | null;

type AntSortOrder = 'ascend' | 'descend' | null;

/**
 * The antd column props of a server-sorted column. With only ascending and descending offered, a
 * click on the header cycles none → ascending → descending → none (spec 001 §9).
 */
export function sortableColumn(field: string, sort: ListSort) {
  return {
    key: field,
    sorter: true,
    sortOrder: (sort?.field === field
      ? sort.direction === 'ASC'
        ? 'ascend'
        : 'descend'
      : null) as AntSortOrder,
    sortDirections: ['ascend', 'descend'] as AntSortOrder[],
  };
}

/** The sort a header click asks for, from antd's onChange sorter argument (one column or several). */
export function sortOfTableChange(
  sorter: { columnKey?: unknown; order?: AntSortOrder } | { columnKey?: unknown; order?: AntSortOrder }[],
): ListSort {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order || typeof single.columnKey !== 'string') return null;
  return { field: single.columnKey, direction: single.order === 'ascend' ? 'ASC' : 'DESC' };
}
