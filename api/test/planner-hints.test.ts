import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { naturalOrder } from '../src/db/collation';
import { PLANNER_SETTINGS, unindexedNumber, unindexedText } from '../src/db/planner-hints';
import { campaigns } from '../src/db/schema';
import { createTestApp, type TestApp } from './helper';

/**
 * The plans the hints of db/planner-hints.ts are for. The seeded database is far too small for the
 * planner to choose them by cost, so each check first takes away the cheap alternative (settings set
 * local, undone with the transaction).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function planOf(db: Executor, query: SQL): Promise<PlanNode> {
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    await db.execute(sql`explain (format json) ${query}`),
  );
  return row!['QUERY PLAN'][0].Plan;
}

it('every connection plans with PLANNER_SETTINGS', async () => {
  for (const [name, value] of PLANNER_SETTINGS) {
    const [row] = rowsOf<{ value: string }>(
      await t.database.db.execute(sql`select current_setting(${name}) as value`),
    );
    expect(row!.value).toBe(value);
  }
});

describe('a sort key of unindexedNumber or unindexedText', () => {
  const id = campaigns.id;
  // Each order has an index that gives it: the primary key, (total_price, id) and (name, id) in the
  // natural collation (0000_baseline/06-campaigns-and-items.sql).
  it.each([
    ['newest first', 'campaigns_pkey', sql`${id} desc`, sql`${unindexedNumber(id)} desc`],
    [
      'by price',
      'campaigns_total_price_idx',
      sql`${campaigns.totalPrice}, ${id}`,
      sql`${unindexedNumber(campaigns.totalPrice)}, ${unindexedNumber(id)}`,
    ],
    [
      'by name',
      'campaigns_name_natural_idx',
      sql`${naturalOrder(campaigns.name)}, ${id}`,
      sql`${naturalOrder(unindexedText(campaigns.name))}, ${unindexedNumber(id)}`,
    ],
  ])('%s: the plain key walks %s, the unindexed one is sorted', async (_order, index, plain, unindexed) => {
    await t.database.db.transaction(async (tx) => {
      // Without sequential scans the planner reads by any index it can use; one that gives the order
      // saves the sort, so it is taken whenever it matches the key.
      await tx.execute(sql`set local enable_seqscan = off`);
      const pageSource = async (order: SQL) =>
        (await planOf(tx, sql`select ${id} from ${campaigns} order by ${order} limit 10`)).Plans![0]!;

      const walked = await pageSource(plain);
      expect(walked['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(walked['Index Name']).toBe(index);
      expect((await pageSource(unindexed))['Node Type']).toBe('Sort');
    });
  });
});
