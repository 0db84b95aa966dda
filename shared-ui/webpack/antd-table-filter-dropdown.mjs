// Stands in for antd's Table column-filter dropdown (antd/es/table/hooks/useFilter/FilterDropdown),
// which imports Tree, Radio, Dropdown and a search box into every screen with a table: about 5 kB gzip
// on the campaign list, which has a JS budget (docs/performance.md). The portal filters its lists on
// the server, above the table, never with column filters; antd renders this only for a column that
// declares `filters` or `filterDropdown`, so one that does fails loudly instead of silently.

/** The same as antd's: every value of the filters and of their children. */
export function flattenKeys(filters) {
  return (filters || []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default function FilterDropdown() {
  throw new Error(
    'Table column filters (`filters`, `filterDropdown`) are left out of the portal build: filter the list above the table (shared-ui/webpack/antd-table-filter-dropdown.mjs).',
  );
}
