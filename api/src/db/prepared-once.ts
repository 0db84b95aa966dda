/**
 * Prepared statements, one per database handle and name: the pool's connections then each plan a
 * statement once instead of with every request. `prepare` gets the name to prepare under (the name
 * must say the statement's shape, as one name is one plan per connection).
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(db: object, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = prepare(name)));
  return statement;
}
