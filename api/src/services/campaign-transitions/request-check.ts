import { CampaignStateId, type CampaignTransitionResponse } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { lockTransitionCampaign, moveCampaign, requireItems } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/request-check (spec 001 §5 "Send for check"): a buyer, not retailer staff,
 * sends a campaign with items whose state allows it (canSendForCheck: in-process) to sas-check.
 */
export async function requestCheck(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  if (isRetailer(auth.user)) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (!campaign.state.canSendForCheck)
      throw new ConflictError('campaign_check_not_allowed', { state: campaign.state.identifier });
    requireItems(campaign);
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.SasCheck, 'request-check', language);
  });
}
