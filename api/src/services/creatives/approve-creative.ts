import { approveCreativeRefusal, type Creative } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { transitionCreative } from './creative-transition';

/**
 * POST /creatives/{id}/approve: retailer staff (or an impersonator) approve a filled creative that is
 * not approved yet (approveCreativeRefusal; spec 001 §5: an empty note approves). Its items become prepared, or online once
 * their period has begun; the reject reason goes.
 */
export function approveCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<Creative> {
  return transitionCreative(ctx, auth, creativeId, language, {
    to: 'approved',
    items: 'approved',
    rule: ({ creative, filled }, viewer) => approveCreativeRefusal(creative.state, filled, viewer),
  });
}
