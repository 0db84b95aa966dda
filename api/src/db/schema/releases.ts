import type { ReleaseProvisions, ReleaseRequirements } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A released build of the shell or a remote (docs/releasing.md): immutable once stored. Its files are
 * in the file storage (release_version_files) or, for a version hosted elsewhere, at `origin_url`.
 */
export const releaseVersions = pgTable(
  'release_versions',
  {
    id: serial('id').primaryKey(),
    /** 'shell' or a remote's name. */
    target: text('target').notNull(),
    /** `<packageVersion>-<first 8 hex of contentHash>`. */
    version: text('version').notNull(),
    packageVersion: text('package_version').notNull(),
    /** SHA-256 over the build's files (their paths and contents), portal-release.json left out. */
    contentHash: text('content_hash').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }),
    gitCommit: text('git_commit'),
    requires: jsonb('requires').$type<ReleaseRequirements>().notNull(),
    /** What a shell provides its remotes; null for remotes. */
    provides: jsonb('provides').$type<ReleaseProvisions>(),
    /** Base URL on another origin (REMOTE_ORIGINS) where the build is hosted; null: stored here. */
    originUrl: text('origin_url'),
    fileCount: integer('file_count').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who released it when no person did: 'deploy token mf-users', 'workspace build'. */
    uploadedBy: text('uploaded_by').notNull(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    promotedBy: text('promoted_by'),
  },
  (table) => [
    uniqueIndex('release_versions_target_version_unique').on(table.target, table.version),
    index('release_versions_target_uploaded_idx').on(table.target, table.uploadedAt),
  ],
);

/** The files of a stored version, by their path in the build; their bytes are in the file storage. */
export const releaseVersionFiles = pgTable(
  'release_version_files',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => releaseVersions.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.path] })],
);

/**
 * What each target runs: the live version, the one a rollback goes back to, and a staged one for a
 * share of users. `revision` grows with every change: promote and rollback are compare-and-set on it.
 */
export const releaseTargets = pgTable(
  'release_targets',
  {
    target: text('target').primaryKey(),
    liveVersionId: integer('live_version_id').references(() => releaseVersions.id),
    previousVersionId: integer('previous_version_id').references(() => releaseVersions.id),
    canaryVersionId: integer('canary_version_id').references(() => releaseVersions.id),
    canaryPercent: integer('canary_percent'),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'release_targets_canary_check',
      sql`(${table.canaryVersionId} is null) = (${table.canaryPercent} is null) and coalesce(${table.canaryPercent}, 1) between 1 and 99`,
    ),
  ],
);

/** A version one session tries before anyone else (administrators; docs/releasing.md "Preview"). */
export const sessionReleasePreviews = pgTable(
  'session_release_previews',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => releaseVersions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.target] }),
    index('session_release_previews_version_idx').on(table.versionId),
  ],
);
