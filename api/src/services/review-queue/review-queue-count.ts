import type { ReviewQueueCount } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import { readQueueCounts, totalOf } from './read-queue';

/** GET /review-queue/count (retailer staff): the header's counter, and each kind's share. */
export async function reviewQueueCount(ctx: AppContext): Promise<ReviewQueueCount> {
  const counts = await readQueueCounts(ctx.db, {});
  return { total: totalOf(counts), ...counts };
}
