import type { CampaignItemActionResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns } from '../../db/schema';
import { campaignStateOf } from '../campaign-transitions/campaign-transition';
import { campaignItemStateOf } from './load-campaign-items';

/** The answer of the item actions: the item's state and message and its campaign's state, as stored now. */
export async function itemActionResponse(db: Executor, itemId: number): Promise<CampaignItemActionResponse> {
  const [row] = await db
    .select({
      stateId: campaignItems.stateId,
      message: campaignItems.message,
      campaignStateId: campaigns.stateId,
    })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .where(eq(campaignItems.id, itemId));
  if (!row) throw new Error(`campaign item ${itemId} vanished`);
  return {
    id: itemId,
    itemState: campaignItemStateOf(row.stateId),
    campaignState: campaignStateOf(row.campaignStateId),
    message: row.message,
  };
}
