import { CampaignItemStateId, CampaignStateId } from '@portal/shared-contracts';
import { and, asc, between, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns, companies, flatRateBookings } from '../../db/schema';

/** A taken week of one variable value (0: the product without values) and who holds it. */
export interface OccupiedSlot {
  variableValueId: number;
  weekStart: string;
  campaignItemId: number;
  campaign: { id: number; name: string; company: { id: number; name: string } };
}

/**
 * The booked weeks of a flat-rate product between two Mondays (inclusive). Items of canceled
 * campaigns, and canceled items, never occupy a week, even while their rows still exist.
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
    ne(campaigns.stateId, CampaignStateId.Canceled),
    ne(campaignItems.stateId, CampaignItemStateId.Canceled),
  ];
  if (options.variableValueId !== undefined)
    conditions.push(eq(flatRateBookings.variableValueId, options.variableValueId));
  if (options.excludedCampaignItems?.length)
    conditions.push(notInArray(flatRateBookings.campaignItemId, [...options.excludedCampaignItems]));
  const rows = await db
    .select({
      variableValueId: flatRateBookings.variableValueId,
      weekStart: flatRateBookings.weekStart,
      campaignItemId: flatRateBookings.campaignItemId,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(flatRateBookings)
    .innerJoin(campaignItems, eq(campaignItems.id, flatRateBookings.campaignItemId))
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(...conditions))
    .orderBy(asc(flatRateBookings.weekStart), asc(flatRateBookings.variableValueId));
  return rows.map((row) => ({
    variableValueId: row.variableValueId,
    weekStart: row.weekStart,
    campaignItemId: row.campaignItemId,
    campaign: {
      id: row.campaignId,
      name: row.campaignName,
      company: { id: row.companyId, name: row.companyName },
    },
  }));
}
