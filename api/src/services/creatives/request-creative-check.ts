import { sendCreativeForCheckRefusal, type Creative } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/request-check: a buyer sends a filled creative for approval (spec 001 §5),
 * unless it is approved or already waiting (409; sendCreativeForCheckRefusal); retailer staff review
 * instead (403). Its items wait
 * for approval with it.
 */
export function requestCreativeCheck(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<Creative> {
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'waiting-for-approval',
    items: 'sent',
    rule: ({ creative, filled }, viewer) => sendCreativeForCheckRefusal(creative.state, filled, viewer),
  });
}
