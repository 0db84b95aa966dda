import { eq } from 'drizzle-orm';
import { passwordRecoveries, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { ForbiddenError, GoneError, NotFoundError } from '../../errors';
import { hashSecret } from '../sessions';

/** The recovery behind a link, refused as the spec's error catalogue says: 404 unknown, 410 expired or used. */
export async function findValidRecovery(db: Executor, secret: string, now: Date, forUpdate = false) {
  const query = db
    .select({
      id: passwordRecoveries.id,
      userId: passwordRecoveries.userId,
      validTo: passwordRecoveries.validTo,
      usedAt: passwordRecoveries.usedAt,
      email: users.email,
      active: users.active,
    })
    .from(passwordRecoveries)
    .innerJoin(users, eq(users.id, passwordRecoveries.userId))
    .where(eq(passwordRecoveries.tokenHash, hashSecret(secret)))
    .limit(1);
  const [recovery] = forUpdate ? await query.for('update', { of: passwordRecoveries }) : await query;
  if (!recovery) throw new NotFoundError('recovery_not_found');
  if (recovery.usedAt || recovery.validTo <= now) throw new GoneError('recovery_expired');
  if (!recovery.active) throw new ForbiddenError('user_deactivated', {}, { deactivated: true });
  return recovery;
}
