import type { UserDetail } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { loadUserDetail } from './user-detail';
import { administeredUserId } from './user-scope';

/** GET /users/{id}: a user the caller administers (else 404), catalogue texts in the caller's language. */
export async function getUser(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  language: MessageLanguage = 'cs',
): Promise<UserDetail> {
  const id = await administeredUserId(ctx.db, auth, userId);
  return loadUserDetail(ctx.db, id, ctx.clock.now(), language);
}
