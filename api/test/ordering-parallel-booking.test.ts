import { addDays } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { serverUrl } from './database';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { count, createOrderingFixtures, insertCampaign, type OrderingFixtures } from './ordering-fixtures';

/**
 * design.md §4: a double booking is impossible at the database level, also under parallel requests.
 * PGlite is one connection that runs one transaction at a time, so only a PostgreSQL server shows
 * what happens when orders for one free slot really race; on PGlite this file is skipped.
 */
const onServer = serverUrl() ? describe : describe.skip;
const PARALLEL = 24;

let t: TestApp;
let f: OrderingFixtures;

onServer('parallel orders of one free flat-rate slot (PostgreSQL)', () => {
  beforeAll(async () => {
    // A pool as large as the requests, so every order holds its own connection and transaction.
    t = await createTestApp({ DATABASE_POOL_SIZE: String(PARALLEL) });
    f = await createOrderingFixtures(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['a product with variable values', () => f.products.flatWithValues, () => [f.values.third]],
    ['a product without variable values', () => f.products.flatNoValues, () => []],
  ])('books %s exactly once; every other order gets 409 naming the slot', async (_label, product, values) => {
    const buyers = await Promise.all([
      loginAs(t.app, 'vendor@portal.test'),
      loginAs(t.app, 'agency@portal.test'),
      loginAs(t.app, 'retailer@portal.test'),
      loginAs(t.app, 'nordic@portal.test'),
    ]);
    // One campaign per request: nothing serializes them but the slot itself.
    const campaignIds = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        insertCampaign(t, {
          name: `Souběh ${index}`,
          companyId: index % 4 === 3 ? f.companies.nordic : f.companies.acme,
        }),
      ),
    );
    const week = f.monday(3);
    const body = {
      productId: product(),
      startDate: week,
      endDate: addDays(week, 6),
      variableValueIdes: values(),
    };

    const responses = await Promise.all(
      campaignIds.map((campaignId, index) =>
        call(t.app, 'POST', `/api/campaigns/${campaignId}/add-item`, { token: buyers[index % 4], body }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    const weekText = `${week.split('-').reverse().join('.')} – ${addDays(week, 6).split('-').reverse().join('.')}`;
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      const error = expectError(response, 409, 'slot_taken');
      expect(error.message).toContain(weekText);
      expect(error.message).toContain(values().length > 0 ? '(Pozice 3)' : 'T_FLAT_NO_VALUES (test)');
    }

    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where product_id = ${product()} and week_start = ${week}`,
      ),
    ).toBe(1);
    // The losers left nothing behind: one item, and the campaigns' totals agree with it.
    expect(
      await count(
        t,
        sql`select count(*) from campaign_items where campaign_id in ${sql.raw(`(${campaignIds.join(',')})`)}`,
      ),
    ).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) from campaigns where id in ${sql.raw(`(${campaignIds.join(',')})`)} and items_count > 0`,
      ),
    ).toBe(1);
  });
});
