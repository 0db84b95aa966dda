import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { adServerCampaigns, adServerLineItems } from '../../db/schema';
import type { AppContext } from '../context';
import { adServerOf } from './adapters';

/**
 * What the portal's writes tell the ad server, each inside the writer's transaction (design.md §3:
 * "approval books the items in the ad server"). Booking goes to the configured adapter (AD_SERVER);
 * releasing and pausing go to the adapter that holds the booking, and do nothing for what was never
 * booked (a campaign deleted before approval).
 */

/** Approval (approve, approve-by-retailer): books the campaign and its items that are not canceled. */
export async function bookCampaignInAdServer(
  ctx: AppContext,
  tx: Transaction,
  campaignId: number,
): Promise<void> {
  await adServerOf(ctx.config.adServer).bookCampaign(tx, campaignId, ctx.clock.now());
}

/** Cancellation or deletion of a campaign: releases its booking and every line item of it. */
export async function releaseCampaignInAdServer(tx: Transaction, campaignId: number): Promise<void> {
  const [booking] = await tx
    .select({ adServer: adServerCampaigns.adServer })
    .from(adServerCampaigns)
    .where(eq(adServerCampaigns.campaignId, campaignId));
  if (booking) await adServerOf(booking.adServer).releaseCampaign(tx, campaignId, new Date());
}

/** Deletion of an item: releases its line item. */
export async function releaseItemInAdServer(tx: Transaction, itemId: number): Promise<void> {
  const booking = await lineItemBooking(tx, itemId);
  if (booking) await adServerOf(booking.adServer).releaseItem(tx, itemId, new Date());
}

/** The retailer's pause or run of an item, passed on to its line item. */
export async function pauseItemInAdServer(tx: Transaction, itemId: number, paused: boolean): Promise<void> {
  const booking = await lineItemBooking(tx, itemId);
  if (booking) await adServerOf(booking.adServer).setItemPaused(tx, itemId, paused);
}

async function lineItemBooking(tx: Transaction, itemId: number) {
  const [booking] = await tx
    .select({ adServer: adServerLineItems.adServer })
    .from(adServerLineItems)
    .where(eq(adServerLineItems.campaignItemId, itemId));
  return booking;
}
