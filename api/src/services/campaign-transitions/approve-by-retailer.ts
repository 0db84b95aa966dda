import {
  CampaignItemStateId,
  CampaignStateId,
  type CampaignTransitionResponse,
} from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import { bookCampaignInAdServer } from '../ad-server/ad-server-bookings';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import {
  lockTransitionCampaign,
  moveCampaign,
  moveItems,
  refuseEndedItems,
  requireItems,
} from './campaign-transition';

const APPROVABLE_BY_RETAILER: readonly number[] = [
  CampaignStateId.InProcess,
  CampaignStateId.SasCheck,
  CampaignStateId.UserCheck,
];

/** Item states before approval: they all become approved (creative to fill) with the campaign. */
export const ITEMS_BEFORE_APPROVAL: readonly number[] = [
  CampaignItemStateId.InProcess,
  CampaignItemStateId.SasCheck,
  CampaignItemStateId.UserCheck,
];

/**
 * POST /campaigns/{id}/approve-by-retailer (spec 001 §5 "Approve by retailer"): retailer staff or an
 * impersonated session approve a campaign with items in in-process, sas-check or user-check, unless
 * an item has ended. Its items move to approved and are booked in the ad server.
 */
export async function approveByRetailer(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
): Promise<CampaignTransitionResponse> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (!APPROVABLE_BY_RETAILER.includes(campaign.stateId))
      throw new ConflictError('campaign_approve_not_allowed', { state: campaign.state.identifier });
    requireItems(campaign);
    await refuseEndedItems(ctx, tx, campaign.id);
    await moveItems(ctx, tx, campaign.id, ITEMS_BEFORE_APPROVAL, CampaignItemStateId.Approved);
    await bookCampaignInAdServer(ctx, tx, campaign.id);
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.Approved, 'approve-by-retailer');
  });
}
