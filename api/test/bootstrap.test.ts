import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import {
  databaseUrl,
  dropDatabase,
  MIGRATIONS_FOLDER,
  serverUrl,
  uniqueName,
  withAdminClient,
} from './database';

const quiet = { info: () => undefined };

async function userCount(handle: Awaited<ReturnType<typeof prepareDatabase>>): Promise<number> {
  const result = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
}

describe('start-up', () => {
  it('creates, migrates and seeds an embedded database on first start, and only then', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await prepareDatabase(config, MIGRATIONS_FOLDER, quiet);
    const seeded = await userCount(first);
    expect(seeded).toBeGreaterThanOrEqual(6);
    await first.db.execute(sql`delete from users where email = 'marketing@portal.test'`);
    await first.close();

    const second = await prepareDatabase(config, MIGRATIONS_FOLDER, quiet);
    expect(await userCount(second)).toBe(seeded - 1);
    await second.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const onServer = serverUrl() ? it : it.skip;
  onServer('migrates a PostgreSQL database without demo data unless asked', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const url = databaseUrl(serverUrl()!, name);
      const plain = await prepareDatabase(loadConfig({ DATABASE_URL: url }), MIGRATIONS_FOLDER, quiet);
      expect(await userCount(plain)).toBe(0);
      await plain.close();
      const seeded = await prepareDatabase(
        loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'always' }),
        MIGRATIONS_FOLDER,
        quiet,
      );
      expect(await userCount(seeded)).toBeGreaterThanOrEqual(6);
      await seeded.close();
    } finally {
      await dropDatabase(name);
    }
  });

  onServer('lets several instances start at once (migrations under an advisory lock)', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const config = loadConfig({ DATABASE_URL: databaseUrl(serverUrl()!, name), SEED_DEMO_DATA: 'always' });
      const handles = await Promise.all(
        [1, 2, 3].map(() => prepareDatabase(config, MIGRATIONS_FOLDER, quiet)),
      );
      expect(await userCount(handles[0]!)).toBeGreaterThanOrEqual(6);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropDatabase(name);
    }
  });
});
