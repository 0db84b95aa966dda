import type { CampaignItemActionResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignItemStateIn, campaignStateIn } from '../../i18n/state-names';

/** The answer of the item actions: the item's state and message and its campaign's state, as stored now. */
export async function itemActionResponse(
  db: Executor,
  itemId: number,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
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
    itemState: campaignItemStateIn(row.stateId, language),
    campaignState: campaignStateIn(row.campaignStateId, language),
    message: row.message,
  };
}
