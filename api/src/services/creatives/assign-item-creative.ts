import {
  type CampaignItemDetail,
  campaignItemStateById,
  CampaignItemStateId,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems, products } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../errors';
import {
  creativeEditAllowed,
  findActionItem,
  getCampaignItem,
  moveItem,
  recordItemAudit,
} from '../campaign-items';
import { todayOf } from '../calendar';
import { refreshCampaignState } from '../clock';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions';
import { SENDABLE_ITEM_STATES } from './creative-items';
import { findCreative } from './find-creative';

/**
 * Makes the creative the item's (in the caller's transaction): the creative is the item campaign's
 * company's and of its product's format (400 otherwise), and the item's creative may change (buyers
 * until they send it, retailer staff from approval until it ends: 409). The item follows the creative
 * it gets: a creative waiting for approval makes it wait, an approved one makes it prepared (or
 * online once begun). The creative is locked before the item, as its reviews lock them.
 */
export async function assignCreativeToItem(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  itemId: number,
  creativeId: number,
): Promise<void> {
  const creative = await findCreative(tx, auth, creativeId, { lock: true });
  const item = await findActionItem(tx, auth, itemId, { lock: true });
  if (!creativeEditAllowed(item.stateId, isRetailerLike(auth)))
    throw new ConflictError('creative_item_not_allowed', {
      state: campaignItemStateById(item.stateId).identifier,
    });
  if (creative.companyId !== item.companyId) throw new BadRequestError('creative_company_mismatch');
  const [product] = await tx
    .select({ formatId: products.creativeFormatId })
    .from(products)
    .where(eq(products.id, item.productId));
  if (product?.formatId !== creative.formatId) throw new BadRequestError('creative_product_mismatch');
  await tx
    .update(campaignItems)
    .set({ creativeId: creative.id, updatedAt: ctx.clock.now() })
    .where(eq(campaignItems.id, item.id));
  await recordItemAudit(tx, auth, item, 'campaign-item.creative-assigned', {
    creativeId: creative.id,
    creativeName: creative.name,
    replaced: item.creative?.id ?? null,
  });
  const today = todayOf(ctx.clock);
  let to: number | null = null;
  if (SENDABLE_ITEM_STATES.includes(item.stateId) && item.endDate >= today) {
    if (creative.state === 'waiting-for-approval') to = CampaignItemStateId.WaitingForApproval;
    if (creative.state === 'approved')
      to = item.startDate <= today ? CampaignItemStateId.Online : CampaignItemStateId.Prepared;
  }
  if (to !== null) await moveItem(ctx, tx, auth, item, to, 'creative-assigned');
  await refreshCampaignState(ctx, tx, item.campaignId, auth);
}

/** POST /campaign-item/{id}/creative {creativeId}: the creative selection dialog's choice. */
export async function assignItemCreative(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  itemId: number,
  creativeId: number,
): Promise<CampaignItemDetail> {
  await ctx.db.transaction((tx) => assignCreativeToItem(ctx, tx, auth, itemId, creativeId));
  return getCampaignItem(ctx, auth, language, itemId);
}
