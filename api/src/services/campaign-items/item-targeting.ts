import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignItemKeywords,
  campaignItemVariableValues,
  landingPages,
  productVariableValues,
  targetProducts,
} from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { variableValueIn } from '../catalogue';

/**
 * The shop product and the landing page an item leads to, as columns of an item query that left-joins
 * targetProducts and landingPages on the item's targetProductId and targetLandingPageId.
 */
export const itemTargetColumns = {
  targetProduct: {
    id: targetProducts.id,
    name: targetProducts.name,
    externalIdentifier: targetProducts.externalIdentifier,
  },
  targetLandingPage: { id: landingPages.id, name: landingPages.name },
};

/** What an item was ordered for besides its product, as CampaignItem and ItemOrderResponse describe it. */
export interface ItemTargeting {
  /** In the product's order of values. */
  variableValues: { id: number; name: string }[];
  /** In the order they were entered. */
  targetKeywords: { id: number; value: string; exactMatch: boolean }[];
}

/**
 * The variable values (in `language`) and keywords of some items in two queries whatever their count; the answer
 * gives an item's targeting (empty lists for an item without any). Tenancy is the caller's to have checked.
 */
export async function loadItemTargeting(
  db: Executor,
  itemIds: readonly number[],
  language: MessageLanguage,
): Promise<(itemId: number) => ItemTargeting> {
  const none = (): ItemTargeting => ({ variableValues: [], targetKeywords: [] });
  const byItem = new Map(itemIds.map((itemId) => [itemId, none()]));
  const targetingOf = (itemId: number) => byItem.get(itemId) ?? none();
  if (itemIds.length === 0) return targetingOf;
  const [values, keywords] = await Promise.all([
    db
      .select({
        itemId: campaignItemVariableValues.campaignItemId,
        id: productVariableValues.id,
        name: variableValueIn(language),
      })
      .from(campaignItemVariableValues)
      .innerJoin(
        productVariableValues,
        eq(productVariableValues.id, campaignItemVariableValues.variableValueId),
      )
      .where(inArray(campaignItemVariableValues.campaignItemId, [...itemIds]))
      .orderBy(asc(productVariableValues.position), asc(productVariableValues.id)),
    db
      .select({
        itemId: campaignItemKeywords.campaignItemId,
        id: campaignItemKeywords.id,
        value: campaignItemKeywords.value,
        exactMatch: campaignItemKeywords.exactMatch,
      })
      .from(campaignItemKeywords)
      .where(inArray(campaignItemKeywords.campaignItemId, [...itemIds]))
      .orderBy(asc(campaignItemKeywords.position), asc(campaignItemKeywords.id)),
  ]);
  for (const { itemId, id, name } of values) byItem.get(itemId)?.variableValues.push({ id, name });
  for (const { itemId, id, value, exactMatch } of keywords) {
    byItem.get(itemId)?.targetKeywords.push({ id, value, exactMatch });
  }
  return targetingOf;
}
