import { inArray } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';

/** Ends the session; logging out while impersonating ends the retailer's session too: the person leaves. */
export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  const ids = auth.impersonator ? [auth.sessionId, auth.impersonator.sessionId] : [auth.sessionId];
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sessions).where(inArray(sessions.id, ids));
    await recordAudit(tx, auth, { action: 'auth.logout', entityType: 'user', entityId: auth.user.id });
  });
}
