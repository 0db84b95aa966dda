import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from './file-storage';
import { checkFileKey } from './file-key';

/** Bytes per row of stored_file_chunks: big enough for few round trips, small enough to stream. */
export const CHUNK_BYTES = 256 * 1024;

/** The rows of an answer of `execute`, which both drivers give as `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Cuts a stream into chunks of exactly `size` bytes (the last one shorter), holding one at a time. */
async function* chunksOf(content: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    let rest: Buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Files in PostgreSQL (FILE_STORAGE=database, the default with DATABASE_URL), so every API instance
 * on the database serves every file. A write streams its content into chunks under a new content id,
 * one statement per chunk (no transaction held open while a client uploads), and only then points
 * the key at it in one short transaction that drops the content it replaces: a reader sees the old
 * file or the new one, never half of one, and a failed write leaves nothing under the key. A read
 * fetches one chunk at a time as the response drains.
 */
export function databaseFileStorage(db: Database): FileStorage {
  async function dropContent(contentId: string): Promise<void> {
    await db.execute(sql`delete from "stored_file_chunks" where "content_id" = ${contentId}`);
  }

  return {
    async put(key, content) {
      checkFileKey(key);
      const contentId = randomUUID();
      let size = 0;
      let seq = 0;
      try {
        for await (const chunk of chunksOf(content, CHUNK_BYTES)) {
          await db.execute(
            sql`insert into "stored_file_chunks" ("content_id", "seq", "data") values (${contentId}, ${seq}, ${chunk})`,
          );
          seq += 1;
          size += chunk.length;
        }
        const replaced = await db.transaction(async (tx) => {
          const [before] = rowsOf<{ content_id: string }>(
            await tx.execute(sql`select "content_id" from "stored_files" where "key" = ${key} for update`),
          );
          await tx.execute(sql`
            insert into "stored_files" ("key", "content_id", "size") values (${key}, ${contentId}, ${size})
            on conflict ("key") do update set "content_id" = excluded."content_id", "size" = excluded."size",
              "stored_at" = now()`);
          return before?.content_id ?? null;
        });
        if (replaced) await dropContent(replaced);
        return { size };
      } catch (error) {
        await dropContent(contentId).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      checkFileKey(key);
      const [file] = rowsOf<{ content_id: string; size: string | number }>(
        await db.execute(sql`select "content_id", "size" from "stored_files" where "key" = ${key}`),
      );
      if (!file) return null;
      const size = Number(file.size);
      const contentId = file.content_id;
      async function* chunks(): AsyncGenerator<Buffer> {
        let read = 0;
        for (let seq = 0; read < size; seq += 1) {
          const [row] = rowsOf<{ data: Uint8Array }>(
            await db.execute(
              sql`select "data" from "stored_file_chunks" where "content_id" = ${contentId} and "seq" = ${seq}`,
            ),
          );
          // Replaced or deleted while it was read: the answer must not end early as if complete.
          if (!row) throw new Error(`file ${key} changed while it was read`);
          read += row.data.byteLength;
          yield asBuffer(row.data);
        }
      }
      return { content: Readable.from(chunks(), { objectMode: false }), size };
    },

    async delete(key) {
      checkFileKey(key);
      const [gone] = rowsOf<{ content_id: string }>(
        await db.execute(sql`delete from "stored_files" where "key" = ${key} returning "content_id"`),
      );
      if (gone) await dropContent(gone.content_id);
    },

    async *keys() {
      let after = '';
      for (;;) {
        const page = rowsOf<{ key: string }>(
          await db.execute(
            sql`select "key" from "stored_files" where "key" collate "C" > ${after} order by "key" collate "C" limit 500`,
          ),
        );
        for (const { key } of page) yield key;
        if (page.length < 500) return;
        after = page[page.length - 1]!.key;
      }
    },
  };
}

/**
 * Removes chunks that no key names and that were written more than a day ago: the remains of writes
 * a stopped process never finished. Run at start; a write in progress is younger than that.
 */
export async function sweepAbandonedChunks(db: Database): Promise<number> {
  const result = await db.execute(sql`
    delete from "stored_file_chunks" "c"
    where "c"."written_at" < now() - interval '1 day'
      and not exists (select 1 from "stored_files" "f" where "f"."content_id" = "c"."content_id")`);
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0;
}
