import { EmptyState, ListPager, Table, type TableColumnsType } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { ListError } from './list-error';
import { sortOfTableChange, type ListSort } from './list-sort';
import { useNarrowScreen } from './use-narrow-screen';

interface ServerListProps<T> {
  label: string;
  columns: TableColumnsType<T>;
  /** The one column a narrow screen shows instead, stacking the row's key facts. */
  compactColumn: TableColumnsType<T>[number];
  /** The current page's rows; none while the first page loads. */
  rows: T[] | undefined;
  /** All the rows the filters match: the pager shows while there are any. */
  total: number | undefined;
  /** The request state of useLatestRequest: loading, the failure's message and a retry. */
  request: { loading: boolean; error: string | null; reload: () => void };
  /** The list state of useList: sort and paging go back to it. */
  list: {
    page: number;
    size: number;
    setSort: (sort: ListSort) => void;
    setPage: (page: number) => void;
    setSize: (size: number) => void;
  };
  /** A last row across all the columns (the campaign list's total price), when there is one. */
  summary?: ReactNode;
}

/**
 * A list paged and sorted on the server (the campaign list and the activities): the load failure
 * with a retry, the table whose header clicks change the sort, and the pager under it. A narrow
 * screen gets the compact column instead of a table to scroll sideways (its sort is in the filter
 * drawer).
 */
export function ServerList<T extends { id: number }>({
  label,
  columns,
  compactColumn,
  rows,
  total,
  request,
  list,
  summary,
}: ServerListProps<T>) {
  const narrow = useNarrowScreen();
  const shown = narrow ? [compactColumn] : columns;
  return (
    <>
      {request.error && <ListError message={request.error} onRetry={request.reload} />}
      <Table<T>
        rowKey="id"
        aria-label={label}
        columns={shown}
        dataSource={rows ?? []}
        loading={request.loading}
        pagination={false}
        // At least this wide; wider, the columns share the width and text wraps.
        scroll={narrow ? undefined : { x: 1000 }}
        showSorterTooltip={false}
        locale={{ emptyText: <EmptyState /> }}
        onChange={(_pagination, _filters, sorter) => list.setSort(sortOfTableChange(sorter))}
        summary={
          summary
            ? () => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={shown.length}>
                    {summary}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      {total !== undefined && total > 0 && (
        <ListPager
          page={list.page}
          size={list.size}
          total={total}
          onPage={list.setPage}
          onSize={list.setSize}
        />
      )}
    </>
  );
}
