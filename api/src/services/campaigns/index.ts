/**
 * Campaigns as a whole: the list, the detail, its history, update, export and deletion. This index
 * is all the area offers to the rest of the API.
 */
export { campaignHistory } from './campaign-history';
export { deleteCampaign } from './delete-campaign';
export { exportCampaigns } from './export-campaigns';
export { filterCampaigns } from './filter-campaigns';
export { getCampaign } from './get-campaign';
export { updateCampaign } from './update-campaign';
