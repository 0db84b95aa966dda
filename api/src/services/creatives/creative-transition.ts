import { creativeFilled, missingFields, type Creative, type CreativeState } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { creatives } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { notifyCreativeReviewed } from './creative-mail';
import { moveItemsWithCreative } from './creative-items';
import { keepVersion } from './creative-versions';
import { findCreative, type CreativeRow } from './find-creative';
import { loadCreative, loadFieldValues } from './load-creative';
import { creativeValues } from './value-owner';

export interface TransitionContext {
  tx: Transaction;
  creative: CreativeRow;
  filled: boolean;
  missing: string[];
}

/**
 * One state change of a creative (request-check, approve, reject: one file each): the creative locked
 * in the caller's tenancy, the caller's check, the new state (and note), its items moved with it, the
 * review kept as a version, one audit entry, and the buyer's mail after a review.
 */
export async function transitionCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
  {
    check,
    to,
    note,
    items,
  }: {
    check: (context: TransitionContext) => void;
    to: CreativeState;
    note?: string | null;
    items: 'sent' | 'approved' | 'returned';
  },
): Promise<Creative> {
  const mail = await ctx.db.transaction(async (tx) => {
    const creative = await findCreative(tx, auth, creativeId, { lock: true });
    const values = await loadFieldValues(tx, creativeValues(creative.id), creative.formatId, language);
    check({ tx, creative, filled: creativeFilled(values), missing: missingFields(values) });
    const notes = to === 'returned' ? (note ?? null) : to === 'approved' ? null : creative.notes;
    await tx
      .update(creatives)
      .set({ state: to, notes, updatedAt: ctx.clock.now() })
      .where(eq(creatives.id, creative.id));
    if (to === 'approved' || to === 'returned')
      await keepVersion(tx, auth, creativeValues(creative.id), creative, to, { review: true });
    await moveItemsWithCreative(ctx, tx, auth, creative.id, items);
    await recordAudit(tx, auth, {
      action: 'creative.state-changed',
      entityType: 'creative',
      entityId: creative.id,
      details: { from: creative.state, to, note: notes },
    });
    return to === 'approved' || to === 'returned' ? { ...creative, state: to, notes } : null;
  });
  if (mail) await notifyCreativeReviewed(ctx, mail);
  return loadCreative(ctx.db, auth, creativeId, language);
}
