import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { readJournal } from '../src/db/migration-files';
import {
  databaseUrl,
  dropDatabase,
  MIGRATIONS_FOLDER,
  serverUrl,
  uniqueName,
  withAdminClient,
} from './database';

/**
 * The migrations start with a baseline (drizzle/0000_baseline/, one file per concern, run as one
 * migration) recorded with the timestamp of the last migration it replaces. A new database gets it;
 * one migrated by the archived chain it replaces (test/fixtures/migrations-0000-0008, what releases
 * up to the squash applied) has the same schema, skips it and continues with later migrations; one
 * from before that is refused rather than half-migrated. PGlite in memory, or TEST_DATABASE_URL.
 */
const ARCHIVED_CHAIN = path.join(__dirname, 'fixtures', 'migrations-0000-0008');

const handles: DatabaseHandle[] = [];
const databases: string[] = [];

async function openEmpty(): Promise<DatabaseHandle> {
  const server = serverUrl();
  let handle: DatabaseHandle;
  if (server) {
    const name = uniqueName('migrations');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    databases.push(name);
    handle = await openDatabase({ databaseUrl: databaseUrl(server, name), poolSize: 2 });
  } else {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
  }
  handles.push(handle);
  return handle;
}

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const name of databases.splice(0)) await dropDatabase(name);
});

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const recorded = (handle: DatabaseHandle) =>
  rowsOf<{ created_at: string }>(
    handle,
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at`,
  ).then((rows) => rows.map((row) => Number(row.created_at)));

const columnsOf = async (handle: DatabaseHandle, table: string) =>
  (
    await rowsOf<{ column_name: string }>(
      handle,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    )
  ).map((row) => row.column_name);

/** What the app relies on of a schema, read from the catalog; objects of extensions left out. */
async function catalogOf(handle: DatabaseHandle) {
  const notFromExtension = (oid: ReturnType<typeof sql>) =>
    sql`not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
  return {
    extensions: await rowsOf(handle, sql`select extname from pg_extension order by 1`),
    tables: await rowsOf(
      handle,
      sql`select table_name, table_type from information_schema.tables where table_schema = 'public' order by 1`,
    ),
    // In column order; ordinal_position itself differs where the chain dropped columns.
    columns: await rowsOf(
      handle,
      sql`select table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision,
            numeric_scale, column_default, is_nullable, is_identity, identity_generation, is_generated,
            generation_expression, collation_name
          from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
    indexes: await rowsOf(
      handle,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 2`,
    ),
    constraints: await rowsOf(
      handle,
      sql`select conrelid::regclass::text as relation, conname, contype, condeferrable, condeferred,
            pg_get_constraintdef(c.oid) as definition
          from pg_constraint c where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    functions: await rowsOf(
      handle,
      sql`select proname, pg_get_function_identity_arguments(p.oid) as arguments, pg_get_functiondef(p.oid) as definition
          from pg_proc p where pronamespace = 'public'::regnamespace and ${notFromExtension(sql`p.oid`)}
          order by 1, 2`,
    ),
    triggers: await rowsOf(
      handle,
      sql`select tgrelid::regclass::text as relation, tgname, pg_get_triggerdef(t.oid) as definition
          from pg_trigger t where not tgisinternal order by 1, 2`,
    ),
    sequences: await rowsOf(
      handle,
      sql`select sequence_name, data_type, start_value, increment, cycle_option
          from information_schema.sequences where sequence_schema = 'public' order by 1`,
    ),
    // Rows the migrations write, which the app expects every database to have.
    referenceRows: [
      await rowsOf(handle, sql`select * from campaign_states order by id`),
      await rowsOf(handle, sql`select * from campaign_item_states order by id`),
      await rowsOf(handle, sql`select * from list_versions order by slot`),
    ],
  };
}

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** A copy of the migrations folder with its journal changed by `edit`, in a temporary folder. */
async function withJournal<T>(
  edit: (journal: Journal) => Journal,
  fn: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as Journal;
    await fs.writeFile(journalPath, JSON.stringify(edit(journal)));
    await fs.writeFile(path.join(folder, '9999_later.sql'), 'CREATE TABLE "later_probe" ("id" integer);\n');
    return await fn(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Only the baseline: what the archived chain must equal, whatever migrations follow it later. */
const baselineOnly = (journal: Journal): Journal => ({ ...journal, entries: journal.entries.slice(0, 1) });

/** One more migration after the newest. */
const oneLater = (journal: Journal): Journal => {
  const newest = journal.entries.at(-1)!;
  return {
    ...journal,
    entries: [
      ...journal.entries,
      { ...newest, idx: newest.idx + 1, tag: '9999_later', when: newest.when + 1000 },
    ],
  };
};

it('gives a new database the baseline as one migration, to the current schema', async () => {
  const handle = await openEmpty();
  await migrate(handle, MIGRATIONS_FOLDER);
  const entries = await readJournal(MIGRATIONS_FOLDER);
  expect(entries[0]!.tag).toBe('0000_baseline');
  expect(await recorded(handle)).toEqual(entries.map((entry) => entry.when));
  expect(await columnsOf(handle, 'campaign_states')).toEqual(['id', 'identifier']);
  // Again: nothing left to apply.
  await migrate(handle, MIGRATIONS_FOLDER);
  expect(await recorded(handle)).toHaveLength(entries.length);
}, 120_000);

it('lets a database migrated by the archived chain skip the baseline, keep its data and go on', async () => {
  const [fresh, old] = [await openEmpty(), await openEmpty()];
  await withJournal(baselineOnly, (folder) => migrate(fresh, folder));
  await migrate(old, ARCHIVED_CHAIN);
  const chain = await readJournal(ARCHIVED_CHAIN);
  const entries = await readJournal(MIGRATIONS_FOLDER);
  // The baseline stands for the whole chain: its timestamp is the chain's last.
  expect(entries[0]!.when).toBe(chain.at(-1)!.when);
  const catalog = await catalogOf(fresh);
  expect(catalog.functions.length).toBeGreaterThan(20);
  expect(catalog.triggers.length).toBeGreaterThan(30);
  expect(await catalogOf(old)).toEqual(catalog);

  await old.db.execute(sql`insert into job_runs (name, last_run_at, run_count) values ('probe', now(), 7)`);
  await migrate(old, MIGRATIONS_FOLDER);
  const later = entries.slice(1).map((entry) => entry.when);
  expect(await recorded(old)).toEqual([...chain.map((entry) => entry.when), ...later]);

  await withJournal(oneLater, async (folder) => {
    await migrate(old, folder);
    await migrate(fresh, folder);
  });
  expect(await columnsOf(old, 'later_probe')).toEqual(['id']);
  expect(await columnsOf(fresh, 'later_probe')).toEqual(['id']);
  expect(await recorded(old)).toHaveLength(chain.length + later.length + 1);
  expect(await recorded(fresh)).toHaveLength(entries.length + 1);
  expect(await rowsOf(old, sql`select name, run_count::int as runs from job_runs`)).toEqual([
    { name: 'probe', runs: 7 },
  ]);
}, 240_000);

it('refuses a database migrated by a release older than the baseline, and changes nothing', async () => {
  const handle = await openEmpty();
  const [baseline] = await readJournal(MIGRATIONS_FOLDER);
  await handle.db.execute(sql`create schema drizzle`);
  await handle.db.execute(
    sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  // Newest record older than the baseline: the archived chain half applied, or a database from
  // before the earlier squash.
  await handle.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('older', ${baseline!.when - 1})`,
  );
  await handle.db.execute(sql`create table campaigns (id integer primary key)`);
  await expect(migrate(handle, MIGRATIONS_FOLDER)).rejects.toThrow(/older release/);
  expect(await columnsOf(handle, 'campaigns')).toEqual(['id']);
}, 60_000);
