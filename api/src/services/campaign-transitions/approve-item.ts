import {
  approveItemRefusal,
  CampaignItemStateId,
  type CampaignItemActionResponse,
} from '@portal/shared-contracts';
import { todayOf } from '../calendar';
import { refuse, ruleViewerOf } from '../campaign-access';
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
import { approveCreative } from '../creatives';
import type { MessageLanguage } from '../../i18n/locale';

/** Refused by approveItemRefusal (403 or 409), else answers today. */
function checkItemApprovable(ctx: AppContext, auth: AuthContext, item: ActionItem): string {
  const today = todayOf(ctx.clock);
  refuse(
    approveItemRefusal(ruleItemOf(item).item, item.endDate, today, ruleViewerOf(auth)),
    refusalFactsOf(item),
  );
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
  // An item showing a creative is approved with it (all its items): the creative's lock comes first.
  const unlocked = await findActionItem(ctx.db, auth, itemId, { lock: false });
  if (unlocked.creative && unlocked.creative.state !== 'approved') {
    checkItemApprovable(ctx, auth, unlocked);
    await approveCreative(ctx, auth, unlocked.creative.id, 'cs');
    return itemActionResponse(ctx.db, itemId, language);
  }
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    const today = checkItemApprovable(ctx, auth, item);
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
