import {
  CampaignItemStateId,
  CampaignStateId,
  type CampaignTransitionResponse,
} from '@portal/shared-contracts';
import { ConflictError } from '../../errors';
import { bookCampaignInAdServer } from '../ad-server/ad-server-bookings';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { ITEMS_BEFORE_APPROVAL } from './approve-by-retailer';
import {
  lockTransitionCampaign,
  moveCampaign,
  moveItems,
  refuseEndedItems,
  requireItems,
} from './campaign-transition';

/**
 * POST /campaigns/{id}/approve (spec 001 §5 "Approve (vendor side)"): the buyer confirms a campaign
 * with items whose state allows it (canApprove: user-check), unless an item has ended. Its items
 * move to approved and are booked in the ad server. The route admits buyers only.
 */
export async function approveCampaign(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (!campaign.state.canApprove)
      throw new ConflictError('campaign_approve_not_allowed', { state: campaign.state.identifier });
    requireItems(campaign);
    await refuseEndedItems(ctx, tx, campaign.id);
    await moveItems(ctx, tx, campaign.id, ITEMS_BEFORE_APPROVAL, CampaignItemStateId.Approved);
    await bookCampaignInAdServer(ctx, tx, campaign.id);
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.Approved, 'approve');
  });
}
