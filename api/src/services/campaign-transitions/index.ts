/**
 * Every state change of a campaign or of its items: send for approval, approve, return, change
 * state, approve or return an item's creative, pause or run online. This index is all the area
 * offers to the rest of the API.
 */
export { approveCampaign } from './approve';
export { approveByRetailer } from './approve-by-retailer';
export { approveItem } from './approve-item';
export { lockTransitionCampaign, ruleCampaignOf } from './campaign-transition';
export { changeOnlinePause } from './change-online-pause';
export { changeCampaignState } from './change-state';
export { campaignPossibleStates } from './possible-states';
export { rejectItem } from './reject-item';
export { rejectToVendor } from './reject-to-vendor';
export { requestCheck } from './request-check';
export { requestItemCheck } from './request-item-check';
