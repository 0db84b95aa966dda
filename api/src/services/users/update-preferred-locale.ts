import type { UiLocale } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { hasRole, type AuthContext } from '../sessions';

/** Users save their own language; administrators may set anyone's. */
export async function updatePreferredLocale(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  locale: UiLocale,
) {
  if (userId !== auth.user.id && !hasRole(auth.user, 'administrator')) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ locale, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new NotFoundError();
    await recordAudit(tx, auth, {
      action: 'user.locale-changed',
      entityType: 'user',
      entityId: userId,
      details: { locale },
    });
    return { locale };
  });
}
