import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateAndSeed } from './demo/seed/migrate-and-seed';

/** Opens the configured database, migrates it and loads the demo data when the configuration asks for it. */
export async function prepareDatabase(
  config: Config,
  migrationsFolder: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: config.databasePoolSize,
  });
  log.info({ database: handle.kind }, 'database opened, migrating');
  const seed =
    config.seedDemoData === 'always' || (config.seedDemoData === 'auto' && handle.kind === 'pglite');
  if (await migrateAndSeed(handle, migrationsFolder, { seed })) {
    log.info('empty database: demo data loaded (password of every demo account: Portal123!)');
  }
  return handle;
}
