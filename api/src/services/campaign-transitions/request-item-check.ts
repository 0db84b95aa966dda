import {
  CampaignItemStateId,
  sendItemForCheckRefusal,
  type CampaignItemActionResponse,
} from '@portal/shared-contracts';
import { refuse } from '../campaign-access';
import { refreshCampaignState } from '../clock';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import {
  type ActionItem,
  findActionItem,
  itemActionResponse,
  moveItem,
  refusalFactsOf,
  ruleItemOf,
} from '../campaign-items';
import { requestCreativeCheck } from '../creatives';
import type { MessageLanguage } from '../../i18n/locale';

/** 409 unless the item's state lets its creative be sent and the creative (or a zip) is filled. */
function checkItemSendable(item: ActionItem): void {
  refuse(sendItemForCheckRefusal(ruleItemOf(item).item), refusalFactsOf(item));
}

/**
 * POST /campaign-item/{id}/request-check: the buyer sends the item's creative to the retailer
 * (waiting-for-approval). Only when the item's state allows it (approved, returned, missing: 409
 * otherwise) and its creative is filled (409 'not filled' otherwise, spec 001 §5 "Send for approval").
 */
export async function requestItemCheck(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
  // An item showing a creative is sent with it (all its items wait): the creative's lock comes first.
  const unlocked = await findActionItem(ctx.db, auth, itemId, { lock: false });
  if (unlocked.creative) {
    checkItemSendable(unlocked);
    await requestCreativeCheck(ctx, auth, unlocked.creative.id, 'cs');
    return itemActionResponse(ctx.db, itemId, language);
  }
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    checkItemSendable(item);
    await moveItem(ctx, tx, auth, item, CampaignItemStateId.WaitingForApproval, 'request-check');
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    return itemActionResponse(tx, item.id, language);
  });
}
