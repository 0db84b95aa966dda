import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { DEMO_TODAY } from '../src/demo/seed/demo-day';
import { migrateAndSeed } from '../src/demo/seed/migrate-and-seed';
import {
  databaseUrl,
  DUMP_ENV,
  MIGRATIONS_FOLDER,
  serverUrl,
  TEMPLATE_ENV,
  uniqueName,
  withAdminClient,
} from './database';

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL template database), which takes a fraction of a migration's time.
 * The demo is seeded for its own day, DEMO_TODAY, which the tests' clocks are set around.
 */
export default async function globalSetup(): Promise<void> {
  const server = serverUrl();
  if (server) {
    const template = uniqueName('portal_test_template');
    await withAdminClient((client) => client.query(`create database "${template}"`));
    const handle = await openDatabase({ databaseUrl: databaseUrl(server, template), poolSize: 2 });
    await migrateAndSeed(handle, MIGRATIONS_FOLDER, { seed: true, today: DEMO_TODAY });
    await handle.close();
    process.env[TEMPLATE_ENV] = template;
    return;
  }
  const handle = await openDatabase({});
  await migrateAndSeed(handle, MIGRATIONS_FOLDER, { seed: true, today: DEMO_TODAY });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `${uniqueName('portal-test')}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env[DUMP_ENV] = file;
}
