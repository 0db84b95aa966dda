import { ForbiddenError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import {
  createSession,
  findUserByEmail,
  sessionUserOf,
  verifyAgainstDummy,
  verifyPassword,
} from '../sessions';
import { checkLoginLimits, countLoginFailure, recordLoginSuccess } from './login-limits';
import { toUserInfo, type IssuedSession } from './user-info';

export interface LoginInput {
  login: string;
  password: string;
  ip: string;
  userAgent?: string;
}

/**
 * Signs a user in. Failed attempts are counted per address and login, per address and per login
 * (login-limits.ts), so guessing is slowed down while a person who types their password right at an
 * address they use is never locked out by someone else's attempts.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<IssuedSession> {
  const attempt = { ip: input.ip, login: input.login };
  let found: Promise<Awaited<ReturnType<typeof findUserByEmail>>> | undefined;
  const findUser = () => (found ??= findUserByEmail(ctx.db, input.login));
  await checkLoginLimits(ctx, attempt, async () => (await findUser())?.id ?? null);

  const user = await findUser();
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await countLoginFailure(ctx, attempt);
    throw new UnauthorizedError('invalid_credentials');
  }
  if (!user.active) throw new ForbiddenError('user_deactivated', {}, { deactivated: true });

  await recordLoginSuccess(ctx, attempt, user.id);
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
