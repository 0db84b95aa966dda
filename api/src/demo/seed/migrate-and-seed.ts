import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
import { migrateThen } from '../../db/migrate';
import { users } from '../../db/schema';
import { todayOf } from '../../services/calendar';
import { systemClock } from '../../services/context';
import { seedDemoData } from './seed-demo-data';

async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/**
 * Migrates and, when asked, loads the demo data into an empty database, both under the start-up lock
 * (migrateThen), so instances starting together neither migrate nor seed twice. Answers whether demo
 * data was loaded.
 */
export async function migrateAndSeed(
  handle: DatabaseHandle,
  migrationsFolder: string,
  options: {
    seed: boolean;
    /** The day the demo is placed around (demo-day.ts): the retailer's today unless a test fixes it. */
    today?: string;
  },
): Promise<boolean> {
  return migrateThen(handle, migrationsFolder, async (db) => {
    if (!options.seed || !(await isDatabaseEmpty(db))) return false;
    await seedDemoData(db, { today: options.today ?? todayOf(systemClock) });
    return true;
  });
}
