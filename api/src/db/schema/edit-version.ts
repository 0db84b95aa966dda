import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns of an administered record that detect concurrent edits: the edit form reads `version`
 * and sends it back with its save; a save of an older version is refused (409, naming
 * `updated_by_user_id` and `updated_at`), every accepted save raises it (docs/architecture.md,
 * "Concurrent edits").
 */
export const editVersionColumns = (userId: () => AnyPgColumn) => ({
  version: integer('version').notNull().default(1),
  updatedByUserId: integer('updated_by_user_id').references(userId, { onDelete: 'set null' }),
});
