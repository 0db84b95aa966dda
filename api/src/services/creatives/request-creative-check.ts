import type { Creative } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/request-check: a buyer sends a filled creative for approval (spec 001 §5),
 * unless it is approved or already waiting (409); retailer staff review instead (403). Its items wait
 * for approval with it.
 */
export function requestCreativeCheck(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<Creative> {
  if (isRetailer(auth.user)) throw new ForbiddenError();
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'waiting-for-approval',
    items: 'sent',
    check: ({ creative, filled, missing }) => {
      if (creative.state === 'approved' || creative.state === 'waiting-for-approval')
        throw new ConflictError('creative_check_not_allowed', { state: creative.state });
      if (!filled) throw new ConflictError('creative_not_filled', { fields: missing.join(', ') });
    },
  });
}
