import type { ItemOrderResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns, landingPages, products, targetProducts } from '../../db/schema';
import { itemTargetColumns, loadItemTargeting } from '../campaign-items';
import { productDisplayNameIn } from '../catalogue';
import type { MessageLanguage } from '../../i18n/locale';

/** The answer of add-item and of an item update: the item as stored and its campaign's new totals. */
export async function itemOrderResponse(
  db: Executor,
  itemId: number,
  language: MessageLanguage,
): Promise<ItemOrderResponse> {
  const [row] = await db
    .select({
      item: campaignItems,
      product: {
        id: products.id,
        name: productDisplayNameIn(language),
        rateType: products.rateType,
        nativeFormat: products.nativeFormat,
      },
      campaign: {
        id: campaigns.id,
        name: campaigns.name,
        campaignItemsCount: campaigns.itemsCount,
        totalPrice: campaigns.totalPrice,
      },
      ...itemTargetColumns,
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .leftJoin(targetProducts, eq(targetProducts.id, campaignItems.targetProductId))
    .leftJoin(landingPages, eq(landingPages.id, campaignItems.targetLandingPageId))
    .where(eq(campaignItems.id, itemId));
  if (!row) throw new Error(`campaign item ${itemId} vanished`);
  const { variableValues, targetKeywords } = (await loadItemTargeting(db, [itemId], language))(itemId);
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
      variableValues,
      note: item.note,
      targetURL: item.targetUrl,
      targetProduct: row.targetProduct,
      targetLandingPage: row.targetLandingPage,
      targetKeywords,
    },
    campaign: { ...row.campaign, totalPrice: Number(row.campaign.totalPrice) },
  };
}
