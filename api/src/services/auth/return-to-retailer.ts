import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { type AuthContext, hashSecret, newSecret } from '../sessions';
import { toUserInfo, type IssuedSession } from './user-info';

/**
 * Ends the impersonated session and hands back the retailer's session. Its token is rotated: the old
 * one was never kept in clear text, and the browser replaced it with the impersonated one anyway.
 */
export async function returnToRetailer(ctx: AppContext, auth: AuthContext): Promise<IssuedSession> {
  const origin = auth.impersonator;
  if (!origin) throw new BadRequestError('not_impersonating');
  const token = newSecret();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, auth.sessionId));
    await tx
      .update(sessions)
      .set({ tokenHash: hashSecret(token), lastUsedAt: ctx.clock.now() })
      .where(eq(sessions.id, origin.sessionId));
    await recordAudit(tx, auth, {
      action: 'auth.return-to-retailer',
      entityType: 'user',
      entityId: auth.user.id,
    });
  });
  return {
    token,
    user: toUserInfo({ sessionId: origin.sessionId, token, user: origin.user, impersonator: null }),
  };
}
