import { approveLandingPageRefusal, type LandingPage } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/approve: retailer staff (or an impersonator) approve a filled page that is
 * not approved yet (approveLandingPageRefusal; spec 001 §5: an empty note approves); the reject reason goes, and items may lead
 * to it (if it is active).
 */
export function approveLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<LandingPage> {
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'approved',
    rule: ({ page, filled }, viewer) => approveLandingPageRefusal(page.state, filled, viewer),
  });
}
