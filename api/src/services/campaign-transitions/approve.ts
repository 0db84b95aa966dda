import { approveCampaignRefusal, type CampaignTransitionResponse } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { refuse, ruleViewerOf } from '../campaign-access';
import { approveWithItems, lockTransitionCampaign, ruleCampaignOf } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/approve (spec 001 §5 "Approve (vendor side)"): the buyer confirms a campaign
 * with items whose state allows it (canApprove: user-check; approveCampaignRefusal), unless an item
 * has ended. Its items move to approved and are booked in the ad server.
 */
export async function approveCampaign(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    refuse(approveCampaignRefusal(ruleCampaignOf(campaign), ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
    });
    return approveWithItems(ctx, tx, auth, campaign, 'approve', language);
  });
}
