import {
  CampaignStateId,
  type CampaignTransitionResponse,
  type RejectToVendorRequestSchema,
} from '@portal/shared-contracts';
import type * as v from 'valibot';
import { ConflictError, ForbiddenError } from '../../errors';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { lockTransitionCampaign, moveCampaign, requireItems } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/reject-to-vendor (spec 001 §5 "Reject to vendor"): retailer staff return a
 * campaign with items in sas-check to in-process; the (non-empty, trimmed) reason is kept as
 * rejectReason, shown to the buyer in in-process and user-check.
 */
export async function rejectToVendor(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  body: v.InferOutput<typeof RejectToVendorRequestSchema>,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  if (!isRetailer(auth.user)) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    if (campaign.stateId !== CampaignStateId.SasCheck)
      throw new ConflictError('campaign_reject_not_allowed', { state: campaign.state.identifier });
    requireItems(campaign);
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.InProcess, 'reject-to-vendor', language, {
      rejectReason: body.reason,
    });
  });
}
