import {
  AVAILABILITY_MAX_WEEKS,
  CampaignItemStateId,
  checkItemOrder,
  itemPrice,
  orderUnitPrice,
  type ItemOrder,
  type Product,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItemKeywords, campaignItems, campaignItemVariableValues } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions';
import { bookSlots, releaseItemBookings, slotsOf, weekCount } from './bookings';
import type { LockedCampaign, StoredItem } from './locked-campaign';
import { fieldIssueOf, targetIssues } from './order-issues';
import { todayOf } from '../calendar';

export interface ItemOrderWrite {
  campaign: LockedCampaign;
  product: Product;
  order: ItemOrder;
  /** The item being changed; absent when a new one is ordered. */
  item?: StoredItem;
}

/**
 * Checks an order and writes it, inside the caller's transaction: the rules of checkItemOrder (the
 * same function the browser runs, with today in Prague and the caller's retailer rights), then the
 * target product and landing page; then the item with the price the server computes (design.md §4),
 * its variable values, its keywords (trimmed, empty ones dropped) and, for a flat-rate product with
 * availability check, one booking per week and variable value. A changed item gets all of these
 * anew. Returns the item's id.
 */
export async function writeItemOrder(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  language: MessageLanguage,
  { campaign, product, order, item }: ItemOrderWrite,
): Promise<number> {
  const ruleIssues = checkItemOrder(order, {
    product,
    retailerLike: isRetailerLike(auth),
    today: todayOf(ctx.clock),
    original: item && { startDate: item.startDate, endDate: item.endDate },
  });
  const serverIssues = await targetIssues(tx, order, product, campaign);
  // Bookings are rows per week and value: one item holds at most as many weeks as availability shows.
  if (
    product.hasAvailabilities &&
    order.startDate &&
    order.endDate &&
    weekCount(order.startDate, order.endDate) > AVAILABILITY_MAX_WEEKS
  ) {
    serverIssues.push({
      field: 'endDate',
      code: 'booking_too_long',
      params: { weeks: AVAILABILITY_MAX_WEEKS },
    });
  }
  if (ruleIssues.length > 0 || serverIssues.length > 0) {
    throw new ValidationError([...ruleIssues.map((issue) => fieldIssueOf(issue, language)), ...serverIssues]);
  }

  // checkItemOrder found no issue: dates are there, and the amount for CPM and CPC.
  const startDate = order.startDate!;
  const endDate = order.endDate!;
  const orderedAmount = product.rateType === 'FLAT_RATE' ? null : order.orderedAmount!;
  const unitPrice = orderUnitPrice(order, product).toFixed(2);
  const now = ctx.clock.now();
  const values = {
    startDate,
    endDate,
    orderedAmount,
    unitPrice,
    price: itemPrice({ rateType: product.rateType, unitPrice, startDate, endDate, orderedAmount }),
    note: order.note || null,
    targetUrl: order.targetURL || null,
    targetProductId: order.targetProductId ?? null,
    targetLandingPageId: order.targetLandingPageId ?? null,
    updatedAt: now,
  };

  let itemId: number;
  if (item) {
    itemId = item.id;
    await tx.update(campaignItems).set(values).where(eq(campaignItems.id, itemId));
    await tx.delete(campaignItemVariableValues).where(eq(campaignItemVariableValues.campaignItemId, itemId));
    await tx.delete(campaignItemKeywords).where(eq(campaignItemKeywords.campaignItemId, itemId));
    await releaseItemBookings(tx, itemId);
  } else {
    const [row] = await tx
      .insert(campaignItems)
      .values({
        ...values,
        campaignId: campaign.id,
        productId: product.id,
        stateId: CampaignItemStateId.InProcess,
        createdByUserId: auth.user.id,
        createdAt: now,
      })
      .returning({ id: campaignItems.id });
    itemId = row!.id;
  }

  const variableValueIds = order.variableValueIdes ?? [];
  if (variableValueIds.length > 0) {
    await tx
      .insert(campaignItemVariableValues)
      .values(variableValueIds.map((variableValueId) => ({ campaignItemId: itemId, variableValueId })));
  }
  const keywords = (order.targetKeywords ?? [])
    .map((keyword) => ({ value: keyword.value.trim(), exactMatch: keyword.exactMatch }))
    .filter((keyword) => keyword.value !== '');
  if (keywords.length > 0) {
    await tx
      .insert(campaignItemKeywords)
      .values(keywords.map((keyword, position) => ({ ...keyword, campaignItemId: itemId, position })));
  }
  if (product.hasAvailabilities) {
    await bookSlots(
      tx,
      product,
      { id: itemId, campaignId: campaign.id },
      slotsOf(startDate, endDate, variableValueIds),
    );
  }
  return itemId;
}
