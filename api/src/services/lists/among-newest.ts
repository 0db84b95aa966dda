import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The row is one of the `count` + 1 newest of its table by serial id (every row when there are
 * fewer): a bound the primary key answers, so a search newest first can check the newest rows
 * before it gathers all its matches (the campaign and activity lists).
 */
export const amongNewest = (table: PgTable, id: PgColumn, count: number): SQL =>
  sql`${id} >= coalesce((select ${id} from ${table} order by ${id} desc offset ${count} limit 1), 0)`;
