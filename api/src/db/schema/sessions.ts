import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Opaque session tokens; only their SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on an impersonated session: the retailer's session it was opened from. */
    originSessionId: uuid('origin_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding idle expiry, moved forward as the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Hard limit regardless of use. */
    maxExpiresAt: timestamp('max_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_origin_idx').on(table.originSessionId),
  ],
);

export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's secret. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * 'recovery' (forgotten password) or 'invitation' (a new user sets their first password: the
     * same one-time link, valid 72 hours; services/users/invite-user.ts).
     */
    purpose: text('purpose', { enum: ['recovery', 'invitation'] })
      .notNull()
      .default('recovery'),
  },
  (table) => [index('password_recoveries_user_idx').on(table.userId)],
);

/**
 * The addresses a user has signed in from. The login limits across accounts and across addresses
 * (services/auth/login-limits.ts) never refuse a user at an address they have signed in from before,
 * so an attacker guessing from elsewhere, or behind the same proxy, cannot lock the real user out.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ip] })],
);
