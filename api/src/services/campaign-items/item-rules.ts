import { itemEditableByState, type RuleCampaign, type RuleItem } from '@portal/shared-contracts';
import { campaignItemStateOf } from './load-campaign-items';
import type { ActionItem } from './locked-item';

/**
 * The item and its campaign as the shared rule functions read them. Creatives are their own
 * capability and none can be assigned yet, so an item's creative is filled only by an uploaded zip.
 */
export function ruleItemOf(item: ActionItem): { campaign: RuleCampaign; item: RuleItem } {
  const state = campaignItemStateOf(item.stateId);
  return {
    campaign: { campaignState: item.campaign.state, campaignItemsCount: item.campaign.itemsCount },
    item: {
      itemState: { id: state.id, canSendForCheck: state.canSendForCheck },
      editable: itemEditableByState(item.stateId),
      product: { nativeFormat: item.nativeFormat },
      creative: null,
      zipUploaded: item.zipStorageKey !== null,
    },
  };
}
