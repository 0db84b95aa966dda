import { CampaignItemStateId } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems } from '../../db/schema';
import { todayOf } from '../calendar';
import { type ActionItem, findActionItem, moveItem } from '../campaign-items';
import { refreshCampaignState } from '../clock';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';

const I = CampaignItemStateId;

/** Item states in which the creative is the buyer's to send: approved (to fill), returned, missing. */
export const SENDABLE_ITEM_STATES: readonly number[] = [I.Approved, I.Returned, I.Missing];
/** Item states whose creative the retailer may approve (as POST /campaign-item/{id}/approve). */
export const APPROVABLE_ITEM_STATES: readonly number[] = [I.WaitingForApproval, ...SENDABLE_ITEM_STATES];

/**
 * The items that show the creative, locked in id order (the order every item write takes) with their
 * campaigns. The creative's row is locked first by the caller, so two reviews never cross.
 */
async function lockedItemsOf(tx: Transaction, auth: AuthContext, creativeId: number): Promise<ActionItem[]> {
  const ids = await tx
    .select({ id: campaignItems.id })
    .from(campaignItems)
    .where(eq(campaignItems.creativeId, creativeId))
    .orderBy(asc(campaignItems.id));
  const items: ActionItem[] = [];
  for (const { id } of ids) items.push(await findActionItem(tx, auth, id, { lock: true }));
  return items;
}

/**
 * Moves the items of a creative with it (design.md §3): the creative sent → its items waiting for
 * approval; approved → prepared, or online once their period has begun; returned → returned. Items
 * that have ended, or are in states the move does not apply to, stay. Their campaigns follow at once.
 */
export async function moveItemsWithCreative(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  creativeId: number,
  move: 'sent' | 'approved' | 'returned',
): Promise<void> {
  const today = todayOf(ctx.clock);
  const campaignIds = new Set<number>();
  for (const item of await lockedItemsOf(tx, auth, creativeId)) {
    if (item.endDate < today) continue;
    let to: number | null = null;
    if (move === 'sent' && SENDABLE_ITEM_STATES.includes(item.stateId)) to = I.WaitingForApproval;
    if (move === 'approved' && APPROVABLE_ITEM_STATES.includes(item.stateId))
      to = item.startDate <= today ? I.Online : I.Prepared;
    if (move === 'returned' && item.stateId === I.WaitingForApproval) to = I.Returned;
    if (to === null) continue;
    await moveItem(ctx, tx, auth, item, to, `creative-${move}`);
    campaignIds.add(item.campaignId);
  }
  for (const campaignId of campaignIds) await refreshCampaignState(ctx, tx, campaignId, auth);
}
