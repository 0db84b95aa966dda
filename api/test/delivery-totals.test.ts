import { eq, sql } from 'drizzle-orm';
import { adServerDelivery, campaignItems, campaigns } from '../src/db/schema';
import { storeDelivery, type DeliveryRow } from '../src/services/delivery/store-delivery';
import { createTestApp, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * ad_server_delivery_totals (0000_baseline/10-ad-server.sql) holds, per item, its campaign and the sums of
 * its delivery days; the statement triggers on ad_server_delivery keep it through every kind of write. After
 * each write here the table must equal what the days and their items give.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIGURES = `days, impressions, views, viewable_impressions, measured_impressions, clicks, hard_conversions, soft_conversions`;

/** The totals as kept, and as computed from the days, both as text per item in item order. */
async function keptAndComputed() {
  const kept = await rows<{ line: string }>(
    t,
    sql.raw(`select concat_ws(' ', campaign_item_id, campaign_id, ${FIGURES}) as line
      from ad_server_delivery_totals order by campaign_item_id`),
  );
  const computed = await rows<{ line: string }>(
    t,
    sql.raw(`select concat_ws(' ', d.campaign_item_id, i.campaign_id, count(*), sum(d.impressions), sum(d.views),
        coalesce(sum(d.viewable_impressions), 0),
        coalesce(sum(d.impressions) filter (where d.viewable_impressions is not null), 0),
        sum(d.clicks), sum(d.hard_conversions), sum(d.soft_conversions)) as line
      from ad_server_delivery d join campaign_items i on i.id = d.campaign_item_id
      group by d.campaign_item_id, i.campaign_id order by d.campaign_item_id`),
  );
  return { kept: kept.map((row) => row.line), computed: computed.map((row) => row.line) };
}

async function expectTotalsToMatchDays() {
  const { kept, computed } = await keptAndComputed();
  expect(kept).toEqual(computed);
  return kept.length;
}

async function itemIds(count: number): Promise<number[]> {
  const found = await t.database.db
    .select({ id: campaignItems.id })
    .from(campaignItems)
    .orderBy(campaignItems.id)
    .limit(count);
  return found.map((row) => row.id);
}

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
const deliveryOf = (itemId: number, n: number, viewable: number | null, source: 'simulated' | 'imported') =>
  ({
    campaignItemId: itemId,
    day: day(n),
    impressions: 1000 * n,
    views: 900 * n,
    viewableImpressions: viewable,
    clicks: 10 * n,
    hardConversions: n,
    softConversions: 2 * n,
    source,
  }) satisfies DeliveryRow;

describe('the delivery totals per item', () => {
  it('match the seeded delivery after the migration', async () => {
    expect(await expectTotalsToMatchDays()).toBeGreaterThan(0);
  });

  it('follow inserts, updates of an upsert, the simulation keeping imported days, and deletions', async () => {
    const [first, second] = await itemIds(2);
    await t.database.db.transaction(async (tx) => {
      await tx
        .delete(adServerDelivery)
        .where(sql`${adServerDelivery.campaignItemId} in (${first!}, ${second!})`);
      await storeDelivery(
        tx,
        [1, 2, 3].flatMap((n) => [
          deliveryOf(first!, n, n === 2 ? null : 700 * n, 'simulated'),
          deliveryOf(second!, n, null, 'imported'),
        ]),
        { keepImported: true },
      );
    });
    await expectTotalsToMatchDays();

    // One statement that updates two days and inserts a third; the simulation leaves imported days.
    await t.database.db.transaction(async (tx) => {
      await storeDelivery(
        tx,
        [
          { ...deliveryOf(first!, 2, 50, 'imported'), impressions: 7 },
          deliveryOf(first!, 4, 10, 'simulated'),
          { ...deliveryOf(second!, 1, 5, 'simulated'), impressions: 1 },
        ],
        { keepImported: true },
      );
    });
    await expectTotalsToMatchDays();
    const [secondDayOne] = await rows<{ impressions: string }>(
      t,
      sql`select impressions from ad_server_delivery where campaign_item_id = ${second!} and day = ${day(1)}`,
    );
    expect(Number(secondDayOne!.impressions)).toBe(1000);

    // A plain update and a deletion of some days.
    await t.database.db
      .update(adServerDelivery)
      .set({ clicks: sql`${adServerDelivery.clicks} + 5`, viewableImpressions: null })
      .where(eq(adServerDelivery.campaignItemId, first!));
    await expectTotalsToMatchDays();
    await t.database.db
      .delete(adServerDelivery)
      .where(sql`${adServerDelivery.campaignItemId} = ${second!} and ${adServerDelivery.day} <> ${day(3)}`);
    await expectTotalsToMatchDays();

    // The last day of an item goes: so does its row ("no delivery yet" again).
    await t.database.db.delete(adServerDelivery).where(eq(adServerDelivery.campaignItemId, second!));
    await expectTotalsToMatchDays();
    const [left] = await rows<{ count: string }>(
      t,
      sql`select count(*) as count from ad_server_delivery_totals where campaign_item_id = ${second!}`,
    );
    expect(Number(left!.count)).toBe(0);
  });

  it('go with a deleted item and a deleted campaign', async () => {
    const [item] = await itemIds(1);
    await t.database.db.transaction((tx) =>
      storeDelivery(tx, [deliveryOf(item!, 9, 100, 'imported')], { keepImported: false }),
    );
    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, item!));
    await expectTotalsToMatchDays();

    const [withDelivery] = await rows<{ campaign_id: number }>(
      t,
      sql`select campaign_id from ad_server_delivery_totals limit 1`,
    );
    await t.database.db.delete(campaigns).where(eq(campaigns.id, Number(withDelivery!.campaign_id)));
    expect(await expectTotalsToMatchDays()).toBeGreaterThanOrEqual(0);
  });
});
