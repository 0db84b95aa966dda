import type { ItemOrderResponse } from '@portal/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignItemKeywords,
  campaignItems,
  campaignItemVariableValues,
  campaigns,
  landingPages,
  products,
  productVariableValues,
  targetProducts,
} from '../../db/schema';

/** The answer of add-item and of an item update: the item as stored and its campaign's new totals. */
export async function itemOrderResponse(db: Executor, itemId: number): Promise<ItemOrderResponse> {
  const [row] = await db
    .select({
      item: campaignItems,
      product: {
        id: products.id,
        name: sql<string>`coalesce(nullif(btrim(${products.title}), ''), ${products.name})`,
        rateType: products.rateType,
        nativeFormat: products.nativeFormat,
      },
      campaign: {
        id: campaigns.id,
        name: campaigns.name,
        campaignItemsCount: campaigns.itemsCount,
        totalPrice: campaigns.totalPrice,
      },
      targetProduct: {
        id: targetProducts.id,
        name: targetProducts.name,
        externalIdentifier: targetProducts.externalIdentifier,
      },
      targetLandingPage: { id: landingPages.id, name: landingPages.name },
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .leftJoin(targetProducts, eq(targetProducts.id, campaignItems.targetProductId))
    .leftJoin(landingPages, eq(landingPages.id, campaignItems.targetLandingPageId))
    .where(eq(campaignItems.id, itemId));
  if (!row) throw new Error(`campaign item ${itemId} vanished`);
  const [values, keywords] = await Promise.all([
    db
      .select({ id: productVariableValues.id, name: productVariableValues.value })
      .from(campaignItemVariableValues)
      .innerJoin(
        productVariableValues,
        eq(productVariableValues.id, campaignItemVariableValues.variableValueId),
      )
      .where(eq(campaignItemVariableValues.campaignItemId, itemId))
      .orderBy(asc(productVariableValues.position), asc(productVariableValues.id)),
    db
      .select({
        id: campaignItemKeywords.id,
        value: campaignItemKeywords.value,
        exactMatch: campaignItemKeywords.exactMatch,
      })
      .from(campaignItemKeywords)
      .where(eq(campaignItemKeywords.campaignItemId, itemId))
      .orderBy(asc(campaignItemKeywords.position), asc(campaignItemKeywords.id)),
  ]);
  const { item } = row;
  return {
    item: {
      id: item.id,
      campaignId: item.campaignId,
      product: row.product,
      startDate: item.startDate,
      endDate: item.endDate,
      orderedAmount: item.orderedAmount,
      unitPrice: Number(item.unitPrice),
      price: Number(item.price),
      variableValues: values,
      note: item.note,
      targetURL: item.targetUrl,
      targetProduct: row.targetProduct,
      targetLandingPage: row.targetLandingPage,
      targetKeywords: keywords,
    },
    campaign: { ...row.campaign, totalPrice: Number(row.campaign.totalPrice) },
  };
}
