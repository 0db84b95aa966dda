/**
 * Line items as objects: loading, listing, filtering and exporting them, their creative zip,
 * messages, targeting and deletion, and the locked item the state changes act on. This index is all
 * the area offers to the rest of the API.
 */
export { campaignItemFilterData } from './campaign-item-filter-data';
export { creativeFilledSql } from './creative-filled-sql';
export { campaignZipKeys, deleteZipFiles } from './creative-zip-files';
export { deleteCampaignItem } from './delete-campaign-item';
export { attachmentDisposition, downloadItemCreativeZip } from './download-item-creative-zip';
export { exportCampaignItems } from './export-campaign-items';
export { filterCampaignItems } from './filter-campaign-items';
export { getCampaignItem } from './get-campaign-item';
export { itemActionResponse } from './item-action-response';
export { refusalFactsOf, ruleItemOf } from './item-rules';
export { itemTargetColumns, loadItemTargeting } from './item-targeting';
export { creativeEditAllowed, loadCampaignItems } from './load-campaign-items';
export { type ActionItem, findActionItem } from './locked-item';
export { moveItem } from './move-item';
export { cleanFileName, receiveCreativeZip, type UploadPart } from './receive-creative-zip';
export { entryName, hasNul, nameKey, unsafePath, visibleName } from './receive-creative-zip-names';
export { recordItemAudit } from './record-item-audit';
export { updateItemMessage } from './update-item-message';
export { uploadItemCreativeZip } from './upload-item-creative-zip';
