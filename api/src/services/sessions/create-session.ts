import { sessions } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AppContext } from '../context';
import { hashSecret, newSecret } from './tokens';

export interface NewSession {
  userId: number;
  originSessionId?: string | null;
  ip?: string;
  userAgent?: string;
}

/** Opens a session and returns its token; the token itself is never stored. */
export async function createSession(
  ctx: AppContext,
  tx: Executor,
  input: NewSession,
): Promise<{ id: string; token: string }> {
  const token = newSecret();
  const now = ctx.clock.now();
  const maxExpiresAt = new Date(now.getTime() + ctx.config.sessionMaxHours * 3_600_000);
  const idleExpiresAt = new Date(now.getTime() + ctx.config.sessionIdleMinutes * 60_000);
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashSecret(token),
      userId: input.userId,
      originSessionId: input.originSessionId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: idleExpiresAt < maxExpiresAt ? idleExpiresAt : maxExpiresAt,
      maxExpiresAt,
      ip: input.ip?.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 512),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token };
}
