import { and, asc, between, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns, companies, flatRateBookings } from '../../db/schema';

/** A taken week of one variable value (0: the product without values). */
export interface OccupiedSlot {
  variableValueId: number;
  weekStart: string;
  campaignItemId: number;
}

/** Who holds a taken week: shown to retailer staff only. */
export interface SlotHolder {
  campaignItemId: number;
  campaign: { id: number; name: string; company: { id: number; name: string } };
}

/**
 * The booked weeks of a flat-rate product between two Mondays (inclusive), from the slot index alone:
 * canceled items and campaigns hold no rows (migration 0003 deletes them on cancellation), so every
 * row is a taken week and no join to the items is needed.
 */
export async function occupiedSlots(
  db: Executor,
  productId: number,
  firstWeek: string,
  lastWeek: string,
  options: { variableValueId?: number; excludedCampaignItems?: readonly number[] } = {},
): Promise<OccupiedSlot[]> {
  const conditions: (SQL | undefined)[] = [
    eq(flatRateBookings.productId, productId),
    between(flatRateBookings.weekStart, firstWeek, lastWeek),
  ];
  if (options.variableValueId !== undefined)
    conditions.push(eq(flatRateBookings.variableValueId, options.variableValueId));
  if (options.excludedCampaignItems?.length)
    conditions.push(notInArray(flatRateBookings.campaignItemId, [...options.excludedCampaignItems]));
  return db
    .select({
      variableValueId: flatRateBookings.variableValueId,
      weekStart: flatRateBookings.weekStart,
      campaignItemId: flatRateBookings.campaignItemId,
    })
    .from(flatRateBookings)
    .where(and(...conditions))
    .orderBy(asc(flatRateBookings.weekStart), asc(flatRateBookings.variableValueId));
}

/**
 * The campaign and company of each holding item, looked up by primary key for the taken rows only
 * (a join over the whole item table would be planned as a scan of every item).
 */
export async function slotHolders(
  db: Executor,
  campaignItemIds: readonly number[],
): Promise<Map<number, SlotHolder['campaign']>> {
  const ids = [...new Set(campaignItemIds)];
  if (ids.length === 0) return new Map();
  const items = await db
    .select({ id: campaignItems.id, campaignId: campaignItems.campaignId })
    .from(campaignItems)
    .where(inArray(campaignItems.id, ids));
  const campaignIds = [...new Set(items.map((item) => item.campaignId))];
  const campaignRows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      company: sql<{
        id: number;
        name: string;
      }>`json_build_object('id', ${companies.id}, 'name', ${companies.name})`,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(inArray(campaigns.id, campaignIds));
  const byId = new Map(campaignRows.map((campaign) => [campaign.id, campaign]));
  return new Map(
    items.flatMap((item) => {
      const campaign = byId.get(item.campaignId);
      return campaign ? [[item.id, campaign] as const] : [];
    }),
  );
}
