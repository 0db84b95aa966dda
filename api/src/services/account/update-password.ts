import { eq } from 'drizzle-orm';
import { passwordRecoveries, sessions, users } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { hashPassword } from '../sessions';
import { findValidRecovery } from './find-password-recovery';

/** Sets a new password through a recovery link, uses the link up and signs the user out everywhere. */
export async function updatePassword(
  ctx: AppContext,
  input: { username: string; password: string; hash: string },
): Promise<{ username: string }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const recovery = await findValidRecovery(tx, input.hash, now, true);
    if (recovery.email.toLowerCase() !== input.username.trim().toLowerCase()) {
      throw new BadRequestError('recovery_user_mismatch', { email: input.username });
    }
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, recovery.userId));
    await tx.update(passwordRecoveries).set({ usedAt: now }).where(eq(passwordRecoveries.id, recovery.id));
    await tx.delete(sessions).where(eq(sessions.userId, recovery.userId));
    await recordAudit(
      tx,
      { userId: recovery.userId },
      { action: 'account.password-updated', entityType: 'user', entityId: recovery.userId },
    );
    return { username: recovery.email };
  });
}
