import type { ReviewQueueKind } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { QueueFilter, QueuePosition } from './queue-filter';
import { branchesOf, readQueueRows, type QueueRow } from './queue-rows';

export interface QueueCounts {
  creatives: number;
  itemZips: number;
  landingPages: number;
}

export const totalOf = (counts: QueueCounts): number =>
  counts.creatives + counts.itemZips + counts.landingPages;

/** How many wait of each kind (0 for kinds the filter leaves out), each counted over its partial index. */
export async function readQueueCounts(db: Executor, filter: QueueFilter): Promise<QueueCounts> {
  const branches = branchesOf(filter);
  const countOf = (kind: ReviewQueueKind) => {
    const branch = branches.find((candidate) => candidate.kind === kind);
    return branch ? sql`(select count(*)::int from ${branch.table} where ${branch.waiting})` : sql`0`;
  };
  const result = await db.execute(
    sql`select ${countOf('creative')} as creatives, ${countOf('itemZip')} as item_zips,
      ${countOf('landingPage')} as landing_pages`,
  );
  const [row] = (
    result as unknown as { rows: { creatives: number; item_zips: number; landing_pages: number }[] }
  ).rows;
  return {
    creatives: Number(row!.creatives),
    itemZips: Number(row!.item_zips),
    landingPages: Number(row!.landing_pages),
  };
}

/** A page of the queue and how many wait within the filter, read in one snapshot. */
export async function readQueue(
  db: Database,
  filter: QueueFilter,
  paging: { offset: number; limit: number; after?: QueuePosition | null },
): Promise<{ rows: QueueRow[]; counts: QueueCounts }> {
  return db.transaction(
    async (tx) => {
      const counts = await readQueueCounts(tx, filter);
      const rows = await readQueueRows(tx, filter, paging);
      return { rows, counts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
