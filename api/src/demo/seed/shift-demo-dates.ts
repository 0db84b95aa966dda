import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * Further than any two dates of the demo lie apart, so the first step of a move lands clear of them
 * all; whole weeks, so a Monday stays a Monday (a flat-rate booking's week) on the way.
 */
const CLEAR_DAYS = 7 * 5200;

/**
 * Moves every date and instant the seed wrote by `days` (demo-day.ts), in every table, in the seed's
 * transaction. Each table moves in two steps, first far past every seeded value and then back to the
 * target, so a unique key holding a date (a delivery day of an item) never meets a row not yet moved.
 * Dates written inside texts (a history entry's wording) stay as they were.
 */
export async function shiftDemoDates(tx: Transaction, days: number): Promise<void> {
  if (days === 0) return;
  const result = (await tx.execute(sql`
    select "c"."table_name", "c"."column_name", "c"."data_type"
    from "information_schema"."columns" "c"
    join "information_schema"."tables" "t"
      on "t"."table_schema" = "c"."table_schema" and "t"."table_name" = "c"."table_name"
    where "c"."table_schema" = current_schema() and "t"."table_type" = 'BASE TABLE'
      and "c"."is_generated" = 'NEVER'
      and "c"."data_type" in ('date', 'timestamp with time zone', 'timestamp without time zone')
    order by "c"."table_name", "c"."ordinal_position"`)) as unknown as {
    rows: { table_name: string; column_name: string; data_type: string }[];
  };
  const byTable = new Map<string, { column: string; isDate: boolean }[]>();
  for (const row of result.rows) {
    const columns = byTable.get(row.table_name) ?? [];
    columns.push({ column: row.column_name, isDate: row.data_type === 'date' });
    byTable.set(row.table_name, columns);
  }
  for (const [table, columns] of byTable) {
    for (const by of [CLEAR_DAYS, days - CLEAR_DAYS]) {
      const assignments = columns.map(({ column, isDate }) =>
        isDate
          ? sql`${sql.identifier(column)} = ${sql.identifier(column)} + ${sql.raw(String(by))}`
          : sql`${sql.identifier(column)} = ${sql.identifier(column)} + ${sql.raw(`interval '${by} days'`)}`,
      );
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)}`);
    }
  }
}
