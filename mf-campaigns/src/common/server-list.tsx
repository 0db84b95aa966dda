import {
  EmptyState,
  ListPager,
  Table,
  type TableColumnsType,
  type TableProps,
} from '@portal/shared-ui/components';
import { ListError } from './list-error';
import { sortOfTableChange, type ListSort } from './list-sort';

interface ServerListProps<T> {
  label: string;
  columns: TableColumnsType<T>;
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
  summary?: TableProps<T>['summary'];
}

/**
 * A list paged and sorted on the server (the campaign list and the activities): the load failure
 * with a retry, the table whose header clicks change the sort, and the pager under it.
 */
export function ServerList<T extends { id: number }>({
  label,
  columns,
  rows,
  total,
  request,
  list,
  summary,
}: ServerListProps<T>) {
  return (
    <>
      {request.error && <ListError message={request.error} onRetry={request.reload} />}
      <Table<T>
        rowKey="id"
        aria-label={label}
        columns={columns}
        dataSource={rows ?? []}
        loading={request.loading}
        pagination={false}
        // At least this wide (scrolls sideways on a narrow screen); wider, the columns share the width and text wraps.
        scroll={{ x: 1000 }}
        showSorterTooltip={false}
        locale={{ emptyText: <EmptyState /> }}
        onChange={(_pagination, _filters, sorter) => list.setSort(sortOfTableChange(sorter))}
        summary={summary}
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
