import { CampaignItemStateId, CampaignStateId } from './campaign-states';

/**
 * The action conditions of spec 000 §4 and 001 §5, one function each, used by the screens to show
 * buttons and by the API to refuse the same actions. `retailer` is retailer staff in their own
 * session; `retailerLike` also counts a retailer impersonating a buyer; `vendor` is a vendor's session
 * (an impersonated vendor included).
 */
export interface RuleViewer {
  retailer: boolean;
  retailerLike: boolean;
  vendor: boolean;
}

export interface RuleState {
  id: number;
  canSendForCheck: boolean;
  canEdit: boolean;
  canApprove: boolean;
}

export interface RuleCampaign {
  campaignState: RuleState;
  campaignItemsCount: number;
  itemAdditionAllowed?: boolean;
}

export interface RuleItem {
  itemState: { id: number; canSendForCheck: boolean };
  editable: boolean;
  product: { nativeFormat: boolean };
  creative: { filled: boolean; creativeState: string } | null;
  zipUploaded: boolean;
}

const S = CampaignStateId;
const I = CampaignItemStateId;

/** Item states in which the order is still being assembled: the item can be edited and deleted. */
export const ITEM_STATES_BEFORE_APPROVAL: readonly number[] = [
  I.InProcess,
  I.SasCheck,
  I.UserCheck,
  I.Reserved,
];

/** Campaign states of an approved order whose figures come from the ad server. */
export const RUNNING_CAMPAIGN_STATES: readonly number[] = [S.Online, S.Paused, S.Closed];

export const itemEditableByState = (itemStateId: number): boolean =>
  ITEM_STATES_BEFORE_APPROVAL.includes(itemStateId);

const CLOSED_TO_RETAILER_EDITS: readonly number[] = [S.Online, S.Canceled, S.Paused];

/** Campaign editable: the state's canEdit flag, or retailer staff while not online, canceled or paused. */
export function campaignEditable(state: RuleState, viewer: RuleViewer): boolean {
  if (state.canEdit) return true;
  return viewer.retailer && !CLOSED_TO_RETAILER_EDITS.includes(state.id);
}

/** Send for check: items, the state's canSendForCheck, and not retailer staff. */
export const canSendCampaignForCheck = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  campaign.campaignItemsCount > 0 && campaign.campaignState.canSendForCheck && !viewer.retailer;

/** Approve on the buyer's side: items and the state's canApprove (retailer staff approve by retailer). */
export const canApproveCampaign = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  campaign.campaignItemsCount > 0 && campaign.campaignState.canApprove && !viewer.retailer;

/** Campaign states retailer staff approve from (spec 001 §5 "Approve by retailer"). */
export const CAMPAIGN_STATES_APPROVABLE_BY_RETAILER: readonly number[] = [
  S.InProcess,
  S.SasCheck,
  S.UserCheck,
];

/** Approve by retailer: items, in-process, sas-check or user-check, retailer staff or an impersonator. */
export const canApproveCampaignByRetailer = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  campaign.campaignItemsCount > 0 &&
  CAMPAIGN_STATES_APPROVABLE_BY_RETAILER.includes(campaign.campaignState.id) &&
  viewer.retailerLike;

/** Reject to vendor: items, sas-check, retailer staff. */
export const canRejectCampaignToVendor = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  campaign.campaignItemsCount > 0 && campaign.campaignState.id === S.SasCheck && viewer.retailer;

/** Delete: no items, or in process, or not a vendor. */
export const canDeleteCampaign = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  campaign.campaignItemsCount === 0 || campaign.campaignState.id === S.InProcess || !viewer.vendor;

/** Only retailer staff change the state by hand (to one of the possible states). */
export const canChangeCampaignState = (viewer: RuleViewer): boolean => viewer.retailer;

/** The rejection reason is shown in in-process and user-check. */
export const showsRejectReason = (stateId: number): boolean =>
  stateId === S.InProcess || stateId === S.UserCheck;

/** Item addition: the server flag and (not a vendor or not reserved). */
export const canAddCampaignItem = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  Boolean(campaign.itemAdditionAllowed) && (!viewer.vendor || campaign.campaignState.id !== S.Reserved);

/** Item delete: campaign editable and (item editable or native format). */
export const canDeleteCampaignItem = (campaign: RuleCampaign, item: RuleItem, viewer: RuleViewer): boolean =>
  campaignEditable(campaign.campaignState, viewer) && (item.editable || item.product.nativeFormat);

/** Item edit: campaign editable and item editable, or a retailer or impersonator on an approved item. */
export const canEditCampaignItem = (campaign: RuleCampaign, item: RuleItem, viewer: RuleViewer): boolean =>
  (campaignEditable(campaign.campaignState, viewer) && item.editable) ||
  (viewer.retailerLike && item.itemState.id === I.Approved);

/** Pause or run: retailer staff or an impersonator, on an online or paused item. */
export const canPauseOrRunItem = (item: RuleItem, viewer: RuleViewer): boolean =>
  viewer.retailerLike && (item.itemState.id === I.Online || item.itemState.id === I.Paused);

/** The creative is filled: all its required fields, or a zip uploaded. */
export const itemCreativeFilled = (item: RuleItem): boolean =>
  item.zipUploaded || Boolean(item.creative?.filled);

/** The buyer sends the item's creative for approval: the state allows it and the creative is filled. */
export const canSendItemForCheck = (item: RuleItem): boolean =>
  item.itemState.canSendForCheck && itemCreativeFilled(item);

/** Creative icon of a row: plus without a creative, eye when closed or approved, pencil otherwise. */
export function itemCreativeIcon(item: RuleItem): 'plus' | 'eye' | 'pencil' {
  if (!item.creative && !item.zipUploaded) return 'plus';
  if (item.itemState.id === I.Closed || item.creative?.creativeState === 'approved') return 'eye';
  return 'pencil';
}
