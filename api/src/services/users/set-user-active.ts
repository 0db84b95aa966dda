import type { UserDetail } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { hasRole, type AuthContext } from '../sessions';
import { loadUserDetail } from './user-detail';

/**
 * POST /users/{id}/deactivate and /reactivate (retailer staff). A deactivated user cannot sign in
 * (the spec's deactivated answer) and every session of theirs ends in the same transaction, so their
 * next call answers 401; sessions opened as them by a retailer end too. Their campaigns and everything
 * else stay. Nobody deactivates themselves, and only an administrator deactivates an administrator.
 */
export async function setUserActive(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  active: boolean,
  language: MessageLanguage = 'cs',
): Promise<UserDetail> {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, roles: users.roles, active: users.active })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new NotFoundError('user_not_found');
    if (!active && user.id === auth.user.id) throw new ConflictError('user_deactivate_self');
    if (user.roles.includes('administrator') && !hasRole(auth.user, 'administrator'))
      throw new ForbiddenError('user_administrator_protected');
    const now = ctx.clock.now();
    if (user.active !== active) {
      await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, user.id));
      // Impersonated sessions whose origin is this user's session go with it (cascade).
      if (!active) await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await recordAudit(tx, auth, {
        action: active ? 'user.reactivated' : 'user.deactivated',
        entityType: 'user',
        entityId: user.id,
      });
    }
    return loadUserDetail(tx, user.id, now, language);
  });
}
