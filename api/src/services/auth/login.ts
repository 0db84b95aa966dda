import type { SessionResponse } from '@portal/shared-contracts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { createSession } from '../sessions/create-session';
import { findUserByEmail, sessionUserOf } from '../sessions/load-session-user';
import { verifyAgainstDummy, verifyPassword } from '../sessions/passwords';
import { blockedFor, clearHits, countHit } from '../sessions/rate-limit';
import { toUserInfo } from './user-info';

export interface LoginInput {
  login: string;
  password: string;
  ip: string;
  userAgent?: string;
}

/**
 * Signs a user in. Failed attempts are counted per address and login, so guessing is slowed down
 * while a person who types their password right is never locked out by someone else's attempts.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<SessionResponse> {
  const limit = {
    max: ctx.config.loginRateLimit.max,
    windowMs: ctx.config.loginRateLimit.windowMinutes * 60_000,
  };
  const key = `login:${input.ip}:${input.login.trim().toLowerCase()}`;
  const wait = await blockedFor(ctx, key, limit);
  if (wait > 0)
    throw new TooManyRequestsError('too_many_login_attempts', { count: Math.ceil(wait / 60) }, wait);

  const user = await findUserByEmail(ctx.db, input.login);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await countHit(ctx, key, limit);
    throw new UnauthorizedError('invalid_credentials');
  }
  if (!user.active) throw new ForbiddenError('user_deactivated', {}, { deactivated: true });

  await clearHits(ctx, key);
  const sessionUser = sessionUserOf(user);
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(ctx, tx, {
      userId: user.id,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await recordAudit(
      tx,
      { user: sessionUser, impersonator: null },
      { action: 'auth.login', entityType: 'user', entityId: user.id },
    );
    return created;
  });
  return {
    token: session.token,
    user: toUserInfo({ sessionId: session.id, token: session.token, user: sessionUser, impersonator: null }),
  };
}
