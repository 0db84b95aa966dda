import { editCampaignItemRefusal, type ItemOrder, type ItemOrderResponse } from '@portal/shared-contracts';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { loadProduct } from '../catalogue';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { refuse, ruleViewerOf } from '../campaign-access';
import { findActionItem, refusalFactsOf, ruleItemOf } from '../campaign-items';
import { itemOrderResponse } from './item-order-response';
import { lockItem } from './locked-campaign';
import { writeItemOrder } from './write-item-order';

/**
 * PUT /campaign-item/{id}: the same rules as ordering, in one transaction. The item must be the
 * caller's (404) and editable by spec 000 §4 "Item edit" (campaign editable and item editable, or a
 * retailer or impersonator on an approved item; else 409). An unchanged start may lie in the past. The
 * item's variable values, keywords and bookings are replaced; its own weeks do not block it.
 */
export async function updateCampaignItem(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  itemId: number,
  order: ItemOrder,
): Promise<ItemOrderResponse> {
  return ctx.db.transaction(async (tx) => {
    const { item, campaign } = await lockItem(tx, auth, itemId);
    // Locked above; read again with what the shared item rule needs.
    const actionItem = await findActionItem(tx, auth, itemId, { lock: false });
    const rule = ruleItemOf(actionItem);
    refuse(editCampaignItemRefusal(rule.campaign, rule.item, ruleViewerOf(auth)), refusalFactsOf(actionItem));
    const product = await loadProduct(tx, auth, item.productId);
    if (!product) throw new NotFoundError('product_not_found');

    await writeItemOrder(ctx, tx, auth, language, { campaign, product, order, item });
    const response = await itemOrderResponse(tx, itemId, language);
    await recordAudit(tx, auth, {
      action: 'campaign-item.updated',
      entityType: 'campaign_item',
      entityId: itemId,
      campaignId: campaign.id,
      details: {
        campaignId: campaign.id,
        before: { startDate: item.startDate, endDate: item.endDate },
        order,
      },
    });
    return response;
  });
}
