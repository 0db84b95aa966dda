import type { CampaignFilterResponse, CampaignItemFilterResponse } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { call, createTestApp, loginAs, type TestApp } from './helper';

/**
 * The lists' counts are cached per process with the list version of their snapshot
 * (services/lists/list-count-cache.ts); the database raises the version once at the commit of
 * each transaction that changes what the lists count (migration 0011). A change is seen at once by
 * the next read, a cached count is used while nothing changed, and a rolled-back change raises nothing.
 */
let t: TestApp;
let retailer: string;
let vendor: string;

beforeAll(async () => {
  t = await createTestApp();
  [retailer, vendor] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
  ]);
});
afterAll(() => t.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const version = async () =>
  Number((await rows<{ version: string }>(sql`select version from list_versions`))[0]!.version);

/** Renames a campaign without any trigger firing: a change the version does not tell of. */
async function renameUnseen(id: number, name: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update campaigns set name = ${name} where id = ${id}`);
  });
}

const campaignTotal = async (token: string, search?: string) => {
  const response = await call(t.app, 'POST', '/api/campaigns/filter', {
    token,
    body: { limit: 5, offset: 0, ...(search ? { search } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<CampaignFilterResponse>().total;
};
const itemTotal = async (token: string, search: string) => {
  const response = await call(t.app, 'POST', '/api/campaign-items/filter', {
    token,
    body: { firstResult: 0, maxResults: 5, search },
  });
  expect(response.statusCode).toBe(200);
  return response.json<CampaignItemFilterResponse>().total;
};

describe('list version', () => {
  it('is raised once by a committed transaction, however many rows and tables it changed', async () => {
    const before = await version();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update campaigns set name = name where id in (select id from campaigns limit 3)`);
      await tx.execute(
        sql`update campaign_items set note = note where id in (select id from campaign_items limit 3)`,
      );
      await tx.execute(sql`update companies set name = name where id in (select id from companies limit 2)`);
    });
    expect(await version()).toBe(before + 1);
  });

  it('is not raised by changes no list counts (a message, a note)', async () => {
    const before = await version();
    await t.database.db.execute(
      sql`update campaign_items set message = 'Díky', note = 'Pozn.' where id = (select min(id) from campaign_items)`,
    );
    await t.database.db.execute(
      sql`update users set first_name = first_name where id = (select min(id) from users)`,
    );
    expect(await version()).toBe(before);
  });

  it('is not raised by a rolled-back transaction', async () => {
    const before = await version();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update campaigns set name = name || 'x'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });

  it.each([
    ['campaigns', sql`update campaigns set name = name where id = (select min(id) from campaigns)`],
    [
      'campaign_items',
      sql`update campaign_items set state_id = state_id where id = (select min(id) from campaign_items)`,
    ],
    ['companies', sql`update companies set name = name where id = (select min(id) from companies)`],
    ['products', sql`update products set name = name where id = (select min(id) from products)`],
    [
      'target_products',
      sql`update target_products set name = name where id = (select min(id) from target_products)`,
    ],
    [
      'target_product_categories',
      sql`update target_product_categories set root_id = root_id where id = (select min(id) from target_product_categories)`,
    ],
    [
      'user_vendor_companies',
      sql`update user_vendor_companies set company_id = company_id where user_id = (select min(user_id) from user_vendor_companies)`,
    ],
  ])('is raised by a change of %s', async (_table, change) => {
    const before = await version();
    await t.database.db.execute(change);
    expect(await version()).toBe(before + 1);
  });
});

describe('cached counts', () => {
  it('are used while the version stands and counted again once it is raised (campaigns)', async () => {
    const [target] = await rows<{ id: number; company_id: number }>(
      sql`select id, company_id from campaigns order by id limit 1`,
    );
    const search = 'zzcountcache';
    expect(await campaignTotal(retailer, search)).toBe(0);

    // A change no trigger reports: the cached count still answers, proving it was not counted again.
    await renameUnseen(target!.id, `Kampaň ${search}`);
    expect(await campaignTotal(retailer, search)).toBe(0);

    await t.database.db.execute(sql`update list_versions set version = version + 1`);
    expect(await campaignTotal(retailer, search)).toBe(1);

    // An ordinary change is seen by the very next read.
    await t.database.db.execute(
      sql`update campaigns set name = 'Kampaň bez hledaného' where id = ${target!.id}`,
    );
    expect(await campaignTotal(retailer, search)).toBe(0);
  });

  it('are used while the version stands and counted again once it is raised (activities)', async () => {
    const [target] = await rows<{ id: number; items_count: number }>(
      sql`select id, items_count from campaigns where items_count > 0 order by id limit 1`,
    );
    const search = 'zzitemcache';
    expect(await itemTotal(retailer, search)).toBe(0);
    await renameUnseen(target!.id, `Kampaň ${search}`);
    expect(await itemTotal(retailer, search)).toBe(0);
    await t.database.db.execute(sql`update list_versions set version = version + 1`);
    expect(await itemTotal(retailer, search)).toBe(target!.items_count);
    await t.database.db.execute(
      sql`update campaigns set name = 'Kampaň bez hledaného' where id = ${target!.id}`,
    );
    expect(await itemTotal(retailer, search)).toBe(0);
  });

  it('answer a page past the end of the list, and give the rows once the list changes', async () => {
    const search = 'zzpastend';
    const page = async (offset: number) => {
      const response = await call(t.app, 'POST', '/api/campaigns/filter', {
        token: retailer,
        body: { limit: 5, offset, search },
      });
      expect(response.statusCode).toBe(200);
      return response.json<CampaignFilterResponse>();
    };
    expect(await page(0)).toEqual({ campaigns: [], total: 0, totalPrice: 0 });
    // Counted: the second read finds no rows to look for, and answers from the count.
    expect(await page(0)).toEqual({ campaigns: [], total: 0, totalPrice: 0 });

    const [target] = await rows<{ id: number }>(sql`select id from campaigns order by id desc limit 1`);
    await t.database.db.execute(
      sql`update campaigns set name = ${`Kampaň ${search}`} where id = ${target!.id}`,
    );
    const changed = await page(0);
    expect(changed.total).toBe(1);
    expect(changed.campaigns.map((row) => row.id)).toEqual([target!.id]);
    expect(await page(5)).toMatchObject({ campaigns: [], total: 1 });
  });

  it('are kept per viewer: a vendor does not get the count of everything', async () => {
    const [acme] = await rows<{ id: number }>(sql`select id from companies where name = 'Acme Foods'`);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from campaigns`);
    const [own] = await rows<{ n: number }>(
      sql`select count(*)::int as n from campaigns where company_id = ${acme!.id}`,
    );
    expect(own!.n).toBeLessThan(all!.n);
    expect(await campaignTotal(retailer)).toBe(all!.n);
    expect(await campaignTotal(vendor)).toBe(own!.n);
    expect(await campaignTotal(retailer)).toBe(all!.n);
  });
});
