import { addCampaignItemRefusal, CAMPAIGN_STATES_OPEN_FOR_ITEMS } from '@portal/shared-contracts';
import { ruleViewerOf } from '../campaign-access';
import type { AuthContext } from '../sessions';

/** States a campaign takes new items in: the shared rule's, for the campaign options' SQL condition. */
export const OPEN_FOR_ITEMS: readonly number[] = CAMPAIGN_STATES_OPEN_FOR_ITEMS;

/** Why items cannot be added (the shared addCampaignItemRefusal), as an error code; undefined when they can. */
export function itemAdditionRefusal(
  stateId: number,
  auth: AuthContext,
): 'item_addition_reserved' | 'item_addition_not_allowed' | undefined {
  return addCampaignItemRefusal(stateId, ruleViewerOf(auth)) ?? undefined;
}

/** The server's itemAdditionAllowed flag (the browser adds nothing to it). */
export const itemAdditionAllowed = (stateId: number, auth: AuthContext): boolean =>
  itemAdditionRefusal(stateId, auth) === undefined;
