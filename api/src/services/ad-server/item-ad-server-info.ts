import type { CampaignItemSasInfo } from '@portal/shared-contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerLineItems, campaignItems } from '../../db/schema';
import { creativeZipUrl } from './creative-zip-url';
import { isRetailer, isRetailerLike, type AuthContext } from '../sessions';
import { adServerOf } from './adapters';

export interface ItemAdServerInfo {
  /** The line item's id in the ad server. */
  externalId: string;
  /** The flight's id (retailer staff only, like its link; null for others). */
  flightExternalId: string | null;
  sasInfo: CampaignItemSasInfo;
}

export const NO_ITEM_SAS_INFO: CampaignItemSasInfo = {
  lineItemURL: null,
  flightURL: null,
  creativeURL: null,
  zipCreativeURL: null,
};

/**
 * The ad-server ids and links of booked items (spec 000 §3 CampaignItem.sasInfo). Line item and
 * creative links for everyone who may see the item; the flight (link and id) for retailer staff only
 * (spec 000 §6); the uploaded creative zip's download for retailer staff and impersonators (spec 000
 * §6 "zip URLs and zip download"), null without a zip. Items not booked (before approval) are missing
 * from the map: their links are null. The caller has already applied tenancy to the ids. One query.
 */
export async function loadItemAdServerInfo(
  db: Executor,
  itemIds: readonly number[],
  auth: AuthContext,
): Promise<Map<number, ItemAdServerInfo>> {
  if (itemIds.length === 0) return new Map();
  const retailerStaff = isRetailer(auth.user);
  const zipLinks = isRetailerLike(auth);
  const rows = await db
    .select({
      line: adServerLineItems,
      zipUploaded: sql<boolean>`${campaignItems.zipStorageKey} is not null`,
    })
    .from(adServerLineItems)
    .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
    .where(inArray(adServerLineItems.campaignItemId, [...itemIds]));
  return new Map(
    rows.map(({ line: row, zipUploaded }) => {
      const { links } = adServerOf(row.adServer);
      return [
        row.campaignItemId,
        {
          externalId: row.externalId,
          flightExternalId: retailerStaff ? row.flightExternalId : null,
          sasInfo: {
            lineItemURL: links.lineItem(row.externalId),
            flightURL: retailerStaff ? links.flight(row.flightExternalId) : null,
            creativeURL: links.creative(row.creativeExternalId),
            zipCreativeURL: zipLinks && zipUploaded ? creativeZipUrl(row.campaignItemId) : null,
          },
        },
      ];
    }),
  );
}
