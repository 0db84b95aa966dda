import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { editVersionColumns } from './edit-version';
import { users } from './users';

export const settingsVariableGroups = pgTable('settings_variable_groups', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const SETTINGS_VARIABLE_TYPES = ['boolean', 'string', 'number', 'user', 'menu-order'] as const;

export const settingsVariables = pgTable('settings_variables', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => settingsVariableGroups.id, { onDelete: 'cascade' }),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  type: text('type', { enum: SETTINGS_VARIABLE_TYPES }).notNull(),
  /** Stored as text and read by type: 'true'/'false', a number, a user id, or plain text. */
  value: text('value'),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...editVersionColumns(() => users.id),
});

/** Fixed-window counters shared by every API instance (failed logins, recovery e-mails). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * A content page edited by administrators (spec 000 §2 "Other": the help page): title, HTML content
 * and a script that runs after the page is shown, one row per code and language (the page reloads on
 * a change of language). The script is the administrators' own: the portal trusts it as it trusts
 * their settings.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    code: text('code').notNull(),
    language: text('language', { enum: ['cs', 'en', 'pl'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    script: text('script').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.code, table.language] })],
);
