/**
 * Where an item's uploaded creative zip is downloaded (GET, retailer staff and impersonators): the
 * link sasInfo.zipCreativeURL and the activities list give, relative to the portal like the local ad
 * server's links.
 */
export const creativeZipUrl = (itemId: number): string => `/api/campaign-item/${itemId}/creative-zip`;
