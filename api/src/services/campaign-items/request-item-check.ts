import {
  canSendItemForCheck,
  CampaignItemStateId,
  type CampaignItemActionResponse,
} from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import { refreshCampaignState } from '../clock/refresh-campaign-state';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { itemActionResponse } from './item-action-response';
import { ruleItemOf } from './item-rules';
import { campaignItemStateOf } from './load-campaign-items';
import { findActionItem } from './locked-item';
import { moveItem } from './move-item';

/**
 * POST /campaign-item/{id}/request-check: the buyer sends the item's creative to the retailer
 * (waiting-for-approval). Only when the item's state allows it (approved, returned, missing: 409
 * otherwise) and its creative is filled (409 'not filled' otherwise, spec 001 §5 "Send for approval").
 */
export async function requestItemCheck(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
): Promise<CampaignItemActionResponse> {
  if (isRetailer(auth.user)) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    const rule = ruleItemOf(item);
    if (!rule.item.itemState.canSendForCheck)
      throw new ConflictError('campaign_item_check_not_allowed', {
        state: campaignItemStateOf(item.stateId).identifier,
      });
    if (!canSendItemForCheck(rule.item)) throw new ConflictError('campaign_item_creative_not_filled');
    await moveItem(ctx, tx, auth, item, CampaignItemStateId.WaitingForApproval, 'request-check');
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    return itemActionResponse(tx, item.id);
  });
}
