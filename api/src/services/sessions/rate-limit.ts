import { eq, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../../db/schema';
import type { AppContext } from '../context';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function blockedFor(ctx: AppContext, key: string, limit: Limit): Promise<number> {
  const [bucket] = await ctx.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)).limit(1);
  if (!bucket) return 0;
  const resetAt = bucket.windowStartedAt.getTime() + limit.windowMs;
  const now = ctx.clock.now().getTime();
  if (now >= resetAt || bucket.count < limit.max) return 0;
  return Math.ceil((resetAt - now) / 1000);
}

/** Counts one event in the key's fixed window, starting a new window when the old one has passed. */
export async function countHit(ctx: AppContext, key: string, limit: Limit): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  await ctx.db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
      },
    });
}

export async function clearHits(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
