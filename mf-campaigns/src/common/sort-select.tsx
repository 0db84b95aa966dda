import { useLingui } from '@lingui/react/macro';
import type { ListSort, SortDirection } from '@portal/shared-ui';
import { Select, type TableColumnsType } from '@portal/shared-ui/components';

interface SortSelectProps<T> {
  /** The wide table's columns: each sortable one with a text title is offered both ways. */
  columns: TableColumnsType<T>;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}

/**
 * The list's sort as a choice, for the narrow screen, whose one column of rows has no headers to
 * click. Cleared, the list has no sort, as after the third click on a header.
 */
export function SortSelect<T>({ columns, sort, onSort }: SortSelectProps<T>) {
  const { t } = useLingui();
  const options = columns.flatMap(({ key, title, sorter }) =>
    sorter && typeof key === 'string' && typeof title === 'string'
      ? [
          { value: `${key}:ASC`, label: t`${title}, vzestupně` },
          { value: `${key}:DESC`, label: t`${title}, sestupně` },
        ]
      : [],
  );
  return (
    <Select<string>
      allowClear
      aria-label={t`Řazení`}
      placeholder={t`Řazení`}
      value={sort ? `${sort.field}:${sort.direction}` : undefined}
      options={options}
      onChange={(value) => {
        const [field, direction] = (value ?? '').split(':') as [string, SortDirection];
        onSort(value ? { field, direction } : null);
      }}
    />
  );
}
