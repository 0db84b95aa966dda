import type { CampaignFilterResponse, CampaignItemFilterResponse } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { call, createTestApp, loginAs, type TestApp } from './helper';

/**
 * The lists' counts are cached per process with the list version their viewer sees in the count's
 * snapshot (services/lists/list-count-cache.ts); the database raises the version of a company's slot,
 * or row 0's for the catalogue and the agencies, once at the commit of each transaction that changes
 * what the lists count (drizzle/0000_baseline/07-lists.sql). A change is seen at once by the next
 * read, a cached count is used while nothing its viewer sees changed, and a rolled-back change raises
 * nothing.
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
/** Every version by its slot: 0, and 1–64 for the companies. */
async function versions(): Promise<Map<number, number>> {
  const all = await rows<{ slot: number; version: string }>(sql`select slot, version from list_versions`);
  return new Map(all.map((row) => [row.slot, Number(row.version)]));
}
const slotOf = (companyId: number) => 1 + (companyId % 64);
/** The rows whose version `change` raised, with how much. */
async function raisedBy(change: () => Promise<unknown>): Promise<Record<number, number>> {
  const before = await versions();
  await change();
  const raised: Record<number, number> = {};
  for (const [id, version] of await versions())
    if (version !== (before.get(id) ?? 0)) raised[id] = version - (before.get(id) ?? 0);
  return raised;
}
const companyId = async (name: string) =>
  (await rows<{ id: number }>(sql`select id from companies where name = ${name}`))[0]!.id;

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

describe('list versions', () => {
  it('are raised once per slot by a committed transaction, however many rows and tables it changed', async () => {
    const [acme, nordic] = await Promise.all([companyId('Acme Foods'), companyId('Nordic Drinks a.s.')]);
    const raised = await raisedBy(() =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update campaigns set name = name where company_id = ${acme}`);
        await tx.execute(
          sql`update campaign_items set note = note, state_id = state_id where company_id = ${acme}`,
        );
        await tx.execute(sql`update companies set name = name where id in (${acme}, ${nordic})`);
      }),
    );
    expect(raised).toEqual({ [slotOf(acme)]: 1, [slotOf(nordic)]: 1 });
  });

  it('are not raised by changes no list counts (a message, a note)', async () => {
    const raised = await raisedBy(async () => {
      await t.database.db.execute(
        sql`update campaign_items set message = 'Díky', note = 'Pozn.' where id = (select min(id) from campaign_items)`,
      );
      await t.database.db.execute(
        sql`update users set first_name = first_name where id = (select min(id) from users)`,
      );
    });
    expect(raised).toEqual({});
  });

  it('are not raised by a rolled-back transaction', async () => {
    const raised = await raisedBy(() =>
      expect(
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`update campaigns set name = name || 'x'`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back'),
    );
    expect(raised).toEqual({});
  });

  it.each([
    ['campaigns', sql`update campaigns set name = name where id = (select min(id) from campaigns)`],
    [
      'campaign_items',
      sql`update campaign_items set state_id = state_id where id = (select min(id) from campaign_items)`,
    ],
  ])("raise the company's slot by a change of %s", async (table, change) => {
    const [owner] = await rows<{ company_id: number }>(
      sql`select company_id from ${sql.identifier(table)} where id = (select min(id) from ${sql.identifier(table)})`,
    );
    expect(await raisedBy(() => t.database.db.execute(change))).toEqual({ [slotOf(owner!.company_id)]: 1 });
  });

  it("raise a company's slot by a change of its name, and by a new company", async () => {
    const acme = await companyId('Acme Foods');
    expect(
      await raisedBy(() => t.database.db.execute(sql`update companies set name = name where id = ${acme}`)),
    ).toEqual({ [slotOf(acme)]: 1 });
    let created = 0;
    const raised = await raisedBy(async () => {
      [{ id: created }] = (await rows<{ id: number }>(
        sql`insert into companies (name, type) values ('Verze s.r.o.', 'vendor') returning id`,
      )) as [{ id: number }];
    });
    expect(raised).toEqual({ [slotOf(created)]: 1 });
  });

  it("raise both companies' slots when a campaign moves from one to the other", async () => {
    const [acme, nordic] = await Promise.all([companyId('Acme Foods'), companyId('Nordic Drinks a.s.')]);
    const [moved] = await rows<{ id: number }>(
      sql`select id from campaigns where company_id = ${acme} and items_count > 0 order by id limit 1`,
    );
    const move = (to: number) =>
      t.database.db.execute(sql`update campaigns set company_id = ${to} where id = ${moved!.id}`);
    const both = { [slotOf(acme)]: 1, [slotOf(nordic)]: 1 };
    expect(await raisedBy(() => move(nordic))).toEqual(both);
    expect(await raisedBy(() => move(acme))).toEqual(both);
  });

  it.each([
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
  ])("raise row 0's by a change of %s", async (_table, change) => {
    expect(await raisedBy(() => t.database.db.execute(change))).toEqual({ 0: 1 });
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

  it("outlive for a vendor another slot's company's write, which the retailer's count sees", async () => {
    const [acme, nordic] = await Promise.all([companyId('Acme Foods'), companyId('Nordic Drinks a.s.')]);
    expect(slotOf(acme)).not.toBe(slotOf(nordic));
    const [own] = await rows<{ id: number }>(
      sql`select id from campaigns where company_id = ${acme} order by id limit 1`,
    );
    const [other] = await rows<{ id: number }>(
      sql`select id from campaigns where company_id = ${nordic} order by id limit 1`,
    );
    const search = 'zzvendorkept';
    expect(await campaignTotal(vendor, search)).toBe(0);
    expect(await campaignTotal(retailer, search)).toBe(0);
    await renameUnseen(own!.id, `Kampaň ${search}`);

    // Another company's write: the retailer counts again (and finds the unseen rename), the vendor
    // is still answered from the count kept at its own company's version.
    await t.database.db.execute(sql`update campaigns set name = ${`Jiná ${search}`} where id = ${other!.id}`);
    expect(await campaignTotal(retailer, search)).toBe(2);
    expect(await campaignTotal(vendor, search)).toBe(0);

    // Its own company's write: counted again.
    await t.database.db.execute(sql`update campaigns set name = name where id = ${own!.id}`);
    expect(await campaignTotal(vendor, search)).toBe(1);
  });

  it("follow an agency's companies: one taken away and given back is counted again each time", async () => {
    const agency = await loginAs(t.app, 'agency@portal.test');
    const [agencyUser] = await rows<{ id: number }>(
      sql`select id from users where email = 'agency@portal.test'`,
    );
    const [link] = await rows<{ company_id: number }>(
      sql`select company_id from user_vendor_companies where user_id = ${agencyUser!.id} limit 1`,
    );
    const [{ n: ofCompany }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from campaigns where company_id = ${link!.company_id}`,
    )) as [{ n: number }];
    const all = await campaignTotal(agency);
    await t.database.db.execute(
      sql`delete from user_vendor_companies where user_id = ${agencyUser!.id} and company_id = ${link!.company_id}`,
    );
    expect(await campaignTotal(agency)).toBe(all - ofCompany);
    await t.database.db.execute(
      sql`insert into user_vendor_companies (user_id, company_id) values (${agencyUser!.id}, ${link!.company_id})`,
    );
    expect(await campaignTotal(agency)).toBe(all);
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
