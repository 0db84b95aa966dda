import {
  CAMPAIGN_STATES_APPROVABLE_BY_RETAILER,
  type CampaignTransitionResponse,
} from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { approveWithItems, lockTransitionCampaign } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/approve-by-retailer (spec 001 §5 "Approve by retailer"): retailer staff or an
 * impersonated session approve a campaign with items in in-process, sas-check or user-check, unless
 * an item has ended. Its items move to approved and are booked in the ad server.
 */
export async function approveByRetailer(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (!CAMPAIGN_STATES_APPROVABLE_BY_RETAILER.includes(campaign.stateId))
      throw new ConflictError('campaign_approve_not_allowed', { state: campaign.state.identifier });
    return approveWithItems(ctx, tx, auth, campaign, 'approve-by-retailer', language);
  });
}
