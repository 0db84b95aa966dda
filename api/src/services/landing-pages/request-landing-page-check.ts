import type { LandingPage } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/request-check: a buyer sends a filled page for approval (spec 001 §5),
 * unless it is approved or already waiting (409); retailer staff review instead (403).
 */
export function requestLandingPageCheck(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<LandingPage> {
  if (isRetailer(auth.user)) throw new ForbiddenError();
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'waiting-for-approval',
    check: ({ page, filled, missing }) => {
      if (page.state === 'approved' || page.state === 'waiting-for-approval')
        throw new ConflictError('landing_page_check_not_allowed', { state: page.state });
      if (!filled) throw new ConflictError('landing_page_not_filled', { fields: missing.join(', ') });
    },
  });
}
