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

/**
 * Why an action of spec 000 §4 / 001 §5 is refused, as the API's message code ('forbidden' for the
 * wrong kind of viewer: 403; the others: 409); null when it is allowed. The API answers with these
 * codes and the screens may explain a disabled action with them.
 */
export type CampaignRefusal =
  | 'forbidden'
  | 'item_addition_not_allowed'
  | 'item_addition_reserved'
  | 'campaign_has_no_items'
  | 'campaign_check_not_allowed'
  | 'campaign_approve_not_allowed'
  | 'campaign_reject_not_allowed'
  | 'campaign_state_change_not_allowed'
  | 'campaign_delete_not_allowed'
  | 'campaign_not_editable'
  | 'campaign_item_delete_not_allowed'
  | 'campaign_item_not_editable'
  | 'campaign_item_check_not_allowed'
  | 'campaign_item_creative_not_filled'
  | 'campaign_item_approve_not_allowed'
  | 'campaign_item_reject_not_allowed'
  | 'campaign_item_pause_not_allowed';

/** Campaign editable: the state's canEdit flag, or retailer staff while not online, canceled or paused. */
export function campaignEditRefusal(state: RuleState, viewer: RuleViewer): 'campaign_not_editable' | null {
  if (state.canEdit) return null;
  return viewer.retailer && !CLOSED_TO_RETAILER_EDITS.includes(state.id) ? null : 'campaign_not_editable';
}

export const campaignEditable = (state: RuleState, viewer: RuleViewer): boolean =>
  campaignEditRefusal(state, viewer) === null;

const hasItems = (campaign: RuleCampaign): 'campaign_has_no_items' | null =>
  campaign.campaignItemsCount > 0 ? null : 'campaign_has_no_items';

/** Send for check: not retailer staff, the state's canSendForCheck, and items. */
export function sendCampaignForCheckRefusal(
  campaign: RuleCampaign,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (viewer.retailer) return 'forbidden';
  if (!campaign.campaignState.canSendForCheck) return 'campaign_check_not_allowed';
  return hasItems(campaign);
}

export const canSendCampaignForCheck = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  sendCampaignForCheckRefusal(campaign, viewer) === null;

/** Approve on the buyer's side: not retailer staff (they approve by retailer), the state's canApprove, items. */
export function approveCampaignRefusal(campaign: RuleCampaign, viewer: RuleViewer): CampaignRefusal | null {
  if (viewer.retailer) return 'forbidden';
  if (!campaign.campaignState.canApprove) return 'campaign_approve_not_allowed';
  return hasItems(campaign);
}

export const canApproveCampaign = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  approveCampaignRefusal(campaign, viewer) === null;

/** Campaign states retailer staff approve from (spec 001 §5 "Approve by retailer"). */
export const CAMPAIGN_STATES_APPROVABLE_BY_RETAILER: readonly number[] = [
  S.InProcess,
  S.SasCheck,
  S.UserCheck,
];

/** Approve by retailer: retailer staff or an impersonator, in-process, sas-check or user-check, items. */
export function approveCampaignByRetailerRefusal(
  campaign: RuleCampaign,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  if (!CAMPAIGN_STATES_APPROVABLE_BY_RETAILER.includes(campaign.campaignState.id))
    return 'campaign_approve_not_allowed';
  return hasItems(campaign);
}

export const canApproveCampaignByRetailer = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  approveCampaignByRetailerRefusal(campaign, viewer) === null;

/** Reject to vendor: retailer staff, sas-check, items. */
export function rejectCampaignToVendorRefusal(
  campaign: RuleCampaign,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (!viewer.retailer) return 'forbidden';
  if (campaign.campaignState.id !== S.SasCheck) return 'campaign_reject_not_allowed';
  return hasItems(campaign);
}

export const canRejectCampaignToVendor = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  rejectCampaignToVendorRefusal(campaign, viewer) === null;

/** Delete: no items, or in process, or not a vendor. */
export const deleteCampaignRefusal = (
  campaign: RuleCampaign,
  viewer: RuleViewer,
): 'campaign_delete_not_allowed' | null =>
  campaign.campaignItemsCount === 0 || campaign.campaignState.id === S.InProcess || !viewer.vendor
    ? null
    : 'campaign_delete_not_allowed';

export const canDeleteCampaign = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  deleteCampaignRefusal(campaign, viewer) === null;

/** Only retailer staff change the state by hand (to one of the possible states). */
export const canChangeCampaignState = (viewer: RuleViewer): boolean => viewer.retailer;

/**
 * The retailer's manual state changes (design.md §3), by current state. The current state itself is
 * not listed (choosing it in the selector cancels the change).
 *
 * | from                                  | to                    |
 * |---------------------------------------|-----------------------|
 * | in-process                            | reserved, canceled    |
 * | reserved                              | in-process, canceled  |
 * | sas-check                             | user-check, canceled  |
 * | user-check, approved,                 | canceled              |
 * |   creative-waiting-for-approval,      |                       |
 * |   creative-returned, prepared         |                       |
 * | online, paused, closed                | (none: they follow their items) |
 * | canceled                              | in-process            |
 *
 * Every state before online may be canceled; approval and the moves after it have their own calls.
 */
export const POSSIBLE_STATES: Readonly<Record<number, readonly number[]>> = {
  [S.InProcess]: [S.Reserved, S.Canceled],
  [S.Reserved]: [S.InProcess, S.Canceled],
  [S.SasCheck]: [S.UserCheck, S.Canceled],
  [S.UserCheck]: [S.Canceled],
  [S.Approved]: [S.Canceled],
  [S.WaitingForApproval]: [S.Canceled],
  [S.CreativeReturned]: [S.Canceled],
  [S.Prepared]: [S.Canceled],
  [S.Online]: [],
  [S.Paused]: [],
  [S.Closed]: [],
  [S.Canceled]: [S.InProcess],
};

export const possibleStatesFrom = (stateId: number): readonly number[] => POSSIBLE_STATES[stateId] ?? [];

/** A manual state change: retailer staff, to one of the possible states. */
export function changeCampaignStateRefusal(
  campaign: RuleCampaign,
  toStateId: number,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (!canChangeCampaignState(viewer)) return 'forbidden';
  return possibleStatesFrom(campaign.campaignState.id).includes(toStateId)
    ? null
    : 'campaign_state_change_not_allowed';
}

/** The rejection reason is shown in in-process and user-check. */
export const showsRejectReason = (stateId: number): boolean =>
  stateId === S.InProcess || stateId === S.UserCheck;

/** States a campaign takes new items in (design.md §3): the buyer assembles it, confirms it, or it is held. */
export const CAMPAIGN_STATES_OPEN_FOR_ITEMS: readonly number[] = [S.InProcess, S.UserCheck, S.Reserved];

/** Item addition (the server's itemAdditionAllowed flag): an open state, and not a vendor on a reserved campaign. */
export function addCampaignItemRefusal(
  stateId: number,
  viewer: RuleViewer,
): 'item_addition_not_allowed' | 'item_addition_reserved' | null {
  if (!CAMPAIGN_STATES_OPEN_FOR_ITEMS.includes(stateId)) return 'item_addition_not_allowed';
  return stateId === S.Reserved && viewer.vendor ? 'item_addition_reserved' : null;
}

/** Item addition in the screens: the server flag and (not a vendor or not reserved). */
export const canAddCampaignItem = (campaign: RuleCampaign, viewer: RuleViewer): boolean =>
  Boolean(campaign.itemAdditionAllowed) && (!viewer.vendor || campaign.campaignState.id !== S.Reserved);

/** Item delete: campaign editable and (item editable or native format). */
export const deleteCampaignItemRefusal = (
  campaign: RuleCampaign,
  item: RuleItem,
  viewer: RuleViewer,
): 'campaign_item_delete_not_allowed' | null =>
  campaignEditable(campaign.campaignState, viewer) && (item.editable || item.product.nativeFormat)
    ? null
    : 'campaign_item_delete_not_allowed';

export const canDeleteCampaignItem = (campaign: RuleCampaign, item: RuleItem, viewer: RuleViewer): boolean =>
  deleteCampaignItemRefusal(campaign, item, viewer) === null;

/**
 * Item edit: campaign editable and item editable, or a retailer or impersonator on an approved item.
 * Refused as 'campaign not editable' when the campaign is not, else as 'item not editable'.
 */
export function editCampaignItemRefusal(
  campaign: RuleCampaign,
  item: RuleItem,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (viewer.retailerLike && item.itemState.id === I.Approved) return null;
  const campaignRefusal = campaignEditRefusal(campaign.campaignState, viewer);
  if (campaignRefusal) return campaignRefusal;
  return item.editable ? null : 'campaign_item_not_editable';
}

export const canEditCampaignItem = (campaign: RuleCampaign, item: RuleItem, viewer: RuleViewer): boolean =>
  editCampaignItemRefusal(campaign, item, viewer) === null;

/** Pause or run: retailer staff or an impersonator, on an online or paused item. */
export function pauseOrRunItemRefusal(item: RuleItem, viewer: RuleViewer): CampaignRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  return item.itemState.id === I.Online || item.itemState.id === I.Paused
    ? null
    : 'campaign_item_pause_not_allowed';
}

export const canPauseOrRunItem = (item: RuleItem, viewer: RuleViewer): boolean =>
  pauseOrRunItemRefusal(item, viewer) === null;

/** The creative is filled: all its required fields, or a zip uploaded. */
export const itemCreativeFilled = (item: RuleItem): boolean =>
  item.zipUploaded || Boolean(item.creative?.filled);

/** The buyer sends the item's creative for approval: the state allows it and the creative is filled. */
export function sendItemForCheckRefusal(item: RuleItem): CampaignRefusal | null {
  if (!item.itemState.canSendForCheck) return 'campaign_item_check_not_allowed';
  return itemCreativeFilled(item) ? null : 'campaign_item_creative_not_filled';
}

export const canSendItemForCheck = (item: RuleItem): boolean => sendItemForCheckRefusal(item) === null;

/** Item states whose creative retailer staff may approve: sent, or still with the buyer but filled. */
export const ITEM_STATES_APPROVABLE: readonly number[] = [
  I.WaitingForApproval,
  I.Approved,
  I.Returned,
  I.Missing,
];

/**
 * Item approval: retailer staff or an impersonator, an approvable state, not ended before `today`
 * (YYYY-MM-DD, the caller's calendar day), and a filled creative.
 */
export function approveItemRefusal(
  item: RuleItem,
  endDate: string,
  today: string,
  viewer: RuleViewer,
): CampaignRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  if (!ITEM_STATES_APPROVABLE.includes(item.itemState.id) || endDate < today)
    return 'campaign_item_approve_not_allowed';
  return itemCreativeFilled(item) ? null : 'campaign_item_creative_not_filled';
}

/** Returning an item's creative: retailer staff or an impersonator, on an item waiting for approval. */
export function rejectItemRefusal(item: RuleItem, viewer: RuleViewer): CampaignRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  return item.itemState.id === I.WaitingForApproval ? null : 'campaign_item_reject_not_allowed';
}

/** Creative icon of a row: plus without a creative, eye when closed or approved, pencil otherwise. */
export function itemCreativeIcon(item: RuleItem): 'plus' | 'eye' | 'pencil' {
  if (!item.creative && !item.zipUploaded) return 'plus';
  if (item.itemState.id === I.Closed || item.creative?.creativeState === 'approved') return 'eye';
  return 'pencil';
}
