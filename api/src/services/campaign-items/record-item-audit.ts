import type { Executor } from '../../db/client';
import { recordAudit } from '../audit';
import type { AuthContext } from '../sessions';
import type { ActionItem } from './locked-item';

/**
 * Records a write of an item in its campaign's history. The item's name goes into the details, so
 * the history still names the item once it is deleted (campaign-history.ts).
 */
export async function recordItemAudit(
  db: Executor,
  auth: AuthContext,
  item: Pick<ActionItem, 'id' | 'campaignId' | 'productName'>,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, auth, {
    action,
    entityType: 'campaign_item',
    entityId: item.id,
    campaignId: item.campaignId,
    details: { campaignId: item.campaignId, itemName: item.productName, ...details },
  });
}
