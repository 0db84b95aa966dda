import {
  CampaignStateId,
  sendCampaignForCheckRefusal,
  type CampaignTransitionResponse,
} from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { refuse, ruleViewerOf } from '../campaign-access';
import { lockTransitionCampaign, moveCampaign, ruleCampaignOf } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/request-check (spec 001 §5 "Send for check"): a buyer, not retailer staff,
 * sends a campaign with items whose state allows it (canSendForCheck: in-process) to sas-check
 * (sendCampaignForCheckRefusal).
 */
export async function requestCheck(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    refuse(sendCampaignForCheckRefusal(ruleCampaignOf(campaign), ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
    });
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.SasCheck, 'request-check', language);
  });
}
