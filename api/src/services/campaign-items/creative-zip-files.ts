import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems } from '../../db/schema';
import type { AppContext } from '../context';

/** The stored zips of a campaign's items, read in the transaction that deletes them. */
export async function campaignZipKeys(db: Executor, campaignId: number): Promise<string[]> {
  const rows = await db
    .select({ key: campaignItems.zipStorageKey })
    .from(campaignItems)
    .where(and(eq(campaignItems.campaignId, campaignId), isNotNull(campaignItems.zipStorageKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Deletes stored zips no row names any more (replaced, or their item deleted), after the transaction
 * that let go of them committed. A failure leaves an orphan file and a log line, never a failed answer.
 */
export async function deleteZipFiles(ctx: AppContext, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await ctx.files.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'could not delete a stored creative zip');
    }
  }
}
