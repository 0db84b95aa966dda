import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The API's hints to PostgreSQL's planner (the lists', the exports'), in one place so that one test
 * checks the plans they are for (test/planner-hints.test.ts). Why the lists need them:
 * docs/architecture.md, "The list path".
 */

/**
 * Set on every connection the API opens (db/client.ts), per connection rather than per transaction
 * so that a read needs no transaction (and its two round trips) to get them.
 * - random_page_cost 1.1: the lists read a few thousand rows by index rather than whole tables; the
 *   default (4, for spinning disks) prices such index reads so high that PostgreSQL prefers reading
 *   every item once a filter keeps more than a few thousand, which for a vendor's activity search is
 *   many times slower than the index reads. The portal's tables are a cached working set on SSD, so
 *   random reads cost about what sequential ones do.
 * - max_parallel_workers_per_gather 0: starting workers costs more than running these statements,
 *   and with a pool of twice the cores (config.ts) they only compete with the other requests.
 */
export const PLANNER_SETTINGS = [
  ['random_page_cost', '1.1'],
  ['max_parallel_workers_per_gather', '0'],
] as const;

/*
 * A sort key written so that no index matches it. When few rows match (the lists' COLLECT_LIMIT),
 * the right plan gathers them by the filter's most selective index and sorts only them (a top-N
 * sort). With an index in the sort order PostgreSQL may instead walk it and test each row, which for
 * matches far down the order (an old month, a small vendor's campaigns newest first) reads most of the
 * table before it finds the page. No index holds `column + 0` or `column || ''`, which leaves it only
 * the gathering plans. The value and its order are the column's.
 */

/** A number or date column as a sort key no index matches. */
export const unindexedNumber = (column: SQLWrapper): SQL => sql`(${column} + 0)`;

/** A text column as a sort key no index matches (the caller adds the collation, naturalOrder). */
export const unindexedText = (column: SQLWrapper): SQL => sql`${column} || ''`;

/**
 * For a cursor that will be read to its end (the CSV exports, services/exports/stream-csv.ts):
 * PostgreSQL otherwise plans a cursor for reading the first tenth of its rows, which favours plans
 * that are quick to start and slow to finish.
 */
export const PLAN_CURSOR_FOR_EVERY_ROW = sql`set local cursor_tuple_fraction = 1`;
