import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PLANNER_SETTINGS } from './planner-hints';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) behind one type: the services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction; services take this so they can join a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` with a session-wide advisory lock held, so several API instances don't collide. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  pgliteDataDir?: string;
  /** A dump (from PGlite's dumpDataDir) to start the embedded database from; the tests use it. */
  pgliteLoadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' '),
    });
    // node-postgres emits errors of idle clients here; without a listener they would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, {
    // Extensions the baseline creates (drizzle/0000_baseline/01-extensions-and-helpers.sql) must be
    // loaded into the engine.
    extensions: { pg_trgm, btree_gist },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await client.exec(PLANNER_SETTINGS.map(([name, value]) => `set ${name} = ${value};`).join(' '));
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in this process: there is nobody to collide with.
    withAdvisoryLock: (_key, fn) => fn(),
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
