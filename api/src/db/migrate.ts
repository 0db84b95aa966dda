import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations (api/drizzle). The entry point passes the folder, because only it
 * knows where it runs from (src/ under tsx, dist/ when built, test/ under jest).
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (handle.kind === 'postgres') {
      await migratePg(handle.db as never, { migrationsFolder });
    } else {
      await migratePglite(handle.db as never, { migrationsFolder });
    }
  });
}
