import type { Database } from './client';

/** What `build` makes of a database handle, made once per handle (the tests open several in one process). */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/** `rows` mapped in the order of `ids`; an id without a row (deleted since the ids were read) is left out. */
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
