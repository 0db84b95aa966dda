import { endpointPath, downloadCampaignItemCreativeZipEndpoint } from '@portal/shared-contracts';

/**
 * Where an item's uploaded creative zip is downloaded (GET, retailer staff and impersonators): the
 * link sasInfo.zipCreativeURL and the activities list give, relative to the portal like the local ad
 * server's links, made from the call's declaration.
 */
export const creativeZipUrl = (itemId: number): string =>
  `/api${endpointPath(downloadCampaignItemCreativeZipEndpoint, { id: itemId })}`;
