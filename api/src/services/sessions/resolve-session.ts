import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, sessions, users } from '../../db/schema';
import type { Database } from '../../db/client';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext, type SessionUser } from './auth-context';
import { hashSecret } from './tokens';
import { preparedOnce } from '../../db/prepared-once';

/** Writing last use on every request would cost a write per read; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

const originSessions = alias(sessions, 'origin_sessions');
const originUsers = alias(users, 'origin_users');
const originCompanies = alias(companies, 'origin_companies');

const userColumns = (
  table: typeof users | typeof originUsers,
  company: typeof companies | typeof originCompanies,
) => ({
  id: table.id,
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
  roles: table.roles,
  locale: table.locale,
  active: table.active,
  companyId: table.companyId,
  companyName: company.name,
  companyType: company.type,
});

function toSessionUser(row: SessionUser & { active: boolean }): SessionUser {
  const { active: _active, ...user } = row;
  return user;
}

/**
 * Every authenticated request runs this lookup, so it is prepared once per database: no query
 * building in JavaScript and, on PostgreSQL, no planning per request.
 */
function prepareLookup(db: Database) {
  return db
    .select({
      id: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      maxExpiresAt: sessions.maxExpiresAt,
      originSessionId: sessions.originSessionId,
      user: userColumns(users, companies),
      origin: {
        id: originSessions.id,
        expiresAt: originSessions.expiresAt,
        maxExpiresAt: originSessions.maxExpiresAt,
      },
      originUser: userColumns(originUsers, originCompanies),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(originSessions, eq(originSessions.id, sessions.originSessionId))
    .leftJoin(originUsers, eq(originUsers.id, originSessions.userId))
    .leftJoin(originCompanies, eq(originCompanies.id, originUsers.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_session');
}

/** Finds the live session behind a token (cookie or Bearer), or null. Expired or orphaned sessions are dropped. */
export async function resolveSession(ctx: AppContext, token: string): Promise<AuthContext | null> {
  const tokenHash = hashSecret(token);
  const lookup = preparedOnce(ctx.db, 'resolve_session', () => prepareLookup(ctx.db));
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;

  const now = ctx.clock.now();
  const live = (s: { expiresAt: Date; maxExpiresAt: Date }) => s.expiresAt > now && s.maxExpiresAt > now;
  const impersonating = row.originSessionId !== null;
  // Left-joined columns come back nullable one by one; the id tells whether the row exists.
  const originUser =
    row.originUser?.id != null ? (row.originUser as SessionUser & { active: boolean }) : null;
  const originValid =
    !impersonating ||
    (row.origin !== null &&
      live(row.origin) &&
      originUser !== null &&
      originUser.active &&
      isRetailer(originUser));
  if (!live(row) || row.user.active !== true || !originValid) {
    await ctx.db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }

  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const ids = impersonating && row.origin ? [row.id, row.origin.id] : [row.id];
    const idleUntil = new Date(now.getTime() + ctx.config.sessionIdleMinutes * 60_000);
    await ctx.db
      .update(sessions)
      .set({
        lastUsedAt: now,
        expiresAt: sql`least(${idleUntil.toISOString()}::timestamptz, ${sessions.maxExpiresAt})`,
      })
      .where(and(inArray(sessions.id, ids)));
  }

  return {
    sessionId: row.id,
    token,
    user: toSessionUser(row.user as SessionUser & { active: boolean }),
    impersonator:
      impersonating && row.origin && originUser
        ? { sessionId: row.origin.id, user: toSessionUser(originUser) }
        : null,
  };
}
