import { returnCreativeRefusal, type Creative } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/reject {note}: retailer staff (or an impersonator) return a creative that is not
 * approved (returnCreativeRefusal), with the note as its reason (spec 001 §5: a non-empty note rejects). Its waiting items are
 * returned with it; the buyer sees the reason while it is returned.
 */
export function rejectCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  note: string,
  language: MessageLanguage,
): Promise<Creative> {
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'returned',
    note,
    items: 'returned',
    rule: ({ creative }, viewer) => returnCreativeRefusal(creative.state, viewer),
  });
}
