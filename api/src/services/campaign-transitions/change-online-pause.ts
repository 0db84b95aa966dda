import {
  CampaignItemStateId,
  pauseOrRunItemRefusal,
  type CampaignItemActionResponse,
} from '@portal/shared-contracts';
import { findActionItem, itemActionResponse, moveItem, refusalFactsOf, ruleItemOf } from '../campaign-items';
import { refuse, ruleViewerOf } from '../campaign-access';
import { refreshCampaignState } from '../clock';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { pauseItemInAdServer } from '../ad-server';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * POST /campaign-item/{id}/change-online-pause (spec 000 §4 "Pause and run"): retailer staff or an
 * impersonator (403 for anyone else) toggle an item of their tenancy (404 otherwise) between online
 * and paused (409 in any other state), by the shared rule pauseOrRunItemRefusal. The line item is paused
 * or run in the ad server, the move is audited and the campaign's state derived again at once (all
 * running items paused → paused; one runs → online).
 */
export async function changeOnlinePause(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    refuse(pauseOrRunItemRefusal(ruleItemOf(item).item, ruleViewerOf(auth)), refusalFactsOf(item));
    const pause = item.stateId === CampaignItemStateId.Online;
    await moveItem(
      ctx,
      tx,
      auth,
      item,
      pause ? CampaignItemStateId.Paused : CampaignItemStateId.Online,
      pause ? 'pause' : 'run',
    );
    await pauseItemInAdServer(tx, item.id, pause);
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    return itemActionResponse(tx, item.id, language);
  });
}
