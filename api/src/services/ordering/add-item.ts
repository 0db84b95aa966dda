import type { AddItemRequestSchema, ItemOrderResponse } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { ConflictError, NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { loadProduct } from '../catalogue';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { itemAdditionRefusal } from './campaign-rules';
import { itemOrderResponse } from './item-order-response';
import { lockCampaign } from './locked-campaign';
import { writeItemOrder } from './write-item-order';

/**
 * POST /campaigns/{id}/add-item, in one transaction: the campaign must be the caller's (404) and take
 * items (409), the product one the caller may order (404); then the order rules (400 with field
 * errors), the item, and its bookings (409 slot_taken when a week is taken, also by a parallel order).
 */
export async function addCampaignItem(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  campaignId: number,
  { productId, ...order }: v.InferOutput<typeof AddItemRequestSchema>,
): Promise<ItemOrderResponse> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, auth, campaignId);
    const refusal = itemAdditionRefusal(campaign.state.id, auth);
    if (refusal) throw new ConflictError(refusal);
    const product = await loadProduct(tx, auth, productId);
    if (!product) throw new NotFoundError('product_not_found');

    const itemId = await writeItemOrder(ctx, tx, auth, language, { campaign, product, order });
    const response = await itemOrderResponse(tx, itemId, language);
    await recordAudit(tx, auth, {
      action: 'campaign-item.added',
      entityType: 'campaign_item',
      entityId: itemId,
      campaignId,
      details: { campaignId, productId, order },
    });
    return response;
  });
}
