import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { adServerDelivery } from '../../db/schema';

/** Rows per insert statement: well below the 65,535 parameters of one statement. */
const CHUNK = 500;

/** One item's figures of one day. */
export type DeliveryRow = typeof adServerDelivery.$inferInsert;

/**
 * Writes delivery days: a row replaces the figures stored for its item and day. Real figures win:
 * with `keepImported` (the simulation) an imported day is never overwritten.
 */
export async function storeDelivery(
  tx: Transaction,
  rows: readonly DeliveryRow[],
  { keepImported }: { keepImported: boolean },
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(adServerDelivery)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [adServerDelivery.campaignItemId, adServerDelivery.day],
        set: {
          impressions: sql`excluded.impressions`,
          views: sql`excluded.views`,
          viewableImpressions: sql`excluded.viewable_impressions`,
          clicks: sql`excluded.clicks`,
          hardConversions: sql`excluded.hard_conversions`,
          softConversions: sql`excluded.soft_conversions`,
          source: sql`excluded.source`,
          recordedAt: sql`now()`,
        },
        setWhere: keepImported ? sql`${adServerDelivery.source} = 'simulated'` : undefined,
      });
  }
}
