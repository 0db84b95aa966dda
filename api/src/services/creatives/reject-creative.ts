import type { Creative } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions/auth-context';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/reject {note}: retailer staff (or an impersonator) return a creative that is not
 * approved, with the note as its reason (spec 001 §5: a non-empty note rejects). Its waiting items are
 * returned with it; the buyer sees the reason while it is returned.
 */
export function rejectCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  note: string,
  language: MessageLanguage,
): Promise<Creative> {
  if (!isRetailerLike(auth)) throw new ForbiddenError();
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'returned',
    note,
    items: 'returned',
    check: ({ creative }) => {
      if (creative.state === 'approved')
        throw new ConflictError('creative_review_not_allowed', { state: creative.state });
    },
  });
}
