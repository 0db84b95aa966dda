import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import {
  type AuthContext,
  createSession,
  findUserById,
  hasRole,
  isRetailer,
  sessionUserOf,
} from '../sessions';
import { toUserInfo, type IssuedSession } from './user-info';

/**
 * A retailer opens a session as a buyer. The retailer's own session stays alive as its origin and is
 * restored by return-to-retailer.
 */
export async function loginAsUser(
  ctx: AppContext,
  auth: AuthContext,
  targetId: number,
  meta: { ip: string; userAgent?: string },
): Promise<IssuedSession> {
  if (auth.impersonator || !isRetailer(auth.user)) throw new ForbiddenError();
  const target = await findUserById(ctx.db, targetId);
  if (!target) throw new NotFoundError();
  if (isRetailer(target) || !hasRole(target, 'vendor', 'agency'))
    throw new ForbiddenError('login_as_not_buyer');
  if (!target.active || !target.storefrontActive) throw new ConflictError('login_as_not_active');

  const targetUser = sessionUserOf(target);
  const session = await ctx.db.transaction(async (tx) => {
    // One impersonation at a time per retailer session: a second login-as replaces the first.
    await tx.delete(sessions).where(eq(sessions.originSessionId, auth.sessionId));
    const created = await createSession(ctx, tx, {
      userId: target.id,
      originSessionId: auth.sessionId,
      ...meta,
    });
    await recordAudit(
      tx,
      { user: targetUser, impersonator: { sessionId: auth.sessionId, user: auth.user } },
      { action: 'auth.login-as-user', entityType: 'user', entityId: target.id },
    );
    return created;
  });
  return {
    token: session.token,
    user: toUserInfo({
      sessionId: session.id,
      token: session.token,
      user: targetUser,
      impersonator: { sessionId: auth.sessionId, user: auth.user },
    }),
  };
}
