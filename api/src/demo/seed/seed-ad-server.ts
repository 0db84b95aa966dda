import { addDays, CampaignItemStateId } from '@portal/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { adServerLineItems, campaignItems, campaigns } from '../../db/schema';
import { DERIVED_CAMPAIGN_STATES } from '../../services/clock';
import { localAdServer } from '../ad-server/local-ad-server';

const RAN: readonly number[] = [
  CampaignItemStateId.Online,
  CampaignItemStateId.Paused,
  CampaignItemStateId.Closed,
];

/** How many days before the demo's today the paused demo items were paused. */
const PAUSED_DAYS = 4;

/**
 * The demo data's bookings in the built-in ad server: every campaign approved or later is booked (on
 * the day it was ordered), and delivery is simulated up to the demo's yesterday, so the sasInfo links
 * and the performance figures exist from the start. Paused items ran until PAUSED_DAYS ago. Called by
 * the demo seed inside its transaction; the clock job continues from there.
 */
export async function seedAdServer(tx: Transaction, today: string): Promise<void> {
  const booked = await tx
    .select({ id: campaigns.id, createdAt: campaigns.createdAt })
    .from(campaigns)
    .where(inArray(campaigns.stateId, [...DERIVED_CAMPAIGN_STATES]));
  for (const campaign of booked) await localAdServer.bookCampaign(tx, campaign.id, campaign.createdAt);
  const ran = await tx
    .select({ id: campaignItems.id })
    .from(campaignItems)
    .where(inArray(campaignItems.stateId, [...RAN]));
  await localAdServer.itemsStarted(
    tx,
    ran.map((item) => item.id),
  );
  await localAdServer.recordDelivery(tx, addDays(today, 1 - PAUSED_DAYS));
  await tx
    .update(adServerLineItems)
    .set({ paused: true })
    .where(
      inArray(
        adServerLineItems.campaignItemId,
        tx
          .select({ id: campaignItems.id })
          .from(campaignItems)
          .where(eq(campaignItems.stateId, CampaignItemStateId.Paused)),
      ),
    );
  await localAdServer.recordDelivery(tx, today);
}
