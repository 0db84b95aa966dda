import {
  CampaignItemStateId as I,
  CampaignStateId as S,
  itemPrice,
  type CampaignItemActionResponse,
  type RateType,
} from '@portal/shared-contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  adServerDelivery,
  adServerLineItems,
  auditEvents,
  campaignItems,
  campaigns,
  companies,
  products,
} from '../src/db/schema';
import { simulatedDelivery, type DeliveryBasis } from '../src/demo/ad-server/simulated-delivery';
import { startClockJob } from '../src/services/clock/clock-timer';
import { runClockJob, type ClockRunResult } from '../src/services/clock/run-clock-job';
import type { AppContext } from '../src/services/context';
import { appContextOf, campaignStateOf } from './campaign-fixtures';
import { call, createTestApp, loginAs, type TestApp } from './helper';

/**
 * The clock job (design.md §3): date-driven item moves, the local ad server's delivery for finished
 * days and the derived campaign states, driven day by day with the TestClock on a campaign of the
 * test's own (CPM, CPC and flat rate items) among the seeded ones.
 */
let t: TestApp;
let ctx: AppContext;

/** Sessions expire by the service clock, so each step signs in at the day the clock shows. */
const asRetailer = () => loginAs(t.app, 'retailer@portal.test');

beforeAll(async () => {
  t = await createTestApp();
  ctx = appContextOf(t);
});
afterAll(() => t.close());

/** The clock a few minutes into a day in Prague (CET in winter). */
const setDay = (day: string) => t.clock.set(`${day}T00:05:00+01:00`);
const runOn = (day: string): Promise<ClockRunResult> => {
  setDay(day);
  return runClockJob(ctx);
};

async function productOf(name: string) {
  const [product] = await t.database.db.select().from(products).where(eq(products.name, name));
  return product!;
}

interface PlannedItem {
  product: string;
  startDate: string;
  endDate: string;
  orderedAmount: number | null;
}

/** A campaign of Acme with the given items, in process, then approved by the retailer (and booked). */
async function approvedCampaign(
  name: string,
  planned: PlannedItem[],
): Promise<{ id: number; items: number[] }> {
  const [acme] = await t.database.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
  const [campaign] = await t.database.db
    .insert(campaigns)
    .values({ name, companyId: acme!.id })
    .returning({ id: campaigns.id });
  const rows = [];
  for (const item of planned) {
    const product = await productOf(item.product);
    rows.push({
      campaignId: campaign!.id,
      productId: product.id,
      startDate: item.startDate,
      endDate: item.endDate,
      orderedAmount: item.orderedAmount,
      unitPrice: product.price,
      price: itemPrice({ rateType: product.rateType as RateType, unitPrice: product.price, ...item }),
    });
  }
  const items = await t.database.db.insert(campaignItems).values(rows).returning({ id: campaignItems.id });
  const approval = await call(t.app, 'POST', `/api/campaigns/${campaign!.id}/approve-by-retailer`, {
    token: await asRetailer(),
  });
  if (approval.statusCode !== 200) throw new Error(approval.body);
  return { id: campaign!.id, items: items.map((item) => item.id) };
}

/** What the creatives capability will do: the retailer approved the item's creative. */
const prepare = (ids: number[]) =>
  t.database.db.update(campaignItems).set({ stateId: I.Prepared }).where(inArray(campaignItems.id, ids));

async function itemStates(ids: number[]): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: campaignItems.id, stateId: campaignItems.stateId })
    .from(campaignItems)
    .where(inArray(campaignItems.id, ids))
    .orderBy(asc(campaignItems.id));
  return rows.map((row) => row.stateId);
}

const campaignState = (id: number) => campaignStateOf(t, id);

async function deliveryOf(itemId: number) {
  return t.database.db
    .select({
      day: adServerDelivery.day,
      impressions: adServerDelivery.impressions,
      views: adServerDelivery.views,
      viewableImpressions: adServerDelivery.viewableImpressions,
      clicks: adServerDelivery.clicks,
      hardConversions: adServerDelivery.hardConversions,
      softConversions: adServerDelivery.softConversions,
    })
    .from(adServerDelivery)
    .where(eq(adServerDelivery.campaignItemId, itemId))
    .orderBy(asc(adServerDelivery.day));
}

async function basisOf(itemId: number): Promise<DeliveryBasis> {
  const [row] = await t.database.db
    .select({
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      orderedAmount: campaignItems.orderedAmount,
      unitPrice: campaignItems.unitPrice,
      rateType: products.rateType,
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(eq(campaignItems.id, itemId));
  return { ...row!, itemId, rateType: row!.rateType as RateType, unitPrice: Number(row!.unitPrice) };
}

/** The simulation's figures of an item on the given days: what the job must have stored. */
async function expectedDelivery(itemId: number, days: string[]) {
  const basis = await basisOf(itemId);
  return days.map((day) => ({ day, ...simulatedDelivery(basis, day)! }));
}

async function clockEvents(campaignId: number) {
  return t.database.db
    .select({
      action: auditEvents.action,
      userId: auditEvents.userId,
      entityId: auditEvents.entityId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.campaignId, campaignId), sql`${auditEvents.details}->>'transition' = 'clock'`))
    .orderBy(asc(auditEvents.id));
}

const DAYS = (from: number, to: number, month = '12') =>
  Array.from(
    { length: to - from + 1 },
    (_, index) => `2026-${month}-${String(from + index).padStart(2, '0')}`,
  );

describe('runClockJob on the demo data', () => {
  it('finds nothing to do on the demo today: the seeded states agree with the derivation', async () => {
    expect(await runOn('2026-11-22')).toEqual({
      skipped: false,
      today: '2026-11-22',
      movedItems: 0,
      deliveredItemDays: 0,
      changedCampaigns: 0,
    });
  });
});

describe('runClockJob, day by day', () => {
  let campaign: number;
  let cpm: number;
  let cpc: number;
  let flat: number;

  beforeAll(async () => {
    setDay('2026-11-25');
    const created = await approvedCampaign('Hodiny – test', [
      {
        product: 'CAT_SKYSCRAPER_300x600',
        startDate: '2026-11-30',
        endDate: '2026-12-06',
        orderedAmount: 70_000,
      },
      { product: 'SP_TOP_IN_CATEGORY', startDate: '2026-12-02', endDate: '2026-12-08', orderedAmount: 1_400 },
      { product: 'LP_BRAND_PAGE', startDate: '2026-11-30', endDate: '2026-12-06', orderedAmount: null },
    ]);
    campaign = created.id;
    [cpm, cpc, flat] = created.items as [number, number, number];
    await prepare([cpm, flat]);
  });

  it('keeps an approved campaign approved while a creative is still to fill', async () => {
    await runOn('2026-11-29');
    expect(await itemStates([cpm, cpc, flat])).toEqual([I.Prepared, I.Approved, I.Prepared]);
    expect(await campaignState(campaign)).toBe(S.Approved);
    expect(await deliveryOf(cpm)).toEqual([]);
  });

  it('puts prepared items online on their start date, and the campaign with them', async () => {
    await runOn('2026-11-30');
    expect(await itemStates([cpm, cpc, flat])).toEqual([I.Online, I.Approved, I.Online]);
    expect(await campaignState(campaign)).toBe(S.Online);
    // The day has not ended yet: no delivery.
    expect(await deliveryOf(cpm)).toEqual([]);
    const events = await clockEvents(campaign);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'campaign-item.state-changed',
        userId: null,
        entityId: String(cpm),
        details: expect.objectContaining({ fromState: 'prepared', toState: 'online' }),
      }),
      expect.objectContaining({
        action: 'campaign-item.state-changed',
        userId: null,
        entityId: String(flat),
      }),
      expect.objectContaining({
        action: 'campaign.state-changed',
        userId: null,
        details: expect.objectContaining({ fromState: 'approved', toState: 'online' }),
      }),
    ]);
  });

  it('delivers each finished day of online items, exactly as simulated, once', async () => {
    const result = await runOn('2026-12-01');
    expect(result.deliveredItemDays).toBeGreaterThanOrEqual(2);
    expect(await deliveryOf(cpm)).toEqual(await expectedDelivery(cpm, ['2026-11-30']));
    expect(await deliveryOf(flat)).toEqual(await expectedDelivery(flat, ['2026-11-30']));
    // CPM 70,000 impressions over 7 days: 10,000 a day ±10 %.
    const [first] = await deliveryOf(cpm);
    expect(first!.impressions).toBeGreaterThanOrEqual(9_000);
    expect(first!.impressions).toBeLessThanOrEqual(11_000);
    // A second run the same day changes nothing.
    expect(await runClockJob(ctx)).toEqual({
      skipped: false,
      today: '2026-12-01',
      movedItems: 0,
      deliveredItemDays: 0,
      changedCampaigns: 0,
    });
  });

  it('does not deliver on paused days; the missing creative makes an item missing', async () => {
    const paused = await call(t.app, 'POST', `/api/campaign-item/${cpm}/change-online-pause`, {
      token: await asRetailer(),
      body: {},
    });
    expect(paused.json<CampaignItemActionResponse>().campaignState.identifier).toBe('online');
    await runOn('2026-12-02');
    expect(await itemStates([cpm, cpc, flat])).toEqual([I.Paused, I.Missing, I.Online]);
    expect(await deliveryOf(cpm)).toEqual(await expectedDelivery(cpm, ['2026-11-30']));
    expect(await deliveryOf(flat)).toEqual(await expectedDelivery(flat, ['2026-11-30', '2026-12-01']));
    const run = await call(t.app, 'POST', `/api/campaign-item/${cpm}/change-online-pause`, {
      token: await asRetailer(),
      body: {},
    });
    expect(run.json<CampaignItemActionResponse>().itemState.identifier).toBe('online');
  });

  it('catches up missed days, closes ended items and derives the campaign from the rest', async () => {
    await runOn('2026-12-03');
    const result = await runOn('2026-12-07');
    expect(result.skipped).toBe(false);
    expect(await itemStates([cpm, cpc, flat])).toEqual([I.Closed, I.Missing, I.Closed]);
    // Ended items with one item still missing its creative: approved (creatives pending).
    expect(await campaignState(campaign)).toBe(S.Approved);
    expect(await deliveryOf(cpm)).toEqual(await expectedDelivery(cpm, ['2026-11-30', ...DAYS(2, 6)]));
    expect(await deliveryOf(flat)).toEqual(await expectedDelivery(flat, ['2026-11-30', ...DAYS(1, 6)]));
    expect(await deliveryOf(cpc)).toEqual([]);
    const [lineItem] = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignItemId, cpm));
    expect(lineItem!.deliveredThrough).toBe('2026-12-06');

    // Nothing is delivered after the end date.
    await runOn('2026-12-08');
    expect((await deliveryOf(flat)).at(-1)!.day).toBe('2026-12-06');
  });

  it('closes the campaign when its last item ends', async () => {
    await runOn('2026-12-09');
    expect(await itemStates([cpm, cpc, flat])).toEqual([I.Closed, I.Closed, I.Closed]);
    expect(await campaignState(campaign)).toBe(S.Closed);
    // The item that never ran (missing, then closed) delivered nothing.
    expect(await deliveryOf(cpc)).toEqual([]);
    const events = await clockEvents(campaign);
    expect(
      events
        .filter((event) => event.action === 'campaign.state-changed')
        .map((event) => event.details?.toState),
    ).toEqual(['online', 'approved', 'closed']);
  });

  it('reports the figures of the campaign and its items from the delivery', async () => {
    const expected = [
      ...(await expectedDelivery(cpm, ['2026-11-30', ...DAYS(2, 6)])),
      ...(await expectedDelivery(flat, ['2026-11-30', ...DAYS(1, 6)])),
    ];
    const impressions = expected.reduce((sum, day) => sum + day.impressions, 0);
    const clicks = expected.reduce((sum, day) => sum + day.clicks, 0);
    const response = await call(t.app, 'POST', '/api/campaigns/filter', {
      token: await asRetailer(),
      body: { limit: 10, offset: 0, search: 'Hodiny – test' },
    });
    expect(response.json<{ campaigns: unknown[] }>().campaigns[0]).toMatchObject({
      actualImpressions: impressions,
      actualClicks: clicks,
      ctrRatio: Math.round((clicks / impressions) * 100 * 10_000) / 10_000,
    });
  });
});

describe('runClockJob on several instances', () => {
  it('applies a day once even when two runs start together', async () => {
    setDay('2026-12-09');
    const { id, items } = await approvedCampaign('Hodiny – souběh', [
      {
        product: 'CAT_SKYSCRAPER_300x600',
        startDate: '2026-12-14',
        endDate: '2026-12-20',
        orderedAmount: 35_000,
      },
      { product: 'LP_BRAND_PAGE', startDate: '2026-12-14', endDate: '2026-12-20', orderedAmount: null },
    ]);
    await prepare(items);
    setDay('2026-12-15');
    const results = await Promise.all([runClockJob(ctx), runClockJob(ctx)]);
    expect(results.filter((result) => result.skipped).length).toBeLessThanOrEqual(1);
    expect(await itemStates(items)).toEqual([I.Online, I.Online]);
    expect(await campaignState(id)).toBe(S.Online);
    const events = await clockEvents(id);
    expect(events.map((event) => [event.action, event.entityId])).toEqual([
      ['campaign-item.state-changed', String(items[0])],
      ['campaign-item.state-changed', String(items[1])],
      ['campaign.state-changed', String(id)],
    ]);
    expect(await deliveryOf(items[0]!)).toEqual(await expectedDelivery(items[0]!, ['2026-12-14']));
    const moved = results.reduce((sum, result) => sum + result.movedItems, 0);
    const delivered = results.reduce((sum, result) => sum + result.deliveredItemDays, 0);
    // Whatever else the runs did (the demo data moves too), one run did it and the other nothing.
    expect(
      results.some((result) => result.movedItems === moved && result.deliveredItemDays === delivered),
    ).toBe(true);
  });

  it('skips the items a user is changing and does them at the next run', async () => {
    setDay('2026-12-09');
    const { items } = await approvedCampaign('Hodiny – zámek', [
      { product: 'LP_BRAND_PAGE', startDate: '2026-12-21', endDate: '2026-12-27', orderedAmount: null },
    ]);
    await prepare(items);
    setDay('2026-12-21');
    if (t.database.kind === 'postgres') {
      // A transaction of a user holds the item: the job neither waits nor moves it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const user = t.database.db.transaction(async (tx) => {
        await tx.select().from(campaignItems).where(eq(campaignItems.id, items[0]!)).for('no key update');
        locked();
        await held;
      });
      await isLocked;
      await runClockJob(ctx);
      expect(await itemStates(items)).toEqual([I.Prepared]);
      release();
      await user;
    }
    await runClockJob(ctx);
    expect(await itemStates(items)).toEqual([I.Online]);
    const [lineItem] = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(and(eq(adServerLineItems.campaignItemId, items[0]!), isNull(adServerLineItems.releasedAt)));
    expect(lineItem).toBeDefined();
  });
});

describe('runClockJob after a downtime', () => {
  it('runs and ends an item missed entirely, with the delivery of all its days', async () => {
    setDay('2026-12-09');
    const { id, items } = await approvedCampaign('Hodiny – výpadek', [
      {
        product: 'CAT_SKYSCRAPER_300x600',
        startDate: '2026-12-28',
        endDate: '2027-01-03',
        orderedAmount: 14_000,
      },
    ]);
    await prepare(items);
    const result = await runOn('2027-01-05');
    expect(result.skipped).toBe(false);
    expect(await itemStates(items)).toEqual([I.Closed]);
    expect(await campaignState(id)).toBe(S.Closed);
    const days = [...DAYS(28, 31), '2027-01-01', '2027-01-02', '2027-01-03'];
    expect(await deliveryOf(items[0]!)).toEqual(await expectedDelivery(items[0]!, days));
    expect(
      (await clockEvents(id)).map((event) => [event.details?.fromState, event.details?.toState]),
    ).toEqual([
      ['prepared', 'closed'],
      ['approved', 'closed'],
    ]);
  });
});

describe('delivery of an item another action put online', () => {
  it('starts on the day it went online, not on its start date', async () => {
    setDay('2026-12-09');
    const { items } = await approvedCampaign('Hodiny – pozdní schválení', [
      {
        product: 'CAT_SKYSCRAPER_300x600',
        startDate: '2027-01-11',
        endDate: '2027-01-17',
        orderedAmount: 14_000,
      },
    ]);
    // The retailer approves the creative of the missing item on 13 January (what approve-item does).
    await runOn('2027-01-12');
    expect(await itemStates(items)).toEqual([I.Missing]);
    setDay('2027-01-13');
    await t.database.db
      .update(campaignItems)
      .set({ stateId: I.Online, updatedAt: t.clock.now() })
      .where(eq(campaignItems.id, items[0]!));
    await runClockJob(ctx);
    expect(await deliveryOf(items[0]!)).toEqual([]);
    await runOn('2027-01-15');
    expect(await deliveryOf(items[0]!)).toEqual(
      await expectedDelivery(items[0]!, ['2027-01-13', '2027-01-14']),
    );
  });
});

describe('runClockJob with a period (the timers of several instances)', () => {
  it('runs once per period, whichever instance asks, and again once the period has passed', async () => {
    setDay('2027-03-01');
    const period = 54_000;
    // Three instances' timers firing within one period: one runs, the others skip.
    const runs = [await runClockJob(ctx, { period })];
    t.clock.advance(20_000);
    runs.push(await runClockJob(ctx, { period }));
    t.clock.advance(20_000);
    runs.push(await runClockJob(ctx, { period }));
    expect(runs.map((run) => run.skipped)).toEqual([false, true, true]);
    // A direct call (a test, the demo's clock shift) is not held back by the period.
    expect((await runClockJob(ctx)).skipped).toBe(false);
    t.clock.advance(15_000);
    expect((await runClockJob(ctx, { period })).skipped).toBe(false);
    // A clock set back (the demo's clock shift) does not stop the job until it catches up.
    setDay('2027-02-15');
    expect((await runClockJob(ctx, { period })).skipped).toBe(false);
  });
});

describe('startClockJob', () => {
  it('runs the job soon after start, logs what it applied, and stops cleanly', async () => {
    setDay('2026-12-09');
    const { items } = await approvedCampaign('Hodiny – časovač', [
      { product: 'LP_BRAND_PAGE', startDate: '2027-02-01', endDate: '2027-02-07', orderedAmount: null },
    ]);
    await prepare(items);
    setDay('2027-02-01');
    const info = jest.fn();
    const error = jest.fn();
    const job = startClockJob(
      { ...ctx, log: { ...ctx.log, info, error } as unknown as AppContext['log'] },
      60_000,
    );
    for (let waited = 0; waited < 10_000 && info.mock.calls.length === 0; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await job.stop();
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      { clockJob: expect.objectContaining({ today: '2027-02-01', skipped: false }) },
      'clock job applied the date-driven changes',
    );
    expect(await itemStates(items)).toEqual([I.Online]);
  });
});
