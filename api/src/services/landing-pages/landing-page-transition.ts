import {
  creativeFilled,
  missingFields,
  type CreativeState,
  type LandingPage,
  type LandingPageRefusal,
  type RuleViewer,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { landingPages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import { keepVersion, landingPageValues, loadFieldValues } from '../creatives';
import type { AuthContext } from '../sessions';
import { findLandingPage, type LandingPageRow } from './find-landing-page';
import { notifyLandingPageReviewed } from './landing-page-mail';
import { loadLandingPage } from './load-landing-page';

export interface LandingPageTransitionContext {
  page: LandingPageRow;
  filled: boolean;
}

/**
 * One state change of a landing page (request-check, approve, reject: one file each), as a
 * creative's: the page locked in the caller's tenancy, refused by its shared rule function, the new
 * state (and note), the review kept as a version, one audit entry, and the buyer's mail after a review.
 */
export async function transitionLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
  {
    rule,
    to,
    note,
  }: {
    rule: (context: LandingPageTransitionContext, viewer: RuleViewer) => LandingPageRefusal | null;
    to: CreativeState;
    note?: string | null;
  },
): Promise<LandingPage> {
  const reviewed = await ctx.db.transaction(async (tx) => {
    const page = await findLandingPage(tx, auth, landingPageId, { lock: true });
    const values =
      page.formatId === null
        ? []
        : await loadFieldValues(tx, landingPageValues(page.id), page.formatId, language);
    refuse(rule({ page, filled: creativeFilled(values) }, ruleViewerOf(auth)), {
      state: page.state,
      missingFields: missingFields(values),
    });
    const notes = to === 'returned' ? (note ?? null) : to === 'approved' ? null : page.notes;
    await tx
      .update(landingPages)
      .set({ state: to, notes, updatedAt: ctx.clock.now() })
      .where(eq(landingPages.id, page.id));
    if (to === 'approved' || to === 'returned')
      await keepVersion(tx, auth, landingPageValues(page.id), page, to, { review: true });
    await recordAudit(tx, auth, {
      action: 'landing-page.state-changed',
      entityType: 'landing-page',
      entityId: page.id,
      details: { from: page.state, to, note: notes },
    });
    return to === 'approved' || to === 'returned' ? { ...page, state: to, notes } : null;
  });
  if (reviewed) await notifyLandingPageReviewed(ctx, reviewed);
  return loadLandingPage(ctx.db, auth, landingPageId, language);
}
