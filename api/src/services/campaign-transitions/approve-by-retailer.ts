import { approveCampaignByRetailerRefusal, type CampaignTransitionResponse } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { refuse, ruleViewerOf } from '../campaign-access';
import { approveWithItems, lockTransitionCampaign, ruleCampaignOf } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/approve-by-retailer (spec 001 §5 "Approve by retailer"): retailer staff or an
 * impersonated session approve a campaign with items in in-process, sas-check or user-check
 * (approveCampaignByRetailerRefusal), unless an item has ended. Its items move to approved and are
 * booked in the ad server.
 */
export async function approveByRetailer(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    refuse(approveCampaignByRetailerRefusal(ruleCampaignOf(campaign), ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
    });
    return approveWithItems(ctx, tx, auth, campaign, 'approve-by-retailer', language);
  });
}
