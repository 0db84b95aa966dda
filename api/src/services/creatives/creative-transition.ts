import {
  creativeFilled,
  missingFields,
  type Creative,
  type CreativeRefusal,
  type CreativeState,
  type RuleViewer,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { creatives } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { notifyCreativeReviewed } from './creative-mail';
import { moveItemsWithCreative } from './creative-items';
import { keepVersion } from './creative-versions';
import { findCreative, type CreativeRow } from './find-creative';
import { loadCreative, loadFieldValues } from './load-creative';
import { creativeValues } from './value-owner';

export interface TransitionContext {
  creative: CreativeRow;
  filled: boolean;
}

/**
 * One state change of a creative (request-check, approve, reject: one file each): the creative locked
 * in the caller's tenancy, refused by its shared rule function, the new state (and note), its items
 * moved with it, the review kept as a version, one audit entry, and the buyer's mail after a review.
 */
export async function transitionCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
  {
    rule,
    to,
    note,
    items,
  }: {
    rule: (context: TransitionContext, viewer: RuleViewer) => CreativeRefusal | null;
    to: CreativeState;
    note?: string | null;
    items: 'sent' | 'approved' | 'returned';
  },
): Promise<Creative> {
  const mail = await ctx.db.transaction(async (tx) => {
    const creative = await findCreative(tx, auth, creativeId, { lock: true });
    const values = await loadFieldValues(tx, creativeValues(creative.id), creative.formatId, language);
    refuse(rule({ creative, filled: creativeFilled(values) }, ruleViewerOf(auth)), {
      state: creative.state,
      missingFields: missingFields(values),
    });
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
