import type { Creative } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/approve: retailer staff (or an impersonator) approve a filled creative that is
 * not approved yet (spec 001 §5: an empty note approves). Its items become prepared, or online once
 * their period has begun; the reject reason goes.
 */
export function approveCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<Creative> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'approved',
    items: 'approved',
    check: ({ creative, filled, missing }) => {
      if (creative.state === 'approved')
        throw new ConflictError('creative_review_not_allowed', { state: creative.state });
      if (!filled) throw new ConflictError('creative_not_filled', { fields: missing.join(', ') });
    },
  });
}
