import { Table, type TableColumnsType, type TableProps, type TableRef } from 'antd';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { sortOfTableChange, type ListSort } from '../list/list-sort';
import { EmptyState } from './empty-state';
import { ListError } from './list-error';
import { ListPager } from './list-pager';
import { LoadError } from './load-state';

/** What the list needs of useServerList: the request's state, and paging and sort to change. */
export interface ServerListControls {
  page: number;
  size: number;
  loading: boolean;
  error: unknown;
  reload: () => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort?: (sort: ListSort) => void;
}

export interface ServerListProps<T> {
  label: string;
  columns: TableColumnsType<T>;
  /** The current page's rows; none while the first page loads. */
  rows: T[] | undefined;
  /** All the rows the filters match: the pager shows while there are any. */
  total: number | undefined;
  list: ServerListControls;
  /** A narrow screen shows this one column, stacking the row's key facts, instead of the table. */
  compactColumn?: TableColumnsType<T>[number];
  narrow?: boolean;
  /** The table's least width before its columns wrap; a wider screen shares the rest. */
  minWidth?: number;
  /** What an empty page says instead of the spec's 'Nenalezeny žádné položky'. */
  emptyText?: ReactNode;
  /** The failure shows as what could not be loaded (LoadError) instead of the server's message alone. */
  errorTitle?: string;
  /** A last row across all the columns (the campaign list's total price), when there is one. */
  summary?: ReactNode;
  rowKey?: TableProps<T>['rowKey'];
  rowSelection?: TableProps<T>['rowSelection'];
}

/**
 * A list paged and sorted on the server (spec 001 §9): its load failure with a retry, the table
 * whose header clicks change the sort, the empty text and the pager under it.
 */
export function ServerList<T extends object>({
  label,
  columns,
  rows,
  total,
  list,
  compactColumn,
  narrow = false,
  minWidth = 1000,
  emptyText = <EmptyState />,
  errorTitle,
  summary,
  rowKey = 'id',
  rowSelection,
}: ServerListProps<T>) {
  const shown = narrow && compactColumn ? [compactColumn] : columns;
  const failed = list.error !== null;
  const table = useRef<TableRef>(null);
  // antd measures a scrolling table's columns with a hidden copy of the header row (aria-hidden),
  // select-all checkbox included: inert, so a keyboard never lands in it (WCAG 4.1.2).
  useLayoutEffect(() => {
    table.current?.nativeElement
      ?.querySelectorAll('.ant-table-measure-row')
      .forEach((row) => row.setAttribute('inert', ''));
  });
  return (
    <>
      {failed &&
        (errorTitle ? (
          <div style={{ marginBottom: 16 }}>
            <LoadError title={errorTitle} error={list.error} onRetry={list.reload} />
          </div>
        ) : (
          <ListError error={list.error} onRetry={list.reload} />
        ))}
      <Table<T>
        ref={table}
        rowKey={rowKey}
        aria-label={label}
        columns={shown}
        dataSource={rows ?? []}
        loading={list.loading}
        pagination={false}
        // At least this wide; wider, the columns share the width and text wraps.
        scroll={narrow ? undefined : { x: minWidth }}
        showSorterTooltip={false}
        rowSelection={rowSelection}
        locale={{ emptyText }}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action === 'sort') list.setSort?.(sortOfTableChange(sorter));
        }}
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
