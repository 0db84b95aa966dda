import type {
  CampaignFilterRequest,
  CampaignFilterResponse,
  CampaignListRow,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { campaignItems, campaigns, companies, products } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
let retailer: string;
let vendor: string;
let agency: string;
let ids: {
  acme: number;
  nordic: number;
  bella: number;
  mediamax: number;
  vendor: number;
  marketing: number;
  nordicUser: number;
  agency: number;
  sales: number;
  sales2: number;
};

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function scalar(query: SQL): Promise<number> {
  const [row] = await rows<{ value: string | number }>(query);
  return Number(row!.value);
}

async function idOf(query: SQL): Promise<number> {
  return scalar(query);
}

const companyId = (name: string) => idOf(sql`select id as value from companies where name = ${name}`);
const userId = (email: string) => idOf(sql`select id as value from users where email = ${email}`);

beforeAll(async () => {
  t = await createTestApp();
  [retailer, vendor, agency] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
  ]);
  ids = {
    acme: await companyId('Acme Foods'),
    nordic: await companyId('Nordic Drinks a.s.'),
    bella: await companyId('Bella Cosmetics s.r.o.'),
    mediamax: await companyId('MediaMax Agency s.r.o.'),
    vendor: await userId('vendor@portal.test'),
    marketing: await userId('marketing@portal.test'),
    nordicUser: await userId('nordic@portal.test'),
    agency: await userId('agency@portal.test'),
    sales: await userId('sales@portal.test'),
    sales2: await userId('sales2@portal.test'),
  };
});
afterAll(() => t.close());

const page = { limit: 50, offset: 0 } as const;

async function filter(token: string, body: CampaignFilterRequest): Promise<CampaignFilterResponse> {
  const response = await call(t.app, 'POST', '/api/campaigns/filter', { token, body });
  if (response.statusCode !== 200)
    throw new Error(`filter answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Every matching row, page by page. */
async function everything(token: string, body: Omit<CampaignFilterRequest, 'limit' | 'offset'>, limit = 7) {
  const all: CampaignListRow[] = [];
  for (let offset = 0; ; offset += limit) {
    const answer = await filter(token, { ...body, limit, offset });
    all.push(...answer.campaigns);
    if (answer.campaigns.length < limit) {
      expect(all).toHaveLength(answer.total);
      return all;
    }
  }
}

/** Campaign ids with the figures derived from their items, straight from the tables. */
async function campaignFacts(where: SQL = sql`true`) {
  return rows<{ id: number; start: string | null; end: string | null; total: string; items: number }>(sql`
    select c.id, to_char(min(i.start_date), 'YYYY-MM-DD') as start, to_char(max(i.end_date), 'YYYY-MM-DD') as end,
           coalesce(sum(i.price), 0)::text as total, count(i.id)::int as items
    from campaigns c left join campaign_items i on i.campaign_id = c.id
    where ${where} group by c.id order by c.id desc`);
}

const sumOf = (facts: { total: string }[]) =>
  Math.round(facts.reduce((sum, fact) => sum + Number(fact.total) * 100, 0)) / 100;

describe('POST /api/campaigns/filter', () => {
  it('needs a session', async () => {
    expectError(await call(t.app, 'POST', '/api/campaigns/filter', { body: page }), 401, 'unauthorized');
  });

  it('gives a retailer every campaign, newest first, with the count and total of all', async () => {
    const facts = await campaignFacts();
    expect(facts.length).toBeGreaterThanOrEqual(35);
    const answer = await filter(retailer, { limit: 10, offset: 0 });
    expect(answer.total).toBe(facts.length);
    expect(answer.totalPrice).toBeCloseTo(sumOf(facts), 2);
    expect(answer.campaigns.map((row) => row.id)).toEqual(facts.slice(0, 10).map((fact) => fact.id));
  });

  it('describes a campaign with its company, contact, sales person, state, dates and total', async () => {
    const [id] = await rows<{ id: number }>(
      sql`select id from campaigns where name = 'Vánoční kampaň 2026 – čokolády'`,
    );
    const [fact] = await campaignFacts(sql`c.id = ${id!.id}`);
    const answer = await filter(retailer, { ...page, search: 'Vánoční kampaň 2026 – čokolády' });
    expect(answer.campaigns).toEqual([
      {
        id: id!.id,
        name: 'Vánoční kampaň 2026 – čokolády',
        campaignItemsCount: fact!.items,
        company: { id: ids.acme, name: 'Acme Foods' },
        companyContact: { id: ids.vendor, name: 'Vojtěch Dodavatel' },
        salesPerson: { id: ids.sales, name: 'Simona Obchodní' },
        campaignState: {
          id: 4,
          identifier: 'approved',
          name: 'Schválená',
          canSendForCheck: false,
          canEdit: false,
          canApprove: false,
        },
        startDateString: fact!.start,
        endDateString: fact!.end,
        totalPrice: Number(fact!.total),
        actualImpressions: null,
        actualClicks: null,
        ctrRatio: null,
      },
    ]);
    expect(fact!.items).toBeGreaterThan(0);
    expect(answer.totalPrice).toBe(Number(fact!.total));
  });

  it("names the campaign state in the caller's language", async () => {
    const search = 'Vánoční kampaň 2026 – čokolády';
    const stateIn = async (language: string) => {
      const response = await call(t.app, 'POST', '/api/campaigns/filter', {
        token: retailer,
        body: { ...page, search },
        headers: { 'accept-language': language },
      });
      return (response.json() as CampaignFilterResponse).campaigns[0]!.campaignState;
    };
    expect(await stateIn('en-GB')).toMatchObject({ identifier: 'approved', name: 'Approved' });
    expect(await stateIn('pl-PL')).toMatchObject({ identifier: 'approved', name: 'Zatwierdzona' });
    expect(await stateIn('cs-CZ')).toMatchObject({ identifier: 'approved', name: 'Schválená' });
  });

  it('shows a campaign without items with no dates and a zero total', async () => {
    const answer = await filter(retailer, { ...page, search: 'Novinka: proteinové tyčinky' });
    expect(answer.campaigns).toHaveLength(1);
    expect(answer.campaigns[0]).toMatchObject({
      campaignItemsCount: 0,
      startDateString: null,
      endDateString: null,
      totalPrice: 0,
      salesPerson: { name: 'Simona Obchodní' },
      campaignState: { identifier: 'in-process', canSendForCheck: true, canEdit: true },
    });
  });

  describe('paging', () => {
    it('walks every campaign once, whatever the page size', async () => {
      const facts = await campaignFacts();
      for (const limit of [10, 20, 50]) {
        const all = await everything(retailer, {}, limit);
        expect(all.map((row) => row.id)).toEqual(facts.map((fact) => fact.id));
      }
    });

    it('answers the page asked for with the totals of the whole filter', async () => {
      const facts = await campaignFacts();
      const second = await filter(retailer, { limit: 10, offset: 10 });
      expect(second.campaigns.map((row) => row.id)).toEqual(facts.slice(10, 20).map((fact) => fact.id));
      expect(second.total).toBe(facts.length);
      const last = await filter(retailer, { limit: 20, offset: facts.length - 3 });
      expect(last.campaigns).toHaveLength(3);
    });

    it('answers an empty page past the end, still with the totals', async () => {
      const facts = await campaignFacts();
      const answer = await filter(retailer, { limit: 10, offset: 1000 });
      expect(answer).toEqual({ campaigns: [], total: facts.length, totalPrice: answer.totalPrice });
      expect(answer.totalPrice).toBeCloseTo(sumOf(facts), 2);
    });

    it('sums the total price over every matching campaign, not only the page', async () => {
      const facts = await campaignFacts(sql`c.company_id = ${ids.acme}`);
      expect(facts.length).toBeGreaterThan(5);
      const answer = await filter(retailer, { limit: 5, offset: 0, companyIdes: [ids.acme] });
      expect(answer.campaigns).toHaveLength(5);
      expect(answer.total).toBe(facts.length);
      expect(answer.totalPrice).toBeCloseTo(sumOf(facts), 2);
      expect(answer.totalPrice).toBeGreaterThan(sumOf(facts.slice(0, 5)));
    });
  });

  describe('filters', () => {
    it('by state', async () => {
      const expected = await campaignFacts(sql`c.state_id in (8, 10)`);
      expect(expected.length).toBeGreaterThan(0);
      const all = await everything(retailer, { campaignStateIdes: [8, 10] });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect(new Set(all.map((row) => row.campaignState.identifier))).toEqual(new Set(['online', 'paused']));
    });

    it('by company', async () => {
      const expected = await campaignFacts(sql`c.company_id = ${ids.bella}`);
      const all = await everything(retailer, { companyIdes: [ids.bella] });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect(all.every((row) => row.company.name === 'Bella Cosmetics s.r.o.')).toBe(true);
    });

    it('by company contact', async () => {
      const expected = await campaignFacts(sql`c.company_contact_id = ${ids.marketing}`);
      expect(expected.length).toBeGreaterThan(0);
      const all = await everything(retailer, { companyContactIdes: [ids.marketing] });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect(all.every((row) => row.companyContact?.name === 'Markéta Horáková')).toBe(true);
    });

    it('by sales person', async () => {
      const expected = await campaignFacts(sql`c.sales_person_id = ${ids.sales2}`);
      expect(expected.length).toBeGreaterThan(0);
      const all = await everything(retailer, { salesPersonIdes: [ids.sales2] });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect(all.every((row) => row.salesPerson?.name === 'Petr Novák')).toBe(true);
    });

    it('by a part of the name, in any case', async () => {
      const expected = await campaignFacts(sql`c.name like '%Vánoční%'`);
      expect(expected.length).toBeGreaterThan(1);
      for (const search of ['vánoční', 'VÁNOČNÍ', '  Vánoční ']) {
        const all = await everything(retailer, { search });
        expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      }
      expect((await filter(retailer, { ...page, search: 'žádná taková kampaň' })).total).toBe(0);
    });

    it('takes search text literally (no wildcards)', async () => {
      expect((await filter(retailer, { ...page, search: '%' })).total).toBe(0);
      expect((await filter(retailer, { ...page, search: '_' })).total).toBe(0);
      const colon = await campaignFacts(sql`c.name like '%:%'`);
      expect((await filter(retailer, { ...page, search: ':' })).total).toBe(colon.length);
    });

    it('searches company names for retailer and agency, not for a vendor', async () => {
      const acme = await campaignFacts(sql`c.company_id = ${ids.acme}`);
      expect((await filter(retailer, { ...page, search: 'acme' })).total).toBe(acme.length);
      expect((await filter(agency, { ...page, search: 'ACME foods' })).total).toBe(acme.length);
      expect((await filter(vendor, { ...page, search: 'acme' })).total).toBe(0);
    });

    it('by a date range: campaigns whose run overlaps it', async () => {
      const start = '2026-11-23';
      const end = '2026-11-29';
      const expected = await campaignFacts(
        sql`c.id in (select campaign_id from campaign_items group by campaign_id
                     having min(start_date) <= ${end}::date and max(end_date) >= ${start}::date)`,
      );
      expect(expected.length).toBeGreaterThan(2);
      const all = await everything(retailer, { startDate: start, endDate: end });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      for (const row of all) {
        expect(row.startDateString! <= end && row.endDateString! >= start).toBe(true);
      }
    });

    it('by an open date range, leaving out campaigns without items', async () => {
      const from = await campaignFacts(
        sql`c.id in (select campaign_id from campaign_items group by campaign_id having max(end_date) >= '2027-01-01')`,
      );
      expect((await everything(retailer, { startDate: '2027-01-01' })).map((row) => row.id)).toEqual(
        from.map((fact) => fact.id),
      );
      const until = await campaignFacts(
        sql`c.id in (select campaign_id from campaign_items group by campaign_id having min(start_date) <= '2026-03-31')`,
      );
      expect((await everything(retailer, { endDate: '2026-03-31' })).map((row) => row.id)).toEqual(
        until.map((fact) => fact.id),
      );
      const withoutItems = await campaignFacts(
        sql`not exists (select 1 from campaign_items where campaign_id = c.id)`,
      );
      expect(withoutItems.length).toBeGreaterThan(0);
      const ranged = await everything(retailer, { startDate: '2000-01-01', endDate: '2100-12-31' });
      expect(ranged).toHaveLength((await campaignFacts()).length - withoutItems.length);
      // A single day is a range too.
      const day = await everything(retailer, { startDate: '2026-11-22', endDate: '2026-11-22' });
      expect(day.length).toBeGreaterThan(0);
    });

    it('my campaigns of a sales person: where the sales person is the caller', async () => {
      const sales = await loginAs(t.app, 'sales@portal.test');
      const expected = await campaignFacts(sql`c.sales_person_id = ${ids.sales}`);
      const all = await everything(sales, { myCampaigns: true });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect((await filter(sales, { ...page, myCampaigns: false })).total).toBe(
        (await campaignFacts()).length,
      );
    });

    it('my campaigns of a vendor and an agency: created by them or with them as the contact', async () => {
      const mine = await campaignFacts(
        sql`c.company_id = ${ids.acme} and (c.created_by_user_id = ${ids.vendor} or c.company_contact_id = ${ids.vendor})`,
      );
      const all = await everything(vendor, { myCampaigns: true });
      expect(all.map((row) => row.id)).toEqual(mine.map((fact) => fact.id));
      expect(mine.length).toBeLessThan((await campaignFacts(sql`c.company_id = ${ids.acme}`)).length);

      const agencyMine = await campaignFacts(
        sql`c.created_by_user_id = ${ids.agency} or c.agency_contact_id = ${ids.agency}`,
      );
      expect(agencyMine.length).toBeGreaterThan(0);
      const agencyAll = await everything(agency, { myCampaigns: true });
      expect(agencyAll.map((row) => row.id)).toEqual(agencyMine.map((fact) => fact.id));
    });

    it('combines filters, and treats empty or null filters as none', async () => {
      const expected = await campaignFacts(
        sql`c.company_id = ${ids.acme} and c.state_id in (1, 2, 3) and c.sales_person_id = ${ids.sales}`,
      );
      const all = await everything(retailer, {
        companyIdes: [ids.acme],
        campaignStateIdes: [1, 2, 3],
        salesPersonIdes: [ids.sales],
      });
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));

      const everyone = (await campaignFacts()).length;
      const none = await filter(retailer, {
        ...page,
        companyIdes: [],
        campaignStateIdes: [],
        companyContactIdes: [],
        salesPersonIdes: [],
        search: '',
      });
      expect(none.total).toBe(everyone);
      const nulls = await filter(retailer, {
        ...page,
        order: null,
        myCampaigns: null,
        startDate: null,
        endDate: null,
        search: null,
        companyIdes: null,
        campaignStateIdes: null,
        companyContactIdes: null,
        salesPersonIdes: null,
      });
      expect(nulls.total).toBe(everyone);
    });

    it('finds nothing for ids that do not exist', async () => {
      const answer = await filter(retailer, { ...page, companyIdes: [999_999], salesPersonIdes: [999_999] });
      expect(answer).toEqual({ campaigns: [], total: 0, totalPrice: 0 });
    });
  });

  describe('sorting', () => {
    const collator = new Intl.Collator('und');
    type Key = (row: CampaignListRow) => string | number | null;
    type Compare = (a: unknown, b: unknown) => number;
    const text: Compare = (a, b) => collator.compare(a as string, b as string);
    const plain: Compare = (a, b) => ((a as number | string) < (b as number | string) ? -1 : a === b ? 0 : 1);
    const cases: [NonNullable<CampaignFilterRequest['order']>['name'], Key, Compare][] = [
      ['name', (row) => row.name, text],
      ['company', (row) => row.company.name, text],
      ['salesPerson', (row) => row.salesPerson?.name ?? null, text],
      ['state', (row) => row.campaignState.id, plain],
      ['startDate', (row) => row.startDateString, plain],
      ['endDate', (row) => row.endDateString, plain],
      ['price', (row) => row.totalPrice, plain],
    ];

    it.each(
      cases.flatMap(([name, key, compare]) => [
        [name, 'ASC' as const, key, compare],
        [name, 'DESC' as const, key, compare],
      ]),
    )('by %s %s, empty values last, ties by id', async (name, direction, key, compare) => {
      const all = await everything(retailer, { order: { name, direction } });
      expect(all).toHaveLength((await campaignFacts()).length);
      const sign = direction === 'ASC' ? 1 : -1;
      for (let index = 1; index < all.length; index += 1) {
        const [before, after] = [all[index - 1]!, all[index]!];
        const [a, b] = [key(before), key(after)];
        const byId = sign * (before.id - after.id);
        if (a === null) {
          expect([b, byId < 0]).toEqual([null, true]);
        } else if (b !== null) {
          const order = sign * compare(a, b);
          expect(order < 0 || (order === 0 && byId < 0)).toBe(true);
        }
      }
      // The same order whatever the page size.
      expect((await everything(retailer, { order: { name, direction } }, 50)).map((row) => row.id)).toEqual(
        all.map((row) => row.id),
      );
    });

    it('orders names naturally: case and accents do not split the list', async () => {
      const [company] = await t.database.db
        .insert(companies)
        .values({ name: 'Zkušební řazení s.r.o.', type: 'vendor' })
        .returning({ id: companies.id });
      const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
      const names = ['b kampaň', 'Č kampaň', 'A kampaň', 'c kampaň', 'ž kampaň', 'Z kampaň'];
      const created = await t.database.db
        .insert(campaigns)
        .values(names.map((name) => ({ name, companyId: company!.id })))
        .returning({ id: campaigns.id, name: campaigns.name });
      // Prices and dates chosen so every sort has a known answer.
      for (const [index, campaign] of created.entries()) {
        await t.database.db.insert(campaignItems).values({
          campaignId: campaign.id,
          productId: product!.id,
          startDate: `2030-01-${String(10 + index).padStart(2, '0')}`,
          endDate: `2030-02-${String(20 - index).padStart(2, '0')}`,
          unitPrice: '100.00',
          price: `${(index + 1) * 1000}.50`,
        });
      }
      const sorted = async (name: 'name' | 'price' | 'startDate' | 'endDate', direction: 'ASC' | 'DESC') =>
        (
          await filter(retailer, { ...page, companyIdes: [company!.id], order: { name, direction } })
        ).campaigns.map((row) => row.name);
      const natural = ['A kampaň', 'b kampaň', 'c kampaň', 'Č kampaň', 'Z kampaň', 'ž kampaň'];
      expect(await sorted('name', 'ASC')).toEqual(natural);
      expect(await sorted('name', 'DESC')).toEqual([...natural].reverse());
      expect(await sorted('price', 'ASC')).toEqual(names);
      expect(await sorted('price', 'DESC')).toEqual([...names].reverse());
      expect(await sorted('startDate', 'ASC')).toEqual(names);
      expect(await sorted('endDate', 'ASC')).toEqual([...names].reverse());
      const answer = await filter(retailer, { ...page, companyIdes: [company!.id] });
      expect(answer.totalPrice).toBe(21_003);
      expect(answer.campaigns.map((row) => row.name)).toEqual([...names].reverse());
    });
  });

  describe('tenancy', () => {
    it('shows a vendor only its company, even when it asks for another', async () => {
      const acme = await campaignFacts(sql`c.company_id = ${ids.acme}`);
      const all = await everything(vendor, {});
      expect(all.map((row) => row.id)).toEqual(acme.map((fact) => fact.id));
      const answer = await filter(vendor, { ...page });
      expect(answer.totalPrice).toBeCloseTo(sumOf(acme), 2);

      for (const other of [ids.bella, ids.nordic]) {
        expect(await filter(vendor, { ...page, companyIdes: [other] })).toEqual({
          campaigns: [],
          total: 0,
          totalPrice: 0,
        });
      }
      expect((await filter(vendor, { ...page, companyIdes: [ids.acme, ids.bella] })).total).toBe(acme.length);
      expect((await filter(vendor, { ...page, search: 'parfémy' })).total).toBe(0);
      expect((await filter(vendor, { ...page, companyContactIdes: [ids.nordicUser] })).total).toBe(0);
    });

    it('shows another vendor its own company', async () => {
      const bella = await loginAs(t.app, 'bella@portal.test');
      const expected = await campaignFacts(sql`c.company_id = ${ids.bella}`);
      expect((await everything(bella, {})).map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect((await filter(bella, { ...page, companyIdes: [ids.acme] })).total).toBe(0);
    });

    it('shows an agency the vendor companies it acts for', async () => {
      const expected = await campaignFacts(sql`c.company_id in (${ids.acme}, ${ids.nordic})`);
      const all = await everything(agency, {});
      expect(all.map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect(new Set(all.map((row) => row.company.id))).toEqual(new Set([ids.acme, ids.nordic]));
      expect((await filter(agency, { ...page, companyIdes: [ids.bella] })).total).toBe(0);
      expect((await filter(agency, { ...page, companyIdes: [ids.nordic] })).total).toBe(
        (await campaignFacts(sql`c.company_id = ${ids.nordic}`)).length,
      );
    });

    it('shows retailer staff everything', async () => {
      const everyone = (await campaignFacts()).length;
      for (const email of ['admin@portal.test', 'sales2@portal.test', 'retailer@portal.test']) {
        const token = await loginAs(t.app, email);
        expect((await filter(token, page)).total).toBe(everyone);
      }
    });

    it('shows an impersonated session what the buyer sees', async () => {
      const sales = await loginAs(t.app, 'sales@portal.test');
      const impersonated = await call(t.app, 'POST', '/api/auth/login-as-user', {
        token: sales,
        body: { id: ids.nordicUser },
      });
      const token = impersonated.json<{ token: string }>().token;
      const expected = await campaignFacts(sql`c.company_id = ${ids.nordic}`);
      expect((await everything(token, {})).map((row) => row.id)).toEqual(expected.map((fact) => fact.id));
      expect((await filter(token, { ...page, companyIdes: [ids.acme] })).total).toBe(0);
      // "My campaigns" is the buyer's too, not the retailer's (a sales person).
      const mine = await campaignFacts(
        sql`c.company_id = ${ids.nordic} and (c.created_by_user_id = ${ids.nordicUser} or c.company_contact_id = ${ids.nordicUser})`,
      );
      expect((await filter(token, { ...page, myCampaigns: true })).total).toBe(mine.length);
    });

    it('shows a buyer the campaigns an agency or the retailer created for it', async () => {
      const agencyMade = await campaignFacts(
        sql`c.company_id = ${ids.acme} and c.agency_id = ${ids.mediamax}`,
      );
      expect(agencyMade.length).toBeGreaterThan(0);
      const seen = new Set((await everything(vendor, {})).map((row) => row.id));
      expect(agencyMade.every((fact) => seen.has(fact.id))).toBe(true);
    });
  });

  describe('bad input', () => {
    const bad = async (body: unknown, field: string) => {
      const answer = expectError(
        await call(t.app, 'POST', '/api/campaigns/filter', { token: retailer, body: body as object }),
        400,
        'validation_failed',
      );
      expect(Object.keys(answer.fieldErrors as object)).toContain(field);
    };

    it.each<[unknown, string]>([
      [{ limit: 0, offset: 0 }, 'limit'],
      [{ limit: 101, offset: 0 }, 'limit'],
      [{ limit: 10.5, offset: 0 }, 'limit'],
      [{ limit: '10', offset: 0 }, 'limit'],
      [{ offset: 0 }, 'limit'],
      [{ limit: 10, offset: -1 }, 'offset'],
      [{ limit: 10 }, 'offset'],
      [{ ...page, order: { name: 'budget', direction: 'ASC' } }, 'order.name'],
      [{ ...page, order: { name: 'name', direction: 'UP' } }, 'order.direction'],
      [{ ...page, order: 'name' }, 'order'],
      [{ ...page, startDate: '2026-02-30' }, 'startDate'],
      [{ ...page, startDate: '22.11.2026' }, 'startDate'],
      [{ ...page, endDate: '2026-13-01' }, 'endDate'],
      [{ ...page, endDate: 20261122 }, 'endDate'],
      [{ ...page, startDate: '2026-11-30', endDate: '2026-11-01' }, 'endDate'],
      [{ ...page, campaignStateIdes: [0] }, 'campaignStateIdes.0'],
      [{ ...page, companyIdes: ['abc'] }, 'companyIdes.0'],
      [{ ...page, salesPersonIdes: 5 }, 'salesPersonIdes'],
      [{ ...page, myCampaigns: 'yes' }, 'myCampaigns'],
      [{ ...page, search: 'x'.repeat(201) }, 'search'],
    ])('refuses bad input, case %#', async (body, field) => {
      await bad(body, field);
    });

    it('refuses a missing body', async () => {
      expectError(
        await call(t.app, 'POST', '/api/campaigns/filter', { token: retailer }),
        400,
        'validation_failed',
      );
    });

    it('names the field in the message', async () => {
      const answer = expectError(
        await call(t.app, 'POST', '/api/campaigns/filter', {
          token: retailer,
          body: { limit: 0, offset: 0 },
          headers: { 'accept-language': 'en-GB' },
        }),
        400,
        'validation_failed',
      );
      expect(answer.fieldErrors).toEqual({ limit: ['The field limit must be at least 1.'] });
    });
  });
});
