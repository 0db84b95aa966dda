import {
  itemEditableByState,
  type RuleCampaign,
  type RuleItem,
  campaignItemStateById,
} from '@portal/shared-contracts';
import type { RefusalFacts } from '../campaign-access';
import type { ActionItem } from './locked-item';

/** The item and its campaign as the shared rule functions read them. */
export function ruleItemOf(item: ActionItem): { campaign: RuleCampaign; item: RuleItem } {
  const state = campaignItemStateById(item.stateId);
  return {
    campaign: { campaignState: item.campaign.state, campaignItemsCount: item.campaign.itemsCount },
    item: {
      itemState: { id: state.id, canSendForCheck: state.canSendForCheck },
      editable: itemEditableByState(item.stateId),
      product: { nativeFormat: item.nativeFormat },
      creative: item.creative && { filled: item.creative.filled, creativeState: item.creative.state },
      zipUploaded: item.zipStorageKey !== null,
    },
  };
}

/** The states a refusal of an item rule names. */
export const refusalFactsOf = (item: ActionItem): RefusalFacts => ({
  campaignState: item.campaign.state.identifier,
  itemState: campaignItemStateById(item.stateId).identifier,
});
