import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { DEMO_TODAY, demoShiftDays, shiftedDemoDay } from '../src/demo/seed/demo-day';
import { migrateAndSeed } from '../src/demo/seed/migrate-and-seed';
import { MIGRATIONS_FOLDER } from './database';

/**
 * The demo is written for DEMO_TODAY and moved by whole weeks to the week it is seeded in, so a
 * portal started months later still shows running campaigns, work waiting and delivery up to now.
 */
describe('the demo day', () => {
  it('moves by whole weeks, to the week of the seeding day', () => {
    expect(demoShiftDays(DEMO_TODAY)).toBe(0);
    expect(demoShiftDays('2026-11-28')).toBe(0);
    expect(demoShiftDays('2026-11-29')).toBe(7);
    expect(demoShiftDays('2027-03-10')).toBe(105);
    expect(demoShiftDays('2026-11-21')).toBe(-7);
    expect(shiftedDemoDay(DEMO_TODAY, '2026-12-06')).toBe('2026-12-06');
    expect(shiftedDemoDay('2026-10-01', '2026-12-06')).toBe('2026-10-15');
  });
});

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the demo's dates look like: the items' spans, the delivery, the creatives' and pages' times. */
const picture = (handle: DatabaseHandle) =>
  Promise.all([
    rowsOf<{ id: number; start_date: string; end_date: string }>(
      handle,
      sql`select id, start_date::text, end_date::text from campaign_items order by id`,
    ),
    rowsOf<{ days: number; first: string; last: string }>(
      handle,
      sql`select count(*)::int as days, min(day)::text as first, max(day)::text as last from ad_server_delivery`,
    ),
    rowsOf<{ id: number; created_at: string }>(
      handle,
      sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as created_at from creatives order by id`,
    ),
  ]);

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) +
  iso.slice(10);

it('seeds the same picture nine weeks later, every date moved by those weeks', async () => {
  const onTheDay = await openDatabase({ pgliteDataDir: 'memory://' });
  const later = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await migrateAndSeed(onTheDay, MIGRATIONS_FOLDER, { seed: true, today: DEMO_TODAY });
    await migrateAndSeed(later, MIGRATIONS_FOLDER, { seed: true, today: '2027-01-27' });
    const [items, delivery, creatives] = await picture(onTheDay);
    const [movedItems, movedDelivery, movedCreatives] = await picture(later);

    expect(items.length).toBeGreaterThan(50);
    expect(movedItems).toEqual(
      items.map((item) => ({
        ...item,
        start_date: addDays(item.start_date, 63),
        end_date: addDays(item.end_date, 63),
      })),
    );
    expect(delivery[0]!.days).toBeGreaterThan(0);
    expect(movedDelivery).toEqual([
      {
        days: delivery[0]!.days,
        first: addDays(delivery[0]!.first, 63),
        last: addDays(delivery[0]!.last, 63),
      },
    ]);
    expect(movedCreatives).toEqual(
      creatives.map((creative) => ({ ...creative, created_at: addDays(creative.created_at, 63) })),
    );
  } finally {
    await onTheDay.close();
    await later.close();
  }
}, 240_000);
