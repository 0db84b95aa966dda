import { sendLandingPageForCheckRefusal, type LandingPage } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/request-check: a buyer sends a filled page for approval (spec 001 §5),
 * unless it is approved or already waiting (409; sendLandingPageForCheckRefusal); retailer staff
 * review instead (403).
 */
export function requestLandingPageCheck(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<LandingPage> {
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'waiting-for-approval',
    rule: ({ page, filled }, viewer) => sendLandingPageForCheckRefusal(page.state, filled, viewer),
  });
}
