import type { CreativeChanges } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { landingPageValues, valueChanges } from '../creatives';
import type { AuthContext } from '../sessions';
import { findLandingPage } from './find-landing-page';

/**
 * GET /landing-pages/{id}/changes: what changed since the retailer last approved or returned the page
 * (the name, and each field whose text or file differs), as a creative's changes.
 */
export async function landingPageChanges(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<CreativeChanges> {
  const page = await findLandingPage(ctx.db, auth, landingPageId, { lock: false });
  return valueChanges(ctx.db, landingPageValues(page.id), page, language);
}
