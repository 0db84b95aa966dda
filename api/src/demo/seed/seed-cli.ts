import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateAndSeed } from './migrate-and-seed';

/** `pnpm db:seed`: migrates the configured database and loads the demo data if it has no users yet. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: 'info' });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
    if (await migrateAndSeed(handle, folder, { seed: true })) {
      log.info({ database: handle.kind }, 'demo data loaded (password of every demo account: Portal123!)');
    } else {
      log.info({ database: handle.kind }, 'the database already has users; demo data not loaded');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
