import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import {
  CHUNK_BYTES,
  databaseFileStorage,
  sweepAbandonedChunks,
} from '../src/services/files/database-file-storage';
import { directoryFileStorage } from '../src/services/files/directory-file-storage';
import { createFileStorage } from '../src/services/files/file-storage';
import { moveFiles } from '../src/services/files/move-files';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helper';

// The database file storage (FILE_STORAGE=database; issue 36) on the engine the tests run on: PGlite,
// or the PostgreSQL server of TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FILE_STORAGE: 'database' });
});
afterAll(() => t.close());

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const chunkCount = async () =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as "n" from "stored_file_chunks"`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** A stream of `data` in pieces of odd sizes, as a network upload arrives. */
function arriving(data: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += 70_001) pieces.push(data.subarray(at, at + 70_001));
  return Readable.from(pieces);
}

describe('database file storage', () => {
  it('is what FILE_STORAGE names, and the default with DATABASE_URL', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() };
    expect(loadConfig(base).fileStorage).toBe('directory');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/portal' }).fileStorage).toBe('database');
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://db/portal', FILE_STORAGE: 'directory' }).fileStorage,
    ).toBe('directory');
    expect(() => loadConfig({ ...base, FILE_STORAGE: 's3' })).toThrow(
      'FILE_STORAGE must be directory or database',
    );
    // The app of this file stores its uploads there.
    expect(t.config.fileStorage).toBe('database');
    const files = createFileStorage(t.config, t.database.db);
    await files.put('probe/where.txt', Readable.from([Buffer.from('here')]));
    const row = (await t.database.db.execute(
      sql`select "size" from "stored_files" where "key" = 'probe/where.txt'`,
    )) as unknown as { rows: { size: string | number }[] };
    expect(Number(row.rows[0]!.size)).toBe(4);
    await files.delete('probe/where.txt');
  });

  it('stores a file of several chunks and gives it back byte for byte, streamed', async () => {
    const storage = databaseFileStorage(t.database.db);
    const data = randomBytes(CHUNK_BYTES * 2 + 12_345);
    await expect(storage.put('items/1/creative.zip', arriving(data))).resolves.toEqual({ size: data.length });
    const stored = await storage.get('items/1/creative.zip');
    expect(stored!.size).toBe(data.length);
    expect(sha(await buffer(stored!.content))).toBe(sha(data));
    const chunks = (await t.database.db.execute(
      sql`select "seq", octet_length("data") as "bytes" from "stored_file_chunks" "c"
          join "stored_files" "f" using ("content_id") where "f"."key" = 'items/1/creative.zip' order by "seq"`,
    )) as unknown as { rows: { seq: number; bytes: number }[] };
    expect(chunks.rows.map((row) => Number(row.bytes))).toEqual([CHUNK_BYTES, CHUNK_BYTES, 12_345]);
  });

  it('replaces a file and drops the replaced content; deletes it; an empty file is a file', async () => {
    const storage = databaseFileStorage(t.database.db);
    await storage.put('images/2/a.png', Readable.from([Buffer.from('first')]));
    const before = await chunkCount();
    await storage.put('images/2/a.png', Readable.from([Buffer.from('second, longer')]));
    expect((await buffer((await storage.get('images/2/a.png'))!.content)).toString()).toBe('second, longer');
    expect(await chunkCount()).toBe(before);

    await storage.delete('images/2/a.png');
    expect(await storage.get('images/2/a.png')).toBeNull();
    expect(await chunkCount()).toBe(before - 1);
    await storage.delete('images/2/a.png');

    await storage.put('images/2/empty.txt', Readable.from([]));
    const empty = await storage.get('images/2/empty.txt');
    expect(empty!.size).toBe(0);
    expect((await buffer(empty!.content)).length).toBe(0);
    await storage.delete('images/2/empty.txt');
  });

  it('leaves nothing when the content fails half way, and keeps the file it was to replace', async () => {
    const storage = databaseFileStorage(t.database.db);
    await storage.put('items/3/b.zip', Readable.from([Buffer.from('kept')]));
    const before = await chunkCount();
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent++ < 3) this.push(randomBytes(CHUNK_BYTES));
        else this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('items/3/b.zip', failing)).rejects.toThrow('connection lost');
    expect((await buffer((await storage.get('items/3/b.zip'))!.content)).toString()).toBe('kept');
    expect(await chunkCount()).toBe(before);
    await expect(storage.put('items/4/c.zip', failing)).rejects.toThrow();
    expect(await storage.get('items/4/c.zip')).toBeNull();
  });

  it('a reader whose file is replaced meanwhile gets an error, never a shorter file that looks whole', async () => {
    const storage = databaseFileStorage(t.database.db);
    await storage.put('items/5/d.zip', Readable.from([randomBytes(CHUNK_BYTES * 2)]));
    const reading = await storage.get('items/5/d.zip');
    await storage.put('items/5/d.zip', Readable.from([Buffer.from('new')]));
    await expect(buffer(reading!.content)).rejects.toThrow('changed while it was read');
  });

  it.each(['../outside.zip', 'items/../../x', '/absolute', '.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = databaseFileStorage(t.database.db);
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('invalid file storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid file storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid file storage key');
    },
  );

  it('removes at start the chunks of writes that never finished, older than a day, and nothing else', async () => {
    const storage = databaseFileStorage(t.database.db);
    await storage.put('items/6/e.zip', Readable.from([Buffer.from('named')]));
    await t.database.db.execute(sql`
      insert into "stored_file_chunks" ("content_id", "seq", "data", "written_at") values
        ('00000000-0000-4000-8000-000000000001', 0, '\\x00', now() - interval '2 days'),
        ('00000000-0000-4000-8000-000000000002', 0, '\\x00', now() - interval '1 hour')`);
    await t.database.db.execute(sql`
      update "stored_file_chunks" set "written_at" = now() - interval '3 days'
      where "content_id" in (select "content_id" from "stored_files")`);
    expect(await sweepAbandonedChunks(t.database.db)).toBe(1);
    const left = (await t.database.db.execute(
      sql`select count(*)::int as "n" from "stored_file_chunks" where "content_id" = '00000000-0000-4000-8000-000000000002'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(left.rows[0]!.n)).toBe(1);
    expect((await buffer((await storage.get('items/6/e.zip'))!.content)).toString()).toBe('named');
  });
});

describe('moving files between storages', () => {
  it('moves every file from the directory to the database and back, losing nothing', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-move-'));
    try {
      // Only this test's files in the database (the tests above left some).
      await t.database.db.execute(sql`delete from "stored_files"`);
      await t.database.db.execute(sql`delete from "stored_file_chunks"`);
      const directory = directoryFileStorage(root);
      const database = databaseFileStorage(t.database.db);
      const files = new Map([
        ['campaign-items/7/banner.zip', randomBytes(CHUNK_BYTES + 1)],
        ['images/8/photo.png', randomBytes(1000)],
        ['releases/mf-users/1.0.0-abcdef12/remoteEntry.js', Buffer.from('export {}')],
      ]);
      for (const [key, data] of files) await directory.put(key, Readable.from([data]));

      const there = await moveFiles(directory, database);
      expect(there).toEqual({ moved: 3, bytes: CHUNK_BYTES + 1 + 1000 + 9 });
      const keys: string[] = [];
      for await (const key of directory.keys()) keys.push(key);
      expect(keys).toEqual([]);
      for (const [key, data] of files)
        expect(sha(await buffer((await database.get(key))!.content))).toBe(sha(data));

      await moveFiles(database, directory);
      for await (const key of directory.keys()) keys.push(key);
      expect(keys).toEqual([...files.keys()].sort());
      for (const [key, data] of files) {
        expect(sha(await fs.readFile(path.join(root, ...key.split('/'))))).toBe(sha(data));
        expect(await database.get(key)).toBeNull();
      }
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
