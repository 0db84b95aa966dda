import { and, eq, gt, sql } from 'drizzle-orm';
import { loginAddresses } from '../../db/schema';
import { TooManyRequestsError } from '../../errors';
import type { AppContext } from '../context';
import { blockedFor, clearHits, countHit, type Limit } from '../sessions';

/** An address a user signed in from within this time still counts as theirs. */
const KNOWN_ADDRESS_DAYS = 180;

interface LoginLimits {
  /** Failures of one login from one address: guessing one password. */
  pair: { key: string; limit: Limit };
  /** Failures from one address across logins: password spraying. */
  address: { key: string; limit: Limit };
  /** Failures of one login across addresses: guessing from many machines. */
  account: { key: string; limit: Limit };
}

function limitsOf(ctx: AppContext, ip: string, login: string): LoginLimits {
  const { max, windowMinutes, addressMax, accountMax } = ctx.config.loginRateLimit;
  const windowMs = windowMinutes * 60_000;
  const normalised = login.trim().toLowerCase();
  return {
    pair: { key: `login:${ip}:${normalised}`, limit: { max, windowMs } },
    address: { key: `login-address:${ip}`, limit: { max: addressMax, windowMs } },
    account: { key: `login-account:${normalised}`, limit: { max: accountMax, windowMs } },
  };
}

async function isKnownAddress(ctx: AppContext, userId: number, ip: string): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({ userId: loginAddresses.userId })
    .from(loginAddresses)
    .where(
      and(
        eq(loginAddresses.userId, userId),
        eq(loginAddresses.ip, ip),
        gt(loginAddresses.lastLoginAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const refuse = (seconds: number) =>
  new TooManyRequestsError('too_many_login_attempts', { count: Math.ceil(seconds / 60) }, seconds);

/**
 * Throws 429 when this sign-in may not be tried now. One login from one address is limited always.
 * The limits across logins (per address) and across addresses (per login) refuse only addresses the
 * account has never signed in from: a sprayer behind an office's proxy, or a botnet guessing one
 * account, cannot lock the real user out, and the answer is the same whether the account exists.
 * `userIdOf` is asked only when one of those two limits is reached.
 */
export async function checkLoginLimits(
  ctx: AppContext,
  attempt: { ip: string; login: string },
  userIdOf: () => Promise<number | null>,
): Promise<void> {
  const limits = limitsOf(ctx, attempt.ip, attempt.login);
  const pairWait = await blockedFor(ctx, limits.pair.key, limits.pair.limit);
  if (pairWait > 0) throw refuse(pairWait);
  const wait = Math.max(
    await blockedFor(ctx, limits.address.key, limits.address.limit),
    await blockedFor(ctx, limits.account.key, limits.account.limit),
  );
  if (wait === 0) return;
  const userId = await userIdOf();
  if (userId === null || !(await isKnownAddress(ctx, userId, attempt.ip))) throw refuse(wait);
}

/** Counts a failed sign-in against all three limits. */
export async function countLoginFailure(ctx: AppContext, attempt: { ip: string; login: string }) {
  const limits = limitsOf(ctx, attempt.ip, attempt.login);
  for (const { key, limit } of [limits.pair, limits.address, limits.account]) await countHit(ctx, key, limit);
}

/** A successful sign-in: the pair's failures are forgotten and the address becomes the user's. */
export async function recordLoginSuccess(
  ctx: AppContext,
  attempt: { ip: string; login: string },
  userId: number,
): Promise<void> {
  await clearHits(ctx, limitsOf(ctx, attempt.ip, attempt.login).pair.key);
  const now = ctx.clock.now();
  await ctx.db
    .insert(loginAddresses)
    .values({ userId, ip: attempt.ip, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.ip],
      set: { lastLoginAt: sql`excluded.last_login_at` },
    });
}
