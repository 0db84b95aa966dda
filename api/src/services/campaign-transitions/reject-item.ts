import {
  CampaignItemStateId,
  rejectItemRefusal,
  type CampaignItemActionResponse,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaignItems } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { refuse, ruleViewerOf } from '../campaign-access';
import { refreshCampaignState } from '../clock';
import type { AppContext } from '../context';
import { rejectCreative } from '../creatives';
import type { AuthContext } from '../sessions';
import {
  type ActionItem,
  findActionItem,
  itemActionResponse,
  moveItem,
  refusalFactsOf,
  ruleItemOf,
} from '../campaign-items';

function checkReturnable(auth: AuthContext, item: ActionItem): void {
  refuse(rejectItemRefusal(ruleItemOf(item).item, ruleViewerOf(auth)), refusalFactsOf(item));
}

/**
 * POST /campaign-item/{id}/reject {note}: retailer staff (or an impersonator) return the creative of an
 * item waiting for approval to the buyer (the item media dialog's Dismiss, spec 000 §2). An item showing
 * a creative returns the creative (and its other waiting items) with the note as its reason; an item
 * with only a zip is returned itself, the note becoming its message. 409 unless the item waits.
 */
export async function rejectItem(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
  note: string,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
  const unlocked = await findActionItem(ctx.db, auth, itemId, { lock: false });
  checkReturnable(auth, unlocked);
  if (unlocked.creative) {
    await rejectCreative(ctx, auth, unlocked.creative.id, note, language);
    return itemActionResponse(ctx.db, itemId, language);
  }
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    checkReturnable(auth, item);
    await tx.update(campaignItems).set({ message: note }).where(eq(campaignItems.id, item.id));
    await moveItem(ctx, tx, auth, item, CampaignItemStateId.Returned, 'reject');
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    return itemActionResponse(tx, item.id, language);
  });
}
