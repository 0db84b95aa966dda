import { campaignItemStateById } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import type { ActionItem } from './locked-item';
import { recordItemAudit } from './record-item-audit';

/** Writes an item's new state and records the move (from, to) in its campaign's history. */
export async function moveItem(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  item: ActionItem,
  toStateId: number,
  transition: string,
): Promise<void> {
  await tx
    .update(campaignItems)
    .set({ stateId: toStateId, updatedAt: ctx.clock.now() })
    .where(eq(campaignItems.id, item.id));
  await recordItemAudit(tx, auth, item, 'campaign-item.state-changed', {
    transition,
    fromStateId: item.stateId,
    fromState: campaignItemStateById(item.stateId).identifier,
    toStateId,
    toState: campaignItemStateById(toStateId).identifier,
  });
}
