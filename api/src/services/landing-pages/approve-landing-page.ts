import type { LandingPage } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/approve: retailer staff (or an impersonator) approve a filled page that is
 * not approved yet (spec 001 §5: an empty note approves); the reject reason goes, and items may lead
 * to it (if it is active).
 */
export function approveLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<LandingPage> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'approved',
    check: ({ page, filled, missing }) => {
      if (page.state === 'approved')
        throw new ConflictError('landing_page_review_not_allowed', { state: page.state });
      if (!filled) throw new ConflictError('landing_page_not_filled', { fields: missing.join(', ') });
    },
  });
}
