import { eq, inArray, sql } from 'drizzle-orm';
import { campaignItems, campaigns, companies, products } from '../src/db/schema';
import { createTestApp, type TestApp } from './helper';

/**
 * The summaries of the lists' counts (campaign_list_totals per company and campaign state,
 * campaign_item_list_totals per company, product and item state) are kept by triggers (migration
 * 0009): after every kind of change they equal the same figures computed from the tables.
 */
let t: TestApp;
let acme: number;
let other: number;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const vendors = await t.database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.type, 'vendor'))
    .orderBy(companies.id);
  acme = vendors.find((company) => company.name === 'Acme Foods')!.id;
  other = vendors.find((company) => company.id !== acme)!.id;
  const rows = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
  productIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rows of the summary and of the same aggregate over the tables that differ (none when kept). */
async function campaignDifferences() {
  return rowsOf(sql`
    select coalesce(a.company_id, s.company_id) as company_id, coalesce(a.state_id, s.state_id) as state_id,
           a.n, s.campaigns_count, a.items, s.items_count, a.price, s.total_price
    from (select company_id, state_id, count(*)::int as n, sum(items_count)::bigint as items,
                 sum(total_price) as price
          from campaigns group by company_id, state_id) a
    full join campaign_list_totals s on s.company_id = a.company_id and s.state_id = a.state_id
    where coalesce(a.n, 0) <> s.campaigns_count or coalesce(a.items, 0) <> s.items_count
       or coalesce(a.price, 0) <> s.total_price or s.company_id is null`);
}

async function itemDifferences() {
  return rowsOf(sql`
    select coalesce(a.company_id, s.company_id) as company_id, coalesce(a.product_id, s.product_id) as product_id,
           coalesce(a.state_id, s.state_id) as state_id, a.n, s.items_count
    from (select c.company_id, i.product_id, i.state_id, count(*)::int as n
          from campaign_items i join campaigns c on c.id = i.campaign_id
          group by c.company_id, i.product_id, i.state_id) a
    full join campaign_item_list_totals s
      on s.company_id = a.company_id and s.product_id = a.product_id and s.state_id = a.state_id
    where coalesce(a.n, 0) <> s.items_count or s.company_id is null`);
}

/**
 * Items whose copy of the campaign's company (campaign_items.company_id,
 * 0000_baseline/06-campaigns-and-items.sql) is wrong.
 */
async function itemCompanyDifferences() {
  return rowsOf(sql`
    select i.id, i.company_id, c.company_id as campaign_company_id
    from campaign_items i join campaigns c on c.id = i.campaign_id
    where i.company_id <> c.company_id`);
}

/**
 * Campaigns whose newest item id (campaigns.last_item_id, 0000_baseline/06-campaigns-and-items.sql) is
 * wrong.
 */
async function lastItemDifferences() {
  return rowsOf(sql`
    select c.id, c.last_item_id, (select max(i.id) from campaign_items i where i.campaign_id = c.id) as newest
    from campaigns c
    where c.last_item_id is distinct from (select max(i.id) from campaign_items i where i.campaign_id = c.id)`);
}

async function expectKept() {
  expect(await campaignDifferences()).toEqual([]);
  expect(await itemDifferences()).toEqual([]);
  expect(await itemCompanyDifferences()).toEqual([]);
  expect(await lastItemDifferences()).toEqual([]);
}

const item = (campaignId: number, productId: number, price: string) => ({
  campaignId,
  productId,
  startDate: '2027-03-01',
  endDate: '2027-03-07',
  unitPrice: '100.00',
  price,
});

describe('list summaries', () => {
  it('hold the seeded data after the migration', async () => {
    await expectKept();
    const [sums] = await rowsOf<{ n: number }>(
      sql`select coalesce(sum(campaigns_count), 0)::int as n from campaign_list_totals`,
    );
    const [count] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from campaigns`);
    expect(sums!.n).toBe(count!.n);
  });

  it('follow inserts, updates, state changes, moves and deletes of campaigns and items', async () => {
    const created = await t.database.db
      .insert(campaigns)
      .values([
        { name: 'Souhrn – první', companyId: acme },
        { name: 'Souhrn – druhá', companyId: acme },
        { name: 'Souhrn – třetí', companyId: other },
      ])
      .returning({ id: campaigns.id });
    const [first, second, third] = created.map((row) => row.id) as [number, number, number];
    await expectKept();

    const items = await t.database.db
      .insert(campaignItems)
      .values([
        item(first, productIds[0]!, '1000.50'),
        item(first, productIds[1]!, '250.25'),
        item(second, productIds[0]!, '99.99'),
        item(third, productIds[1]!, '10.00'),
      ])
      .returning({ id: campaignItems.id });
    await expectKept();

    // Item changes: price, state, product, another campaign (of another company).
    await t.database.db
      .update(campaignItems)
      .set({ price: '5000.00' })
      .where(eq(campaignItems.id, items[0]!.id));
    await t.database.db
      .update(campaignItems)
      .set({ stateId: 4 })
      .where(
        inArray(
          campaignItems.id,
          items.map((row) => row.id),
        ),
      );
    await t.database.db
      .update(campaignItems)
      .set({ productId: productIds[1]! })
      .where(eq(campaignItems.id, items[2]!.id));
    await t.database.db
      .update(campaignItems)
      .set({ campaignId: third })
      .where(eq(campaignItems.id, items[1]!.id));
    await expectKept();

    // Campaign changes: state (one and several at once), company, a change of nothing counted.
    await t.database.db.update(campaigns).set({ stateId: 8 }).where(eq(campaigns.id, first));
    await t.database.db
      .update(campaigns)
      .set({ stateId: 9 })
      .where(inArray(campaigns.id, [second, third]));
    await t.database.db.update(campaigns).set({ companyId: other }).where(eq(campaigns.id, second));
    await t.database.db
      .update(campaigns)
      .set({ name: 'Souhrn – přejmenovaná' })
      .where(eq(campaigns.id, first));
    await expectKept();

    // Deletes: an item, then campaigns with their items (the cascade).
    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, items[3]!.id));
    await expectKept();
    await t.database.db.delete(campaigns).where(inArray(campaigns.id, [first, third]));
    await expectKept();
    await t.database.db.delete(campaigns).where(eq(campaigns.id, second));
    await expectKept();
  });

  it('keep a rolled-back change out', async () => {
    const [campaign] = await t.database.db
      .insert(campaigns)
      .values({ name: 'Souhrn – vrácená', companyId: acme })
      .returning({ id: campaigns.id });
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(campaignItems).values(item(campaign!.id, productIds[0]!, '123.00'));
        await tx.update(campaigns).set({ stateId: 8 }).where(eq(campaigns.id, campaign!.id));
        tx.rollback();
      })
      .catch(() => undefined);
    await expectKept();
  });
});
