import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS_FOLDER } from './database';

/**
 * The migrations start with a baseline (the earlier ones squashed, with the last one's timestamp):
 * a new database gets all of them, one that had applied the last squashed migration only the newer
 * ones, and one from before that is refused rather than half-migrated. Embedded databases, in memory.
 */
interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

const journal = async (folder: string): Promise<Journal> =>
  JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const columnsOf = async (handle: DatabaseHandle, table: string) =>
  (
    await rowsOf<{ column_name: string }>(
      handle,
      sql`select column_name from information_schema.columns where table_name = ${table} order by column_name`,
    )
  ).map((row) => row.column_name);

let handle: DatabaseHandle;
afterEach(async () => handle?.close());

it('gives a new database the baseline and every migration after it', async () => {
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await migrate(handle, MIGRATIONS_FOLDER);
  const { entries } = await journal(MIGRATIONS_FOLDER);
  const applied = await rowsOf<{ created_at: string }>(
    handle,
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at`,
  );
  expect(applied.map((row) => Number(row.created_at))).toEqual(entries.map((entry) => entry.when));
  expect(await columnsOf(handle, 'campaign_states')).toEqual(['id', 'identifier']);
  // Again: nothing left to apply.
  await migrate(handle, MIGRATIONS_FOLDER);
}, 120_000);

it('gives a database that had applied the last squashed migration only the newer ones', async () => {
  // A database as the release before the squash left it: the baseline's text is that history, and
  // its record carries the last squashed migration's timestamp.
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    await fs.cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const full = await journal(MIGRATIONS_FOLDER);
    await fs.writeFile(
      path.join(before, 'meta', '_journal.json'),
      JSON.stringify({ ...full, entries: full.entries.slice(0, 1) }),
    );
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await migrate(handle, before);
    expect(await columnsOf(handle, 'campaign_states')).toContain('can_edit');
    await migrate(handle, MIGRATIONS_FOLDER);
    expect(await columnsOf(handle, 'campaign_states')).toEqual(['id', 'identifier']);
    const [recorded] = await rowsOf<{ count: number }>(
      handle,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(recorded!.count).toBe(full.entries.length);
  } finally {
    await fs.rm(before, { recursive: true, force: true });
  }
}, 120_000);

it('refuses a database migrated by a release older than the baseline, and changes nothing', async () => {
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  const [baseline] = (await journal(MIGRATIONS_FOLDER)).entries;
  await handle.db.execute(sql`create schema drizzle`);
  await handle.db.execute(
    sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  await handle.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('older', ${baseline!.when - 1})`,
  );
  await handle.db.execute(sql`create table campaigns (id integer primary key)`);
  await expect(migrate(handle, MIGRATIONS_FOLDER)).rejects.toThrow(/older release/);
  expect(await columnsOf(handle, 'campaigns')).toEqual(['id']);
}, 60_000);
