import type { Contact, NamedRef, UserOption } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

/**
 * Companies and people of the order and campaign forms (spec document 2 §7 "Users and companies"):
 * each call by role and tenancy, and every refusal (403 for a wrong role, 404 for another tenant's id).
 */
let t: TestApp;
let retailer: string;
let admin: string;
let vendor: string;
let agency: string;
let nordic: string;
let ids: {
  acme: number;
  nordic: number;
  bella: number;
  mediamax: number;
  vendor: number;
  marketing: number;
  agency: number;
  sales: number;
  sales2: number;
  nordicUser: number;
};

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
const idOf = async (query: SQL) => (await rows<{ id: number }>(query))[0]!.id;
const companyId = (name: string) => idOf(sql`select id from companies where name = ${name}`);
const userId = (email: string) => idOf(sql`select id from users where email = ${email}`);

async function get<T>(token: string, url: string): Promise<T> {
  const response = await call(t.app, 'GET', url, { token });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}
const names = (items: { name: string }[]) => items.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp();
  [retailer, admin, vendor, agency, nordic] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'admin@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
    loginAs(t.app, 'nordic@portal.test'),
  ]);
  ids = {
    acme: await companyId('Acme Foods'),
    nordic: await companyId('Nordic Drinks a.s.'),
    bella: await companyId('Bella Cosmetics s.r.o.'),
    mediamax: await companyId('MediaMax Agency s.r.o.'),
    vendor: await userId('vendor@portal.test'),
    marketing: await userId('marketing@portal.test'),
    agency: await userId('agency@portal.test'),
    sales: await userId('sales@portal.test'),
    sales2: await userId('sales2@portal.test'),
    nordicUser: await userId('nordic@portal.test'),
  };
});
afterAll(() => t.close());

describe('GET /api/companies', () => {
  it('gives retailer staff every active vendor company, by name', async () => {
    expect(await get<NamedRef[]>(retailer, '/api/companies')).toEqual([
      { id: ids.acme, name: 'Acme Foods' },
      { id: ids.bella, name: 'Bella Cosmetics s.r.o.' },
      { id: ids.nordic, name: 'Nordic Drinks a.s.' },
    ]);
    await t.database.db.execute(sql`update companies set active = false where id = ${ids.bella}`);
    try {
      expect(names(await get<NamedRef[]>(admin, '/api/companies'))).toEqual([
        'Acme Foods',
        'Nordic Drinks a.s.',
      ]);
    } finally {
      await t.database.db.execute(sql`update companies set active = true where id = ${ids.bella}`);
    }
  });

  it('searches names without regard to case', async () => {
    expect(names(await get<NamedRef[]>(retailer, '/api/companies?name=NORDIC'))).toEqual([
      'Nordic Drinks a.s.',
    ]);
    expect(names(await get<NamedRef[]>(retailer, '/api/companies?name=s.r.o'))).toEqual([
      'Bella Cosmetics s.r.o.',
    ]);
    expect(await get<NamedRef[]>(retailer, '/api/companies?name=MediaMax')).toEqual([]);
  });

  it('gives an agency its vendor companies and a vendor its own', async () => {
    expect(names(await get<NamedRef[]>(agency, '/api/companies'))).toEqual([
      'Acme Foods',
      'Nordic Drinks a.s.',
    ]);
    expect(names(await get<NamedRef[]>(agency, '/api/companies?name=bella'))).toEqual([]);
    expect(names(await get<NamedRef[]>(vendor, '/api/companies'))).toEqual(['Acme Foods']);
    expect(names(await get<NamedRef[]>(vendor, '/api/companies?name=nordic'))).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/companies'), 401, 'unauthorized');
  });
});

describe('GET /api/companies/{id}/contacts', () => {
  it("lists the company's active users with their first sales person", async () => {
    const contacts = await get<Contact[]>(retailer, `/api/companies/${ids.acme}/contacts`);
    // inactive@portal.test is left out.
    expect(contacts).toEqual([
      {
        id: ids.marketing,
        name: 'Markéta Horáková',
        email: 'marketing@portal.test',
        salesPerson: { id: ids.sales, name: 'Simona Obchodní' },
      },
      {
        id: ids.vendor,
        name: 'Vojtěch Dodavatel',
        email: 'vendor@portal.test',
        salesPerson: { id: ids.sales, name: 'Simona Obchodní' },
      },
    ]);
    expect(await get<Contact[]>(vendor, `/api/companies/${ids.acme}/contacts`)).toEqual(contacts);
    expect(await get<Contact[]>(agency, `/api/companies/${ids.nordic}/contacts`)).toEqual([
      {
        id: ids.nordicUser,
        name: 'Nina Severová',
        email: 'nordic@portal.test',
        salesPerson: { id: ids.sales2, name: 'Petr Novák' },
      },
    ]);
    // eshop.off@portal.test has no sales person.
    const bella = await get<Contact[]>(retailer, `/api/companies/${ids.bella}/contacts`);
    expect(bella.map((contact) => [contact.name, contact.salesPerson?.name ?? null])).toEqual([
      ['Barbora Krásná', 'Petr Novák'],
      ['Ondřej Zavřený', null],
    ]);
  });

  it('skips an inactive sales person for the next one', async () => {
    await t.database.db.execute(sql`update users set active = false where id = ${ids.sales}`);
    try {
      const contacts = await get<Contact[]>(retailer, `/api/companies/${ids.acme}/contacts`);
      expect(contacts.map((contact) => [contact.name, contact.salesPerson?.name ?? null])).toEqual([
        ['Markéta Horáková', null],
        ['Vojtěch Dodavatel', 'Petr Novák'],
      ]);
    } finally {
      await t.database.db.execute(sql`update users set active = true where id = ${ids.sales}`);
    }
  });

  it("answers 404 for another tenant's company, an agency and an unknown id", async () => {
    for (const [token, id] of [
      [vendor, ids.nordic],
      [nordic, ids.acme],
      [agency, ids.bella],
      [retailer, ids.mediamax],
      [retailer, 999999],
    ] as const) {
      expectError(
        await call(t.app, 'GET', `/api/companies/${id}/contacts`, { token }),
        404,
        'advertiser_not_found',
      );
    }
    expectError(
      await call(t.app, 'GET', '/api/companies/x/contacts', { token: vendor }),
      400,
      'validation_failed',
    );
  });
});

describe('GET /api/agencies and /api/agencies/{id}/contacts', () => {
  it('gives retailer staff the agencies and their people', async () => {
    for (const token of [retailer, admin]) {
      expect(await get<NamedRef[]>(token, '/api/agencies')).toEqual([
        { id: ids.mediamax, name: 'MediaMax Agency s.r.o.' },
      ]);
    }
    expect(await get<Contact[]>(retailer, `/api/agencies/${ids.mediamax}/contacts`)).toEqual([
      {
        id: ids.agency,
        name: 'Adam Agenturní',
        email: 'agency@portal.test',
        salesPerson: { id: ids.sales, name: 'Simona Obchodní' },
      },
    ]);
  });

  it('refuses buyers with 403 and answers 404 for a company that is no agency', async () => {
    for (const token of [vendor, agency]) {
      expectError(await call(t.app, 'GET', '/api/agencies', { token }), 403, 'forbidden');
      expectError(
        await call(t.app, 'GET', `/api/agencies/${ids.mediamax}/contacts`, { token }),
        403,
        'forbidden',
      );
    }
    for (const id of [ids.acme, 999999]) {
      expectError(
        await call(t.app, 'GET', `/api/agencies/${id}/contacts`, { token: retailer }),
        404,
        'agency_not_found',
      );
    }
  });

  it('treats a retailer logged in as a vendor as the vendor', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: await loginAs(t.app, 'sales@portal.test'),
      body: { id: ids.vendor },
    });
    expect(response.statusCode).toBe(200);
    const impersonated = response.json<{ token: string }>().token;
    expectError(await call(t.app, 'GET', '/api/agencies', { token: impersonated }), 403, 'forbidden');
    expect(names(await get<NamedRef[]>(impersonated, '/api/companies'))).toEqual(['Acme Foods']);
  });
});

describe('GET /api/users/vendors and /api/users/by-role/{role}', () => {
  it('gives retailer staff the active vendor users with their companies', async () => {
    const vendors = await get<UserOption[]>(retailer, '/api/users/vendors');
    expect(vendors.map((user) => [user.name, user.company?.name])).toEqual([
      ['Barbora Krásná', 'Bella Cosmetics s.r.o.'],
      ['Markéta Horáková', 'Acme Foods'],
      ['Nina Severová', 'Nordic Drinks a.s.'],
      ['Ondřej Zavřený', 'Bella Cosmetics s.r.o.'],
      ['Vojtěch Dodavatel', 'Acme Foods'],
    ]);
    expect(vendors[4]).toEqual({
      id: ids.vendor,
      name: 'Vojtěch Dodavatel',
      email: 'vendor@portal.test',
      company: { id: ids.acme, name: 'Acme Foods' },
    });
  });

  it('gives retailer staff the active users of a role', async () => {
    expect(names(await get<UserOption[]>(admin, '/api/users/by-role/salesPerson'))).toEqual([
      'Petr Novák',
      'Simona Obchodní',
    ]);
    expect(names(await get<UserOption[]>(retailer, '/api/users/by-role/agency'))).toEqual(['Adam Agenturní']);
    expect(names(await get<UserOption[]>(retailer, '/api/users/by-role/trafficker'))).toEqual([
      'Tomáš Provozní',
    ]);
    await t.database.db.execute(sql`update users set active = false where id = ${ids.sales2}`);
    try {
      expect(names(await get<UserOption[]>(retailer, '/api/users/by-role/salesPerson'))).toEqual([
        'Simona Obchodní',
      ]);
    } finally {
      await t.database.db.execute(sql`update users set active = true where id = ${ids.sales2}`);
    }
  });

  it('refuses buyers with 403 and an unknown role with 400', async () => {
    for (const token of [vendor, agency]) {
      expectError(await call(t.app, 'GET', '/api/users/vendors', { token }), 403, 'forbidden');
      expectError(await call(t.app, 'GET', '/api/users/by-role/salesPerson', { token }), 403, 'forbidden');
    }
    expectError(
      await call(t.app, 'GET', '/api/users/by-role/boss', { token: retailer }),
      400,
      'validation_failed',
    );
    expectError(await call(t.app, 'GET', '/api/users/vendors'), 401, 'unauthorized');
  });
});

describe('GET /api/users/{id}/vendor-companies', () => {
  it('gives an agency user its own vendor companies', async () => {
    expect(await get<NamedRef[]>(agency, `/api/users/${ids.agency}/vendor-companies`)).toEqual([
      { id: ids.acme, name: 'Acme Foods' },
      { id: ids.nordic, name: 'Nordic Drinks a.s.' },
    ]);
  });

  it("gives retailer staff anyone's (none for a user who is no agency user)", async () => {
    expect(names(await get<NamedRef[]>(retailer, `/api/users/${ids.agency}/vendor-companies`))).toEqual([
      'Acme Foods',
      'Nordic Drinks a.s.',
    ]);
    expect(await get<NamedRef[]>(admin, `/api/users/${ids.vendor}/vendor-companies`)).toEqual([]);
    expectError(
      await call(t.app, 'GET', '/api/users/999999/vendor-companies', { token: retailer }),
      404,
      'user_not_found',
    );
  });

  it("refuses vendors with 403 and answers an agency 404 for another user's id", async () => {
    expectError(
      await call(t.app, 'GET', `/api/users/${ids.agency}/vendor-companies`, { token: vendor }),
      403,
      'forbidden',
    );
    for (const id of [ids.vendor, ids.sales, 999999]) {
      expectError(
        await call(t.app, 'GET', `/api/users/${id}/vendor-companies`, { token: agency }),
        404,
        'user_not_found',
      );
    }
  });
});
