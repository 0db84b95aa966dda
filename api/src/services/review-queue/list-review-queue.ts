import type { ReviewQueuePage } from '@portal/shared-contracts';
import { todayOf } from '../calendar';
import type { AppContext } from '../context';
import { toQueueEntry } from './queue-entries';
import type { QueueFilter } from './queue-filter';
import { readQueue, totalOf } from './read-queue';

/**
 * GET /review-queue (retailer staff): a page of what waits for the retailer, oldest first by when it
 * was sent — creatives, items waiting with a zip and no creative, landing pages — within the kind and
 * company filters, and how many wait in all. Each kind is read in order from its partial index and
 * the three are merged in the database (queue-rows.ts).
 */
export async function listReviewQueue(
  ctx: AppContext,
  query: QueueFilter & { firstResult: number; maxResults: number },
): Promise<ReviewQueuePage> {
  const { rows, counts } = await readQueue(ctx.db, query, {
    offset: query.firstResult,
    limit: query.maxResults,
  });
  const today = todayOf(ctx.clock);
  return { items: rows.map((row) => toQueueEntry(row, today)), totalCount: totalOf(counts) };
}
