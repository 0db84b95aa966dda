import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  adServerCampaigns,
  adServerLineItems,
  campaignItems,
  campaigns,
  companies,
  products,
} from '../../../db/schema';
import { companyTenancy } from '../../../services/campaign-access';
import type { AuthContext } from '../../../services/sessions';

/** The line items a page shows, with their item, product and campaign, in the caller's tenancy. */
export async function bookedLineItems(db: Executor, auth: AuthContext, where: SQL) {
  return db
    .select({
      externalId: adServerLineItems.externalId,
      flightExternalId: adServerLineItems.flightExternalId,
      creativeExternalId: adServerLineItems.creativeExternalId,
      adServer: adServerLineItems.adServer,
      paused: adServerLineItems.paused,
      bookedAt: adServerLineItems.bookedAt,
      releasedAt: adServerLineItems.releasedAt,
      deliveredThrough: adServerLineItems.deliveredThrough,
      itemId: campaignItems.id,
      stateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      orderedAmount: campaignItems.orderedAmount,
      unitPrice: campaignItems.unitPrice,
      price: campaignItems.price,
      targetUrl: campaignItems.targetUrl,
      zipFileName: campaignItems.zipFileName,
      zipSize: campaignItems.zipSize,
      zipUploadedAt: campaignItems.zipUploadedAt,
      productId: products.id,
      productName: products.name,
      productTitle: products.title,
      rateType: products.rateType,
      sizeExternalId: products.sizeExternalId,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      companyName: companies.name,
      campaignExternalId: adServerCampaigns.externalId,
    })
    .from(adServerLineItems)
    .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .innerJoin(adServerCampaigns, eq(adServerCampaigns.campaignId, adServerLineItems.campaignId))
    .where(and(where, companyTenancy(auth, campaigns.companyId)))
    .orderBy(asc(campaignItems.startDate), asc(campaignItems.id));
}

export type BookedLineItem = Awaited<ReturnType<typeof bookedLineItems>>[number];
