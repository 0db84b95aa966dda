import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems, campaignItemVariableValues, products, productVariableValues } from '../../db/schema';
import { bookSlots, slotsOf } from '../ordering';

/**
 * Books anew the weeks of a reopened campaign's flat-rate items with availability check (cancellation freed
 * them: the triggers of 0000_baseline/06-campaigns-and-items.sql). A week taken meanwhile answers 409
 * slot_taken naming the product and the week, and the caller's transaction (the reopening) is rolled back.
 */
export async function rebookCampaignItems(tx: Transaction, campaignId: number): Promise<void> {
  const items = await tx
    .select({
      id: campaignItems.id,
      productId: campaignItems.productId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      titleOrName: sql<string>`coalesce(${products.title}, ${products.name})`,
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(
      and(
        eq(campaignItems.campaignId, campaignId),
        eq(products.rateType, 'FLAT_RATE'),
        eq(products.checkAvails, true),
      ),
    )
    .orderBy(asc(campaignItems.id));
  if (items.length === 0) return;
  const values = await tx
    .select({
      campaignItemId: campaignItemVariableValues.campaignItemId,
      id: productVariableValues.id,
      name: productVariableValues.name,
      value: productVariableValues.value,
      active: productVariableValues.active,
    })
    .from(campaignItemVariableValues)
    .innerJoin(
      productVariableValues,
      eq(productVariableValues.id, campaignItemVariableValues.variableValueId),
    )
    .where(
      inArray(
        campaignItemVariableValues.campaignItemId,
        items.map((item) => item.id),
      ),
    );
  for (const item of items) {
    const variableValues = values.filter((value) => value.campaignItemId === item.id);
    await bookSlots(
      tx,
      { id: item.productId, titleOrName: item.titleOrName, variableValues },
      { id: item.id, campaignId },
      slotsOf(
        item.startDate,
        item.endDate,
        variableValues.map((value) => value.id),
      ),
    );
  }
}
