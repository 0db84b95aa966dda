import { eq, inArray, sql } from 'drizzle-orm';
import { campaignItems, campaigns, companies, products, targetProducts } from '../src/db/schema';
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
let targetProductIds: number[];

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
  const targets = await t.database.db
    .select({ id: targetProducts.id })
    .from(targetProducts)
    .orderBy(targetProducts.id)
    .limit(2);
  targetProductIds = targets.map((row) => row.id);
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

/** Items whose copy of the campaign's company (campaign_items.company_id, migration 0011) is wrong. */
async function itemCompanyDifferences() {
  return rowsOf(sql`
    select i.id, i.company_id, c.company_id as campaign_company_id
    from campaign_items i join campaigns c on c.id = i.campaign_id
    where i.company_id <> c.company_id`);
}

/** Campaigns whose newest item id (campaigns.last_item_id, migration 0013) is wrong. */
async function lastItemDifferences() {
  return rowsOf(sql`
    select c.id, c.last_item_id, (select max(i.id) from campaign_items i where i.campaign_id = c.id) as newest
    from campaigns c
    where c.last_item_id is distinct from (select max(i.id) from campaign_items i where i.campaign_id = c.id)`);
}

/** Shop products whose newest promoting item (target_products.last_item_id, migration 0021) is wrong. */
async function targetProductLastItemDifferences() {
  return rowsOf(sql`
    select t.id, t.last_item_id,
           (select max(i.id) from campaign_items i where i.target_product_id = t.id) as newest
    from target_products t
    where t.last_item_id is distinct from (select max(i.id) from campaign_items i where i.target_product_id = t.id)`);
}

async function expectKept() {
  expect(await campaignDifferences()).toEqual([]);
  expect(await itemDifferences()).toEqual([]);
  expect(await itemCompanyDifferences()).toEqual([]);
  expect(await lastItemDifferences()).toEqual([]);
  expect(await targetProductLastItemDifferences()).toEqual([]);
}

const item = (campaignId: number, productId: number, price: string) => ({
  campaignId,
  productId,
  startDate: '2027-03-01',
  endDate: '2027-03-07',
  unitPrice: '100.00',
  price,
});

/** An item of a campaign promoting a shop product (or none). */
const promoting = (campaignId: number, targetProductId: number | null) => ({
  ...item(campaignId, productIds[0]!, '10.00'),
  targetProductId,
});

/** New campaigns of the given names and companies, their ids in that order. */
async function newCampaigns(...values: { name: string; companyId: number }[]) {
  const rows = await t.database.db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return rows.map((row) => row.id);
}

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

  it("follow the items' promoted shop products: set, changed, cleared, moved and deleted", async () => {
    const [campaign] = await newCampaigns({ name: 'Souhrn – propagované', companyId: acme });
    const [tpA, tpB] = targetProductIds as [number, number];
    const items = await t.database.db
      .insert(campaignItems)
      .values([tpA, tpB, tpA, null].map((targetProductId) => promoting(campaign!, targetProductId)))
      .returning({ id: campaignItems.id });
    await expectKept();
    const ids = items.map((row) => row.id);

    // The newest of A goes to B, then loses its product; an item without one gains A.
    await t.database.db
      .update(campaignItems)
      .set({ targetProductId: tpB })
      .where(eq(campaignItems.id, ids[2]!));
    await expectKept();
    await t.database.db
      .update(campaignItems)
      .set({ targetProductId: null })
      .where(eq(campaignItems.id, ids[2]!));
    await expectKept();
    await t.database.db
      .update(campaignItems)
      .set({ targetProductId: tpA })
      .where(eq(campaignItems.id, ids[3]!));
    await expectKept();
    // Both products of one statement swapped; a write that leaves the products alone.
    await t.database.db
      .update(campaignItems)
      .set({
        targetProductId: sql`case when ${campaignItems.targetProductId} = ${tpA} then ${tpB}::int else ${tpA}::int end`,
      })
      .where(inArray(campaignItems.id, [ids[0]!, ids[1]!]));
    await t.database.db.update(campaignItems).set({ price: '20.00' }).where(inArray(campaignItems.id, ids));
    await expectKept();
    // The newest of a product deleted, then the campaign with the rest (the cascade).
    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, ids[3]!));
    await expectKept();
    await t.database.db.delete(campaigns).where(eq(campaigns.id, campaign!));
    await expectKept();
  });

  it('lose no promoted product newest item when items promoting the same products are written in parallel', async () => {
    const [campaign] = await newCampaigns({ name: 'Souhrn – souběh propagovaných', companyId: acme });
    const [tpA, tpB] = targetProductIds as [number, number];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    // Each transaction writes both products (half of them listing them in the other order), a
    // quarter delete one again before committing: the products' newest items hold after all of them.
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.database.db.transaction(async (tx) => {
          const order = index % 2 === 0 ? [tpA, tpB] : [tpB, tpA];
          const written = await tx
            .insert(campaignItems)
            .values(order.map((targetProductId) => promoting(campaign!, targetProductId)))
            .returning({ id: campaignItems.id });
          await pause();
          if (index % 4 === 3) await tx.delete(campaignItems).where(eq(campaignItems.id, written[1]!.id));
        }),
      ),
    );
    await expectKept();
    await t.database.db.delete(campaigns).where(eq(campaigns.id, campaign!));
    await expectKept();
  });

  it("count an item committed while another transaction deletes its product's newest", async () => {
    // Campaigns of two companies, so that no other lock (the campaign's totals, the list summary
    // of a company) orders the two transactions.
    const created = await newCampaigns(
      { name: 'Souhrn – nejnovější propagovaná', companyId: acme },
      { name: 'Souhrn – přidaná propagovaná', companyId: other },
    );
    const [deletedFrom, addedTo] = created as [number, number];
    const productA = targetProductIds[0]!;
    const [newest] = await t.database.db
      .insert(campaignItems)
      .values([promoting(deletedFrom, productA), promoting(deletedFrom, productA)])
      .returning({ id: campaignItems.id })
      .then((rows) => rows.slice(-1));
    // One transaction adds a newer item and holds the product until it commits; another deletes
    // the product's newest item meanwhile. The delete must count the added item once it may
    // proceed (on PGlite, one connection, the two simply follow each other).
    let added: () => void = () => undefined;
    const wasAdded = new Promise<void>((resolve) => (added = resolve));
    const adding = t.database.db.transaction(async (tx) => {
      await tx.insert(campaignItems).values(promoting(addedTo, productA));
      added();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const deleting = wasAdded.then(() =>
      t.database.db.delete(campaignItems).where(eq(campaignItems.id, newest!.id)),
    );
    await Promise.all([adding, deleting]);
    await expectKept();
    await t.database.db.delete(campaigns).where(inArray(campaigns.id, created));
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
