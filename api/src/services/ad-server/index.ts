/**
 * The ad server as the rest of the API sees it: the adapter (local or external), bookings and
 * pauses of line items, the links, delivery sums and performance figures read back, and the
 * creative-zip URL handed to it. This index is all the area offers to the rest of the API.
 */
export type { AdServer, AdServerLinks } from './ad-server';
export {
  bookCampaignInAdServer,
  pauseItemInAdServer,
  releaseCampaignInAdServer,
  releaseItemInAdServer,
} from './ad-server-bookings';
export { adServerOf } from './adapters';
export { loadCampaignAdServerLinks } from './campaign-ad-server-links';
export { loadCampaignPerformance } from './campaign-performance';
export { creativeZipUrl } from './creative-zip-url';
export { deliverySumColumns, deliverySumsOf } from './delivery-sums';
export { loadItemAdServerInfo, NO_ITEM_SAS_INFO } from './item-ad-server-info';
export { loadItemPerformance } from './item-performance';
export { performanceOf, progressOf, usagePriceOf } from './performance-figures';
export { campaignItemSasInfo, campaignSasInfo } from './sas-info';
