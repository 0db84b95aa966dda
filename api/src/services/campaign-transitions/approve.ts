import type { CampaignTransitionResponse } from '@portal/shared-contracts';
import { ConflictError } from '../../errors';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { approveWithItems, lockTransitionCampaign } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/approve (spec 001 §5 "Approve (vendor side)"): the buyer confirms a campaign
 * with items whose state allows it (canApprove: user-check), unless an item has ended. Its items
 * move to approved and are booked in the ad server. The route admits buyers only.
 */
export async function approveCampaign(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (!campaign.state.canApprove)
      throw new ConflictError('campaign_approve_not_allowed', { state: campaign.state.identifier });
    return approveWithItems(ctx, tx, auth, campaign, 'approve', language);
  });
}
