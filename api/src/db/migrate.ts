import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';
import { isDatabaseEmpty, seedDemoData } from './seed';

const STARTUP_LOCK = 727_001;

/**
 * Applies the committed migrations (api/drizzle) and, when asked, loads the demo data into an empty
 * database, all under one advisory lock, so instances starting together neither migrate nor seed twice.
 * The entry point passes the folder, because only it knows where it runs from.
 * Answers whether demo data was loaded.
 */
export async function migrateAndSeed(
  handle: DatabaseHandle,
  migrationsFolder: string,
  options: { seed: boolean },
): Promise<boolean> {
  return handle.withAdvisoryLock(STARTUP_LOCK, async () => {
    if (handle.kind === 'postgres') {
      await migratePg(handle.db as never, { migrationsFolder });
    } else {
      await migratePglite(handle.db as never, { migrationsFolder });
    }
    if (!options.seed || !(await isDatabaseEmpty(handle.db))) return false;
    await seedDemoData(handle.db);
    return true;
  });
}
