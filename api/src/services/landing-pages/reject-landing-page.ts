import { returnLandingPageRefusal, type LandingPage } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionLandingPage } from './landing-page-transition';

/**
 * POST /landing-pages/{id}/reject {note}: retailer staff (or an impersonator) return a page that is
 * not approved (returnLandingPageRefusal), with the note as its reason (spec 001 §5: a non-empty note rejects); the buyer sees
 * the reason while it is returned.
 */
export function rejectLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  note: string,
  language: MessageLanguage,
): Promise<LandingPage> {
  return transitionLandingPage(ctx, auth, landingPageId, language, {
    to: 'returned',
    note,
    rule: ({ page }, viewer) => returnLandingPageRefusal(page.state, viewer),
  });
}
