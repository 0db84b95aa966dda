import {
  CampaignItemStateId,
  CampaignStateId,
  changeCampaignStateRefusal,
  type ChangeCampaignStateRequest,
  type CampaignTransitionResponse,
  campaignStateById,
} from '@portal/shared-contracts';
import { releaseCampaignInAdServer } from '../ad-server';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { lockTransitionCampaign, moveCampaign, moveItems, ruleCampaignOf } from './campaign-transition';
import { rebookCampaignItems } from './rebook-items';
import type { MessageLanguage } from '../../i18n/locale';

/** Item states a cancellation moves to canceled: every state but the final ones. */
const CANCELABLE_ITEMS: readonly number[] = Object.values(CampaignItemStateId).filter(
  (id) => id !== CampaignItemStateId.Canceled && id !== CampaignItemStateId.Closed,
);

/**
 * POST /campaigns/{id}/change-state: retailer staff move a campaign to one of its possible states
 * (POSSIBLE_STATES, changeCampaignStateRefusal), else 409. Canceling cancels its items (the trigger of
 * 0000_baseline/06-campaigns-and-items.sql frees their flat-rate weeks) and releases its booking in the ad
 * server; reopening a canceled campaign puts its items back in process and books their flat-rate weeks again
 * (409 slot_taken, nothing changed, when a week was taken meanwhile). The ad server books it again at the
 * next approval.
 */
export async function changeCampaignState(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  body: ChangeCampaignStateRequest,
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    const target = body.stateId;
    const known = Object.values(CampaignStateId).includes(target as never);
    refuse(changeCampaignStateRefusal(ruleCampaignOf(campaign), target, ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
      toState: known ? campaignStateById(target).identifier : String(target),
    });
    const answer = await moveCampaign(ctx, tx, auth, campaign, target, 'change-state', language);
    if (target === CampaignStateId.Canceled) {
      await moveItems(ctx, tx, campaign.id, CANCELABLE_ITEMS, CampaignItemStateId.Canceled);
      await releaseCampaignInAdServer(tx, campaign.id);
    } else if (campaign.stateId === CampaignStateId.Canceled) {
      await moveItems(ctx, tx, campaign.id, [CampaignItemStateId.Canceled], CampaignItemStateId.InProcess);
      await rebookCampaignItems(tx, campaign.id);
    }
    return answer;
  });
}
