import type { CampaignItemActionResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaignItems } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { itemActionResponse } from './item-action-response';
import { findActionItem } from './locked-item';
import { recordItemAudit } from './record-item-audit';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * PUT /campaign-item/{id}/message: retailer staff (or an impersonator: the route's access) leave the
 * buyer a message; empty clears it.
 */
export async function updateItemMessage(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
  message: string,
  language: MessageLanguage,
): Promise<CampaignItemActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    const next = message === '' ? null : message;
    await tx
      .update(campaignItems)
      .set({ message: next, updatedAt: ctx.clock.now() })
      .where(eq(campaignItems.id, item.id));
    await recordItemAudit(tx, auth, item, 'campaign-item.message', { message: next ?? '' });
    return itemActionResponse(tx, item.id, language);
  });
}
