import type { UserEdit, VendorDetail, VendorList } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { insertUserWithRoles, rows } from './ordering-fixtures';

/**
 * The vendor list and detail (spec 000 §2 vendorList and vendorDetail; docs/users.md "Vendors"):
 * retailer staff only; paging and a search without regard to case and accents; the figures (users,
 * active campaigns, spend this year) as the seed gives them, computed here from the rows apart from
 * the service's SQL; 404 for a company that is not a vendor.
 */
let t: TestApp;
let retailer: string;
let admin: string;
let vendor: string;
let agency: string;
let salesOnly: string;
let impersonated: string;

const CLOSED = 9;
const CANCELED = 11;

const idOf = async (query: SQL) => (await rows<{ id: number }>(t, query))[0]!.id;
const companyId = (name: string) => idOf(sql`select id from companies where name = ${name}`);

async function get<T>(token: string, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await call(t.app, 'GET', url, { token, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** The year of the service clock in Europe/Prague. */
const pragueYear = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric' }).format(t.clock.now()),
  );

/** A vendor's figures as the definition says, summed here in JavaScript from its rows. */
async function expectedFigures(id: number, year: number) {
  const userRows = await rows<{ id: number }>(t, sql`select id from users where company_id = ${id}`);
  const campaignRows = await rows<{ id: number; state_id: number }>(
    t,
    sql`select id, state_id from campaigns where company_id = ${id}`,
  );
  const items = await rows<{ campaign_id: number; start_date: string; price: string }>(
    t,
    sql`select i.campaign_id, to_char(i.start_date, 'YYYY-MM-DD') as start_date, i.price::text as price
        from campaign_items i inner join campaigns c on c.id = i.campaign_id where c.company_id = ${id}`,
  );
  const canceled = new Set(campaignRows.filter((row) => row.state_id === CANCELED).map((row) => row.id));
  const cents = items
    .filter((item) => !canceled.has(item.campaign_id) && item.start_date.startsWith(`${year}-`))
    .reduce((sum, item) => sum + Math.round(Number(item.price) * 100), 0);
  return {
    usersCount: userRows.length,
    activeCampaignsCount: campaignRows.filter((row) => ![CLOSED, CANCELED].includes(row.state_id)).length,
    spendThisYear: cents / 100,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUserWithRoles(t, 'jen.obchodnik@portal.test', ['salesPerson']);
  [retailer, admin, vendor, agency, salesOnly] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'admin@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
    loginAs(t.app, 'jen.obchodnik@portal.test'),
  ]);
  const vendorUser = await idOf(sql`select id from users where email = 'vendor@portal.test'`);
  const response = await call(t.app, 'POST', '/api/auth/login-as-user', {
    token: await loginAs(t.app, 'retailer@portal.test'),
    body: { id: vendorUser },
  });
  impersonated = response.json<{ token: string }>().token;
});
afterAll(() => t.close());

describe('GET /api/vendors', () => {
  it('lists every vendor company by name with its users, active campaigns and spend this year', async () => {
    const list = await get<VendorList>(retailer, '/api/vendors');
    expect(list.year).toBe(pragueYear());
    expect(list.totalCount).toBe(3);
    expect(list.items.map((row) => row.name)).toEqual([
      'Acme Foods',
      'Bella Cosmetics s.r.o.',
      'Nordic Drinks a.s.',
    ]);
    for (const row of list.items) {
      expect(row).toMatchObject({ active: true, ...(await expectedFigures(row.id, list.year)) });
    }
    // The seed: Acme has three users (one inactive) and campaigns that started this year.
    const acme = list.items[0]!;
    expect(acme.usersCount).toBe(3);
    expect(acme.activeCampaignsCount).toBeGreaterThan(0);
    expect(acme.spendThisYear).toBeGreaterThan(0);
    // Administrators are retailer staff too.
    expect(await get<VendorList>(admin, '/api/vendors')).toEqual(list);
  });

  it('pages on the server', async () => {
    const first = await get<VendorList>(retailer, '/api/vendors?firstResult=0&maxResults=2');
    expect(first.totalCount).toBe(3);
    expect(first.items.map((row) => row.name)).toEqual(['Acme Foods', 'Bella Cosmetics s.r.o.']);
    const second = await get<VendorList>(retailer, '/api/vendors?firstResult=2&maxResults=2');
    expect(second.totalCount).toBe(3);
    expect(second.items.map((row) => row.name)).toEqual(['Nordic Drinks a.s.']);
    const beyond = await get<VendorList>(retailer, '/api/vendors?firstResult=10&maxResults=10');
    expect(beyond).toMatchObject({ items: [], totalCount: 3 });
    expectError(
      await call(t.app, 'GET', '/api/vendors?maxResults=101', { token: retailer }),
      400,
      'validation_failed',
    );
  });

  it('searches the name without regard to case and accents, among vendors only', async () => {
    await t.database.db.execute(sql`
      insert into companies (name, type) values
        ('Žluťoučký Kůň s.r.o.', 'vendor'), ('Žluťoučká agentura', 'agency'), ('Sleva 50% a.s.', 'vendor')`);
    try {
      const names = async (search: string) =>
        (await get<VendorList>(retailer, `/api/vendors?search=${encodeURIComponent(search)}`)).items.map(
          (row) => row.name,
        );
      expect(await names('zlutoucky')).toEqual(['Žluťoučký Kůň s.r.o.']);
      expect(await names('ŽLUŤOUČKÝ KŮŇ')).toEqual(['Žluťoučký Kůň s.r.o.']);
      expect(await names('kun')).toEqual(['Žluťoučký Kůň s.r.o.']);
      expect(await names('ACME')).toEqual(['Acme Foods']);
      expect(await names('  nordic ')).toEqual(['Nordic Drinks a.s.']);
      // LIKE's wildcards are searched as themselves.
      expect(await names('50%')).toEqual(['Sleva 50% a.s.']);
      expect(await names('%')).toEqual(['Sleva 50% a.s.']);
      expect(await names('agentura')).toEqual([]);
      const found = await get<VendorList>(retailer, '/api/vendors?search=s.r.o&maxResults=1');
      expect(found.totalCount).toBe(2);
      expect(found.items.map((row) => row.name)).toEqual(['Bella Cosmetics s.r.o.']);
      // A new company: no users, campaigns or spend.
      const horse = (await get<VendorList>(retailer, '/api/vendors?search=kun')).items[0]!;
      expect(horse).toMatchObject({ usersCount: 0, activeCampaignsCount: 0, spendThisYear: 0 });
    } finally {
      await t.database.db.execute(
        sql`delete from companies where name in ('Žluťoučký Kůň s.r.o.', 'Žluťoučká agentura', 'Sleva 50% a.s.')`,
      );
    }
  });

  it('counts as spend the items starting this year (Europe/Prague) of campaigns that are not canceled', async () => {
    const id = await idOf(
      sql`insert into companies (name, type) values ('Spend Test s.r.o.', 'vendor') returning id`,
    );
    const product = await idOf(sql`select id from products order by id limit 1`);
    const campaign = (name: string, stateId: number) =>
      idOf(
        sql`insert into campaigns (name, company_id, state_id) values (${name}, ${id}, ${stateId}) returning id`,
      );
    const item = (campaignId: number, start: string, end: string, price: string) =>
      t.database.db.execute(sql`
        insert into campaign_items (campaign_id, product_id, start_date, end_date, unit_price, price, state_id)
        values (${campaignId}, ${product}, ${start}, ${end}, ${price}, ${price}, 1)`);
    const running = await campaign('Běžící', 1);
    const canceled = await campaign('Zrušená', CANCELED);
    const closed = await campaign('Ukončená', CLOSED);
    await item(running, '2027-01-01', '2027-01-07', '1000.50');
    await item(running, '2026-12-28', '2027-01-03', '250.25');
    await item(canceled, '2027-02-01', '2027-02-07', '5000.00');
    await item(closed, '2027-03-01', '2027-03-07', '10.00');
    try {
      // 23:30 on New Year's Eve in UTC is already 2027 in Prague. (A session of its own: the others'
      // would expire when used a month ahead.)
      t.clock.set('2026-12-31T23:30:00Z');
      const token = await loginAs(t.app, 'retailer@portal.test');
      const spendOf = async () =>
        (await get<VendorList>(token, '/api/vendors?search=spend%20test')).items[0]!;
      expect(await spendOf()).toMatchObject({
        usersCount: 0,
        activeCampaignsCount: 1,
        spendThisYear: 1010.5,
      });
      expect((await get<VendorList>(token, '/api/vendors?search=spend%20test')).year).toBe(2027);
      // An hour earlier in UTC it is still 2026 there: only the item that starts in 2026 counts.
      t.clock.set('2026-12-31T22:30:00Z');
      expect(await spendOf()).toMatchObject({ spendThisYear: 250.25 });
      const detail = await get<VendorDetail>(token, `/api/vendors/${id}`);
      expect(detail).toMatchObject({ activeCampaignsCount: 1, spendThisYear: 250.25, campaignsCount: 3 });
    } finally {
      t.clock.set(new Date());
      await t.database.db.execute(sql`delete from campaigns where company_id = ${id}`);
      await t.database.db.execute(sql`delete from companies where id = ${id}`);
    }
  });

  it('is for retailer staff only', async () => {
    for (const token of [vendor, agency, salesOnly, impersonated])
      expectError(await call(t.app, 'GET', '/api/vendors', { token }), 403, 'forbidden');
    expectError(await call(t.app, 'GET', '/api/vendors'), 401, 'unauthorized');
  });
});

describe('GET /api/vendors/{id}', () => {
  it("gives a vendor's figures, users, contacts, brands, agencies and newest campaigns", async () => {
    const acme = await companyId('Acme Foods');
    const detail = await get<VendorDetail>(retailer, `/api/vendors/${acme}`, { 'accept-language': 'en-GB' });
    const year = pragueYear();
    expect(detail).toMatchObject({
      id: acme,
      name: 'Acme Foods',
      active: true,
      registrationNumber: '45274649',
      ...(await expectedFigures(acme, year)),
    });
    expect((await get<VendorList>(retailer, '/api/vendors?search=acme')).items[0]).toEqual({
      id: acme,
      name: 'Acme Foods',
      active: true,
      usersCount: detail.usersCount,
      activeCampaignsCount: detail.activeCampaignsCount,
      spendThisYear: detail.spendThisYear,
    });

    // Every user, by name (the inactive one too), with the brands they may promote.
    expect(detail.users.map((user) => [user.name, user.active])).toEqual([
      ['Igor Neaktivní', false],
      ['Markéta Horáková', true],
      ['Vojtěch Dodavatel', true],
    ]);
    const marketing = detail.users.find((user) => user.email === 'marketing@portal.test')!;
    expect(marketing.allowedBrands.map((brand) => brand.name)).toEqual(['Acme', 'Acme Bio']);
    expect(detail.users.find((user) => user.email === 'vendor@portal.test')).toMatchObject({
      roles: ['vendor'],
      active: true,
      storefrontActive: true,
      allowedBrands: [],
    });
    // Contacts: the active users, as GET /companies/{id}/contacts gives them.
    const contacts = await get<{ id: number; name: string; salesPerson: unknown }[]>(
      retailer,
      `/api/companies/${acme}/contacts`,
    );
    expect(detail.contacts.map(({ id, name, salesPerson }) => ({ id, name, salesPerson }))).toEqual(
      contacts.map(({ id, name, salesPerson }) => ({ id, name, salesPerson })),
    );
    expect(detail.contacts.map((contact) => contact.name)).toEqual(['Markéta Horáková', 'Vojtěch Dodavatel']);
    expect(detail.contacts[1]).toMatchObject({
      email: 'vendor@portal.test',
      phone: '+420 603 555 666',
      salesPerson: { name: 'Simona Obchodní' },
    });

    // Agencies acting for it: MediaMax, with its user who orders for Acme.
    expect(detail.agencies).toEqual([
      {
        id: await companyId('MediaMax Agency s.r.o.'),
        name: 'MediaMax Agency s.r.o.',
        people: [
          {
            id: await idOf(sql`select id from users where email = 'agency@portal.test'`),
            name: 'Adam Agenturní',
          },
        ],
      },
    ]);

    // Brands: those of the products its items promote, most items first.
    const brandRows = await rows<{ id: number; name: string; items: number }>(
      t,
      sql`select b.id, b.name, count(*)::int as items from campaign_items i
          inner join target_products p on p.id = i.target_product_id inner join brands b on b.id = p.brand_id
          where i.company_id = ${acme} group by b.id, b.name`,
    );
    expect(brandRows.length).toBeGreaterThan(0);
    expect([...detail.brands].sort((a, b) => a.id - b.id)).toEqual(
      brandRows
        .map((row) => ({ id: row.id, name: row.name, itemsCount: row.items }))
        .sort((a, b) => a.id - b.id),
    );
    const counts = detail.brands.map((brand) => brand.itemsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Campaigns: the newest first, with the state's name in the caller's language.
    const campaignRows = await rows<{ id: number; name: string; state_id: number }>(
      t,
      sql`select id, name, state_id from campaigns where company_id = ${acme} order by id desc`,
    );
    expect(detail.campaignsCount).toBe(campaignRows.length);
    expect(detail.campaigns.map((campaign) => campaign.id)).toEqual(
      campaignRows.slice(0, 50).map((row) => row.id),
    );
    const online = detail.campaigns.find((campaign) => campaign.state.identifier === 'online');
    if (online) expect(online.state.name).toBe('Online');
    const inProcess = detail.campaigns.find((campaign) => campaign.state.identifier === 'in-process');
    if (inProcess) expect(inProcess.state.name).toBe('In process');
    expect(detail.campaigns.every((campaign) => typeof campaign.totalPrice === 'number')).toBe(true);
  });

  it('answers 404 for a company that does not exist or is not a vendor', async () => {
    const mediamax = await companyId('MediaMax Agency s.r.o.');
    const retail = await companyId('Portal Retail a.s.');
    for (const id of [2_000_000_000, mediamax, retail])
      expectError(
        await call(t.app, 'GET', `/api/vendors/${id}`, { token: retailer }),
        404,
        'vendor_not_found',
      );
    expect(
      (
        await call(t.app, 'GET', `/api/vendors/${mediamax}`, {
          token: retailer,
          headers: { 'accept-language': 'en' },
        })
      ).json<{
        message: string;
      }>().message,
    ).toBe('The vendor was not found.');
    expectError(await call(t.app, 'GET', '/api/vendors/abc', { token: retailer }), 400, 'validation_failed');
  });

  it('is for retailer staff only', async () => {
    const acme = await companyId('Acme Foods');
    for (const token of [vendor, agency, salesOnly, impersonated])
      expectError(await call(t.app, 'GET', `/api/vendors/${acme}`, { token }), 403, 'forbidden');
  });
});

// Issue 31 (4): the user detail's catalogue texts come in the caller's language, Czech where the
// catalogue has no translation; the edit version is the same in every language.
describe("the user detail's catalogue texts", () => {
  it('names the product categories in the language of the request', async () => {
    const marketing = await idOf(sql`select id from users where email = 'marketing@portal.test'`);
    const czech = await get<UserEdit>(retailer, `/api/users/${marketing}/edit`);
    const english = await get<UserEdit>(retailer, `/api/users/${marketing}/edit`, {
      'accept-language': 'en-GB',
    });
    const polish = await get<UserEdit>(retailer, `/api/users/${marketing}/edit`, {
      'accept-language': 'pl-PL',
    });
    const titles = (edit: UserEdit) => edit.options.productCategories.map((category) => category.name);
    expect(titles(czech)).toEqual(
      expect.arrayContaining(['Bannery', 'Sponzorované produkty', 'Vyhledávání', 'Vstupní stránky']),
    );
    expect(titles(english)).toEqual(
      expect.arrayContaining(['Banners', 'Sponsored products', 'Search', 'Landing pages']),
    );
    expect(titles(english)).not.toContain('Sponzorované produkty');
    expect(titles(polish)).toContain('Banery');
    expect(english.options.productCategories.map((category) => category.id)).toEqual(
      czech.options.productCategories.map((category) => category.id),
    );
    expect(english.user.allowedProductCategories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Banners']),
    );
    expect(english.user.version).toBe(czech.user.version);
    const detail = await get<{ allowedProductCategories: { name: string }[] }>(
      retailer,
      `/api/users/${marketing}`,
      { 'accept-language': 'en-GB' },
    );
    expect(detail.allowedProductCategories.map((category) => category.name)).toContain('Banners');

    // A category without an English title falls back to Czech.
    await t.database.db.execute(
      sql`update product_categories set translations = translations - 'en' where title = 'Vyhledávání'`,
    );
    const fallback = await get<UserEdit>(retailer, `/api/users/${marketing}/edit`, {
      'accept-language': 'en-GB',
    });
    expect(titles(fallback)).toContain('Vyhledávání');
    expect(titles(fallback)).toContain('Banners');
  });
});
