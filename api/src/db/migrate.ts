import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, DatabaseHandle } from './client';

const STARTUP_LOCK = 727_001;

/**
 * Applies the committed migrations (api/drizzle), then runs `next` under the same advisory lock: work
 * that must happen once per database, such as loading the demo data (demo/seed/migrate-and-seed.ts),
 * so instances starting together neither migrate nor do it twice. The entry point passes the folder,
 * because only it knows where it runs from. Answers what `next` answered.
 */
export async function migrateThen<T>(
  handle: DatabaseHandle,
  migrationsFolder: string,
  next: (db: Database) => Promise<T>,
): Promise<T> {
  return handle.withAdvisoryLock(STARTUP_LOCK, async () => {
    if (handle.kind === 'postgres') {
      await migratePg(handle.db as never, { migrationsFolder });
    } else {
      await migratePglite(handle.db as never, { migrationsFolder });
    }
    return next(handle.db);
  });
}

/** Applies the committed migrations under the start-up lock (see migrateThen). */
export const migrate = (handle: DatabaseHandle, migrationsFolder: string): Promise<void> =>
  migrateThen(handle, migrationsFolder, async () => {});
