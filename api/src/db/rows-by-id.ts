/** `rows` mapped in the order of `ids`; an id without a row is left out. */
export function inIdOrder<Row extends { id: number }, T>(
  ids: readonly number[],
  rows: readonly Row[],
  map: (row: Row) => T,
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [map(row)] : [];
  });
}
