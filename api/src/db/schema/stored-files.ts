import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The files of the database file storage (services/files/database-file-storage.ts; FILE_STORAGE):
 * a key names the content written last under it. Several API instances on one database all see
 * every file.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  /** The chunks of the content (stored_file_chunks.content_id). */
  contentId: uuid('content_id').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A file's content in chunks, written before the key names it (so a reader never sees half a file)
 * and deleted with the key or when another content replaces it. Chunks no key names, older than a
 * day, are what a process stopped in the middle of a write left: removed at start.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    contentId: uuid('content_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.seq] })],
);
