import { eq, sql } from 'drizzle-orm';
import { campaignItems, campaigns } from '../src/db/schema';
import { acmeAndProduct, insertCampaign } from './campaign-fixtures';
import { createTestApp, type TestApp } from './helper';

/** The derived figures of a campaign are kept by the database (trigger campaign_items_totals). */
let t: TestApp;
let companyId: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ acme: companyId, productId } = await acmeAndProduct(t));
});
afterAll(() => t.close());

const newCampaign = (name: string) => insertCampaign(t, name, companyId);

async function figures(id: number) {
  const [row] = await t.database.db
    .select({
      itemsCount: campaigns.itemsCount,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      totalPrice: campaigns.totalPrice,
    })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return { ...row!, totalPrice: Number(row!.totalPrice) };
}

const item = (campaignId: number, startDate: string, endDate: string, price: string) => ({
  campaignId,
  productId,
  startDate,
  endDate,
  unitPrice: '100.00',
  price,
});

describe('campaign figures derived from items', () => {
  it('follow every insert, update and delete of an item', async () => {
    const id = await newCampaign('Součty – test');
    expect(await figures(id)).toEqual({ itemsCount: 0, startDate: null, endDate: null, totalPrice: 0 });

    const [first, second] = await t.database.db
      .insert(campaignItems)
      .values([
        item(id, '2027-03-01', '2027-03-07', '1000.50'),
        item(id, '2027-02-15', '2027-02-21', '250.25'),
      ])
      .returning({ id: campaignItems.id });
    expect(await figures(id)).toEqual({
      itemsCount: 2,
      startDate: '2027-02-15',
      endDate: '2027-03-07',
      totalPrice: 1250.75,
    });

    await t.database.db
      .update(campaignItems)
      .set({ endDate: '2027-03-28', price: '4000.00' })
      .where(eq(campaignItems.id, first!.id));
    expect(await figures(id)).toMatchObject({ endDate: '2027-03-28', totalPrice: 4250.25 });

    const other = await newCampaign('Součty – druhá');
    await t.database.db
      .update(campaignItems)
      .set({ campaignId: other })
      .where(eq(campaignItems.id, second!.id));
    expect(await figures(id)).toEqual({
      itemsCount: 1,
      startDate: '2027-03-01',
      endDate: '2027-03-28',
      totalPrice: 4000,
    });
    expect(await figures(other)).toEqual({
      itemsCount: 1,
      startDate: '2027-02-15',
      endDate: '2027-02-21',
      totalPrice: 250.25,
    });

    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, first!.id));
    expect(await figures(id)).toEqual({ itemsCount: 0, startDate: null, endDate: null, totalPrice: 0 });

    // Deleting a campaign takes its items with it.
    await t.database.db.delete(campaigns).where(eq(campaigns.id, other));
    expect(
      await t.database.db.select().from(campaignItems).where(eq(campaignItems.campaignId, other)),
    ).toEqual([]);
  });

  it('lose nothing when items of one campaign are written in parallel', async () => {
    const id = await newCampaign('Součty – souběh');
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.database.db.transaction(async (tx) => {
          await tx.insert(campaignItems).values(item(id, `2027-04-0${index + 1}`, '2027-04-20', '100.00'));
          // Keep the transaction open so the others have to wait for the campaign row.
          await pause();
        }),
      ),
    );
    expect(await figures(id)).toEqual({
      itemsCount: 8,
      startDate: '2027-04-01',
      endDate: '2027-04-20',
      totalPrice: 800,
    });
  });

  it('match the items of every seeded campaign', async () => {
    const result = await t.database.db.execute(sql`
      select count(*)::int as mismatches
      from campaigns c,
        lateral (select count(*)::int as n, min(start_date) as s, max(end_date) as e, coalesce(sum(price), 0) as p
                 from campaign_items i where i.campaign_id = c.id) derived
      where (c.items_count, c.start_date, c.end_date, c.total_price) is distinct from (derived.n, derived.s, derived.e, derived.p)`);
    const [campaignCount] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(campaigns);
    expect(campaignCount!.n).toBeGreaterThanOrEqual(40);
    expect((result as unknown as { rows: { mismatches: number }[] }).rows[0]!.mismatches).toBe(0);
  });
});
