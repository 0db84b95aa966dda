import type { LandingPage } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/reject {note}: retailer staff (or an impersonator) return a page that is
 * not approved, with the note as its reason (spec 001 §5: a non-empty note rejects); the buyer sees
 * the reason while it is returned.
 */
export function rejectLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  note: string,
  language: MessageLanguage,
): Promise<LandingPage> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'returned',
    note,
    check: ({ page }) => {
      if (page.state === 'approved')
        throw new ConflictError('landing_page_review_not_allowed', { state: page.state });
    },
  });
}
