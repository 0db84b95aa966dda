import {
  CampaignStateId,
  rejectCampaignToVendorRefusal,
  type CampaignTransitionResponse,
  type RejectToVendorRequestSchema,
} from '@portal/shared-contracts';
import type * as v from 'valibot';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { refuse, ruleViewerOf } from '../campaign-access';
import { lockTransitionCampaign, moveCampaign, ruleCampaignOf } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaigns/{id}/reject-to-vendor (spec 001 §5 "Reject to vendor"): retailer staff return a
 * campaign with items in sas-check to in-process (rejectCampaignToVendorRefusal); the (non-empty,
 * trimmed) reason is kept as rejectReason, shown to the buyer in in-process and user-check.
 */
export async function rejectToVendor(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  body: v.InferOutput<typeof RejectToVendorRequestSchema>,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    refuse(rejectCampaignToVendorRefusal(ruleCampaignOf(campaign), ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
    });
    return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.InProcess, 'reject-to-vendor', language, {
      rejectReason: body.reason,
    });
  });
}
