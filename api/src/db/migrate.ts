import { sql } from 'drizzle-orm';
import type { MigrationConfig, MigrationMeta } from 'drizzle-orm/migrator';
import type { Database, DatabaseHandle } from './client';
import { readJournal, readMigrations } from './migration-files';

const STARTUP_LOCK = 727_001;

/** The part of drizzle's database object its own migrators use (drizzle-orm/pg-core). */
interface Migrating {
  dialect: { migrate(migrations: MigrationMeta[], session: unknown, config: MigrationConfig): Promise<void> };
  session: unknown;
}

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
    await refuseHistoryBeforeBaseline(handle.db, migrationsFolder);
    // drizzle's pg and PGlite migrators both do exactly this, but read only `<tag>.sql` files; the
    // baseline is a folder (migration-files.ts).
    const { dialect, session } = handle.db as unknown as Migrating;
    await dialect.migrate(await readMigrations(migrationsFolder), session, { migrationsFolder });
    return next(handle.db);
  });
}

/** Applies the committed migrations under the start-up lock (see migrateThen). */
export const migrate = (handle: DatabaseHandle, migrationsFolder: string): Promise<void> =>
  migrateThen(handle, migrationsFolder, async () => {});

/**
 * The first migration is a baseline: the schema as the earlier migrations left it, recorded with the
 * timestamp of the last of them, so a database that had applied that one skips it (drizzle applies
 * only the migrations newer than the newest it recorded). A database migrated by an older release,
 * whose newest migration is older, would get the baseline applied on top of its tables and fail
 * half-way: it is refused with what to do instead. docs/architecture.md, "Database".
 */
async function refuseHistoryBeforeBaseline(db: Database, migrationsFolder: string): Promise<void> {
  const baseline = (await readJournal(migrationsFolder))[0]!;
  const recorded = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(recorded as unknown as { rows: { present: boolean }[] }).rows[0]!.present) return;
  const result = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]!.newest;
  if (newest !== null && Number(newest) < baseline.when)
    throw new Error(
      `The database was last migrated by an older release (its newest migration is from ${new Date(Number(newest)).toISOString()}). ` +
        `Migrations up to ${new Date(baseline.when).toISOString()} are now one baseline (${baseline.tag}): ` +
        'start a release from before the squash once on this database to bring it up to date, then this one.',
    );
}
