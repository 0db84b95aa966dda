import type { ReviewQueueNext, ReviewQueueRef } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, creatives, landingPages } from '../../db/schema';
import { todayOf } from '../calendar';
import type { AppContext } from '../context';
import { toQueueEntry } from './queue-entries';
import { micros, type QueueFilter, type QueuePosition } from './queue-filter';
import { readQueue, totalOf } from './read-queue';

/** When the entry began waiting (kept after it was reviewed), or null when it never waited or is gone. */
async function positionOf(db: Executor, ref: ReviewQueueRef): Promise<QueuePosition | null> {
  const table = ref.kind === 'creative' ? creatives : ref.kind === 'itemZip' ? campaignItems : landingPages;
  const [row] = await db
    .select({ sinceMicros: micros(sql`${table.waitingSince}`) })
    .from(table)
    .where(eq(table.id, ref.id));
  return row?.sinceMicros ? { sinceMicros: row.sinceMicros, kind: ref.kind, id: ref.id } : null;
}

/**
 * GET /review-queue/next (retailer staff): after the retailer approved or returned an entry, the next
 * one waiting in queue order after it within the filters (its waiting_since stays when it leaves the
 * queue, so its place is known); past the last, the oldest again. Without `after`, or for an entry
 * that never waited, the oldest. Null when nothing waits.
 */
export async function nextReviewQueueEntry(
  ctx: AppContext,
  query: QueueFilter & { after?: ReviewQueueRef | undefined },
): Promise<ReviewQueueNext> {
  const position = query.after ? await positionOf(ctx.db, query.after) : null;
  let page = await readQueue(ctx.db, query, { offset: 0, limit: 1, after: position });
  if (page.rows.length === 0 && position) page = await readQueue(ctx.db, query, { offset: 0, limit: 1 });
  const [row] = page.rows;
  return { next: row ? toQueueEntry(row, todayOf(ctx.clock)) : null, totalCount: totalOf(page.counts) };
}
