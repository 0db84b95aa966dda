import {
  CampaignItemStateId,
  itemEditableByState,
  type CampaignItem,
  type NativeType,
  type RateType,
} from '@portal/shared-contracts';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems, creatives, landingPages, products, targetProducts } from '../../db/schema';
import { loadItemAdServerInfo, loadItemPerformance, NO_ITEM_SAS_INFO } from '../ad-server';
import { creativeFilledSql } from './creative-filled-sql';
import { productDisplayNameIn } from '../catalogue';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignItemStateIn } from '../../i18n/state-names';
import { type AuthContext, isRetailerLike } from '../sessions';
import { itemTargetColumns, loadItemTargeting } from './item-targeting';

/**
 * The name the screens show for an item: the product with the targeting it was ordered for
 * ("HP leaderboard – Pozice 1"), or null when nothing tells it apart from its product.
 */
export function generatedItemName(productName: string, variableValueNames: readonly string[]): string | null {
  return variableValueNames.length > 0 ? `${productName} – ${variableValueNames.join(', ')}` : null;
}

/** Creatives may be filled and changed once the campaign is approved and until the item ends. */
const CREATIVE_EDIT_STATES: readonly number[] = [
  CampaignItemStateId.Approved,
  CampaignItemStateId.WaitingForApproval,
  CampaignItemStateId.Returned,
  CampaignItemStateId.Prepared,
  CampaignItemStateId.Online,
  CampaignItemStateId.Paused,
  CampaignItemStateId.Missing,
];

/** States in which the buyer's creative is not in the retailer's hands (not sent, returned, or missing). */
const BUYER_CREATIVE_STATES: readonly number[] = [
  CampaignItemStateId.Approved,
  CampaignItemStateId.Returned,
  CampaignItemStateId.Missing,
];

export function creativeEditAllowed(stateId: number, retailerLike: boolean): boolean {
  if (!CREATIVE_EDIT_STATES.includes(stateId)) return false;
  // Retailer staff may always edit a creative (spec 000 §4); buyers until they send it.
  return retailerLike || BUYER_CREATIVE_STATES.includes(stateId);
}

/**
 * Items as CampaignItem answers describe them (product names and targeting in `language`), in the campaign's order (start date, then id), with
 * their targeting, delivery figures and ad-server links in a fixed number of queries whatever their
 * count. `where` selects the items; tenancy is the caller's to have checked.
 */
export async function loadCampaignItems(
  db: Executor,
  auth: AuthContext,
  language: MessageLanguage,
  where: SQL,
): Promise<CampaignItem[]> {
  const rows = await db
    .select({
      item: campaignItems,
      product: {
        id: products.id,
        name: productDisplayNameIn(language),
        rateType: products.rateType,
        price: products.price,
        nativeFormat: products.nativeFormat,
        nativeType: products.nativeType,
        checkAvails: products.checkAvails,
        categoryId: products.categoryId,
      },
      ...itemTargetColumns,
      creative: {
        id: creatives.id,
        name: creatives.name,
        creativeState: creatives.state,
        filled: creativeFilledSql(creatives.id),
      },
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .leftJoin(creatives, eq(creatives.id, campaignItems.creativeId))
    .leftJoin(targetProducts, eq(targetProducts.id, campaignItems.targetProductId))
    .leftJoin(landingPages, eq(landingPages.id, campaignItems.targetLandingPageId))
    .where(where)
    .orderBy(asc(campaignItems.startDate), asc(campaignItems.id));
  if (rows.length === 0) return [];

  const itemIds = rows.map((row) => row.item.id);
  const [targetingOf, performance, adServer] = await Promise.all([
    loadItemTargeting(db, itemIds, language),
    loadItemPerformance(db, itemIds),
    loadItemAdServerInfo(db, itemIds, auth),
  ]);

  const retailerLike = isRetailerLike(auth);
  return rows.map(({ item, product, targetProduct, targetLandingPage, creative }): CampaignItem => {
    const { variableValues, targetKeywords } = targetingOf(item.id);
    const generatedName = generatedItemName(
      product.name,
      variableValues.map((value) => value.name),
    );
    const rateType = product.rateType as RateType;
    const figures = performance.get(item.id);
    const links = adServer.get(item.id);
    return {
      id: item.id,
      campaignId: item.campaignId,
      generatedName,
      name: generatedName ?? product.name,
      product: {
        ...product,
        rateType,
        nativeType: product.nativeType as NativeType,
        price: Number(product.price),
      },
      itemState: campaignItemStateIn(item.stateId, language),
      startDate: item.startDate,
      endDate: item.endDate,
      orderedAmount: item.orderedAmount,
      orderedClicksCount: rateType === 'CPC' ? item.orderedAmount : null,
      orderedImpressionsCount: rateType === 'CPM' ? item.orderedAmount : null,
      unitPrice: Number(item.unitPrice),
      price: Number(item.price),
      usagePrice: figures?.usagePrice ?? null,
      progress: figures?.progress ?? null,
      variableValues,
      note: item.note,
      message: item.message,
      targetURL: item.targetUrl,
      targetProduct: targetProduct?.id ? targetProduct : null,
      targetLandingPage: targetLandingPage?.id ? targetLandingPage : null,
      targetKeywords,
      editable: itemEditableByState(item.stateId),
      creativeEditAllowed: creativeEditAllowed(item.stateId, retailerLike),
      creative: creative?.id ? { ...creative, filled: creative.filled === true } : null,
      zipUploaded: item.zipStorageKey !== null,
      externalId: links?.externalId ?? null,
      flightExternalId: links?.flightExternalId ?? null,
      actualImpressions: figures?.actualImpressions ?? null,
      actualViews: figures?.actualViews ?? null,
      actualClicks: figures?.actualClicks ?? null,
      visibilityRatio: figures?.visibilityRatio ?? null,
      ctrRatio: figures?.ctrRatio ?? null,
      ospRatio: figures?.ospRatio ?? null,
      hardConversions: figures?.hardConversions ?? null,
      softConversions: figures?.softConversions ?? null,
      sasInfo: links?.sasInfo ?? { ...NO_ITEM_SAS_INFO },
    };
  });
}
