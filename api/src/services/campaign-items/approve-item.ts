import {
  CampaignItemStateId,
  itemCreativeFilled,
  type CampaignItemActionResponse,
  campaignItemStateById,
} from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import { todayOf } from '../calendar';
import { refreshCampaignState } from '../clock/refresh-campaign-state';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { itemActionResponse } from './item-action-response';
import { ruleItemOf } from './item-rules';
import { findActionItem, type ActionItem } from './locked-item';
import { approveCreative } from '../creatives/approve-creative';
import { moveItem } from './move-item';
import type { MessageLanguage } from '../../i18n/locale';

/** Item states whose creative a retailer may approve: sent, or still with the buyer but filled. */
const APPROVABLE: readonly number[] = [
  CampaignItemStateId.WaitingForApproval,
  CampaignItemStateId.Approved,
  CampaignItemStateId.Returned,
  CampaignItemStateId.Missing,
];

/** 409 unless the item waits for (or may get) its creative's approval and has a filled creative; answers today. */
function checkItemApprovable(ctx: AppContext, item: ActionItem): string {
  const today = todayOf(ctx.clock);
  if (!APPROVABLE.includes(item.stateId) || item.endDate < today)
    throw new ConflictError('campaign_item_approve_not_allowed', {
      state: campaignItemStateById(item.stateId).identifier,
    });
  if (!itemCreativeFilled(ruleItemOf(item).item))
    throw new ConflictError('campaign_item_creative_not_filled');
  return today;
}

/**
 * POST /campaign-item/{id}/approve: retailer staff (or an impersonator) approve an item whose creative
 * is filled (spec 000 §4). It becomes prepared, or online when its period has begun; 409 in other
 * states, after its end, or without a filled creative.
 */
export async function approveItem(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  // An item showing a creative is approved with it (all its items): the creative's lock comes first.
  const unlocked = await findActionItem(ctx.db, auth, itemId, { lock: false });
  if (unlocked.creative && unlocked.creative.state !== 'approved') {
    checkItemApprovable(ctx, unlocked);
    await approveCreative(ctx, auth, unlocked.creative.id, 'cs');
    return itemActionResponse(ctx.db, itemId, language);
  }
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    const today = checkItemApprovable(ctx, item);
    const started = item.startDate <= today;
    await moveItem(
      ctx,
      tx,
      auth,
      item,
      started ? CampaignItemStateId.Online : CampaignItemStateId.Prepared,
      'approve',
    );
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    return itemActionResponse(tx, item.id, language);
  });
}
