import type { UserDetail } from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  auditEvents,
  brands,
  campaigns,
  companies,
  productCategories,
  sessions,
  userSalesPersons,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/services/sessions/passwords';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

/**
 * User administration (spec 000 §2 "Users (settings)", 001 §7; docs/users.md): the list and its
 * search, the detail and its form, saving it and what the limits then do to ordering, each role and
 * the sales person's scope, inviting, deactivating and the impersonation history.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function companyId(name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row!.id;
}

const tokens = new Map<string, string>();
/** One session per demo account for the whole file (tests that end sessions sign in afresh). */
async function as(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await loginAs(t.app, email));
  return tokens.get(email)!;
}

interface ListAnswer {
  items: {
    id: number;
    name: string;
    email: string;
    firstRole: string | null;
    company: { name: string } | null;
  }[];
  totalCount: number;
  totalCapped: boolean;
}

async function list(token: string, query: Record<string, string | number> = {}): Promise<ListAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await call(t.app, 'GET', `/api/users/filter?${search}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<ListAnswer>();
}

/** A user holding only the salesPerson role (not retailer staff), signed in. */
async function salesPersonOnly(email: string): Promise<{ id: number; token: string }> {
  const [retailer] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.type, 'retailer'));
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword('Portal123!'),
      firstName: 'Samostatná',
      lastName: 'Obchodnice',
      companyId: retailer!.id,
      roles: ['salesPerson'],
    })
    .returning({ id: users.id });
  return { id: row!.id, token: await loginAs(t.app, email) };
}

const emptyForm = {
  storefrontActive: true,
  salesPersonIds: [] as number[],
  agencyUserIds: [] as number[],
  vendorCompanyIds: [] as number[],
  allowedBrandIds: [] as number[],
  allowedProductCategoryIds: [] as number[],
  version: 1,
};

/** The form as GET /users/{id}/edit fills it, with changes. */
async function formOf(
  token: string,
  id: number,
  change: Partial<typeof emptyForm> = {},
): Promise<typeof emptyForm> {
  const response = await call(t.app, 'GET', `/api/users/${id}/edit`, { token });
  expect(response.statusCode).toBe(200);
  const { user } = response.json<{ user: UserDetail }>();
  return {
    storefrontActive: user.storefrontActive,
    salesPersonIds: user.salesPersonIds,
    agencyUserIds: user.agencyUserIds,
    vendorCompanyIds: user.vendorCompanyIds,
    allowedBrandIds: user.allowedBrandIds,
    allowedProductCategoryIds: user.allowedProductCategoryIds,
    version: user.version,
    ...change,
  };
}

describe('GET /api/users/filter', () => {
  it('gives retailer staff every user by name, paged, with the total', async () => {
    const retailer = await as('retailer@portal.test');
    const [{ count }] = (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    const all = await list(retailer, { maxResults: 100 });
    expect(all.totalCount).toBe(count);
    expect(all.items).toHaveLength(count);
    // Natural order of the shown names (Czech letters in place).
    const names = all.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
    expect(all.items.find((item) => item.email === 'vendor@portal.test')).toEqual({
      id: await userId('vendor@portal.test'),
      name: 'Vojtěch Dodavatel',
      email: 'vendor@portal.test',
      firstRole: 'vendor',
      roles: ['vendor'],
      company: { id: await companyId('Acme Foods'), name: 'Acme Foods' },
      active: true,
      storefrontActive: true,
    });
    expect(all.items.find((item) => item.email === 'admin@portal.test')?.firstRole).toBe('administrator');

    // Pages of 5 put together are the whole list; every page tells the same total.
    const pages: ListAnswer['items'] = [];
    for (let firstResult = 0; firstResult < count; firstResult += 5) {
      const page = await list(retailer, { maxResults: 5, firstResult });
      expect(page.totalCount).toBe(count);
      expect(page.items.length).toBe(Math.min(5, count - firstResult));
      pages.push(...page.items);
    }
    expect(pages.map((item) => item.id)).toEqual(all.items.map((item) => item.id));
    // Past the end: no rows, the same total.
    expect(await list(retailer, { firstResult: count + 10 })).toEqual({
      items: [],
      totalCount: count,
      totalCapped: false,
    });
    // The default page is 10 (spec 001 §9).
    expect((await list(retailer)).items).toHaveLength(Math.min(10, count));
  });

  it('searches name, e-mail and company without regard to case and accents', async () => {
    const retailer = await as('admin@portal.test');
    const emails = async (search: string, extra: Record<string, string> = {}) =>
      (await list(retailer, { search, maxResults: 100, ...extra })).items.map((item) => item.email).sort();

    expect(await emails('dodavatel')).toEqual(['vendor@portal.test']);
    expect(await emails('DODAVATEL')).toEqual(['vendor@portal.test']);
    expect(await emails('Novak')).toEqual(['sales2@portal.test']);
    expect(await emails('NOVÁK')).toEqual(['sales2@portal.test']);
    expect(await emails('neaktivni')).toEqual(['inactive@portal.test']);
    expect(await emails('vojtech dod')).toEqual(['vendor@portal.test']);
    // The company's name, also without its accents and case.
    expect(await emails('acme foods')).toEqual([
      'inactive@portal.test',
      'marketing@portal.test',
      'vendor@portal.test',
    ]);
    expect(await emails('krasna')).toEqual(['bella@portal.test']);
    // The e-mail.
    expect(await emails('NORDIC@')).toEqual(['nordic@portal.test']);
    // LIKE's wildcards are plain characters.
    expect(await emails('%')).toEqual([]);
    expect(await emails('_')).toEqual([]);
    // Search and role together, with the total of the matches.
    const acme = await list(retailer, { search: 'acme', userRole: 'vendor', maxResults: 2 });
    expect(acme.totalCount).toBe(3);
    expect(acme.items).toHaveLength(2);
    expect(await emails('portal.test', { userRole: 'agency' })).toEqual(['agency@portal.test']);
    expect((await list(retailer, { search: 'nobody-has-this' })).totalCount).toBe(0);
  });

  it('finds new users and follows a renamed company', async () => {
    const retailer = await as('retailer@portal.test');
    await t.database.db.insert(users).values({
      email: 'ZDENEK.ruzicka@example.cz',
      passwordHash: '!',
      firstName: 'Zdeněk',
      lastName: 'Růžička',
      companyId: await companyId('Nordic Drinks a.s.'),
      roles: ['vendor'],
    });
    expect((await list(retailer, { search: 'ruzicka' })).items.map((item) => item.name)).toEqual([
      'Zdeněk Růžička',
    ]);
    expect((await list(retailer, { search: 'zdenek.RUZ' })).totalCount).toBe(1);

    await t.database.db
      .update(companies)
      .set({ name: 'Severské Nápoje a.s.' })
      .where(eq(companies.name, 'Nordic Drinks a.s.'));
    const renamed = await list(retailer, { search: 'severske napoje' });
    expect(renamed.items.map((item) => item.email).sort()).toEqual([
      'ZDENEK.ruzicka@example.cz',
      'nordic@portal.test',
    ]);
    expect((await list(retailer, { search: 'nordic drinks' })).totalCount).toBe(0);
    await t.database.db
      .update(companies)
      .set({ name: 'Nordic Drinks a.s.' })
      .where(eq(companies.name, 'Severské Nápoje a.s.'));
    await t.database.db.delete(users).where(eq(users.email, 'ZDENEK.ruzicka@example.cz'));
  });

  it('refuses buyers and impersonated sessions with 403, anonymous callers with 401', async () => {
    for (const email of ['vendor@portal.test', 'agency@portal.test']) {
      expectError(
        await call(t.app, 'GET', '/api/users/filter', { token: await as(email) }),
        403,
        'forbidden',
      );
    }
    const impersonated = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: await loginAs(t.app, 'retailer@portal.test'),
      body: { id: await userId('vendor@portal.test') },
    });
    expectError(
      await call(t.app, 'GET', '/api/users/filter', { token: impersonated.json().token }),
      403,
      'forbidden',
    );
    expectError(await call(t.app, 'GET', '/api/users/filter'), 401, 'unauthorized');
  });

  it('refuses bad paging and an unknown role', async () => {
    const retailer = await as('retailer@portal.test');
    for (const query of ['maxResults=0', 'maxResults=101', 'firstResult=-1', 'userRole=king', 'maxResults=x'])
      expectError(
        await call(t.app, 'GET', `/api/users/filter?${query}`, { token: retailer }),
        400,
        'validation_failed',
      );
  });
});

describe('GET /api/users/{id} and /api/users/{id}/edit', () => {
  it('gives the user with every list', async () => {
    const retailer = await as('retailer@portal.test');
    const response = await call(t.app, 'GET', `/api/users/${await userId('vendor@portal.test')}`, {
      token: retailer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: await userId('vendor@portal.test'),
      email: 'vendor@portal.test',
      firstName: 'Vojtěch',
      lastName: 'Dodavatel',
      name: 'Vojtěch Dodavatel',
      phone: '+420 603 555 666',
      roles: ['vendor'],
      company: { id: await companyId('Acme Foods'), name: 'Acme Foods', type: 'vendor' },
      active: true,
      storefrontActive: true,
      salesPersons: [
        { id: await userId('sales@portal.test'), name: 'Simona Obchodní' },
        { id: await userId('sales2@portal.test'), name: 'Petr Novák' },
      ],
      agencyUsers: [
        { id: await userId('agency@portal.test'), name: 'MediaMax Agency s.r.o. – Adam Agenturní' },
      ],
      vendorCompanies: [],
      allowedBrands: [],
      allowedProductCategories: [],
      pendingInvitation: null,
      createdAt: expect.any(String),
      salesPersonIds: [await userId('sales@portal.test'), await userId('sales2@portal.test')],
      agencyUserIds: [await userId('agency@portal.test')],
      vendorCompanyIds: [],
      allowedBrandIds: [],
      allowedProductCategoryIds: [],
      version: 1,
    });

    const agency = (
      await call(t.app, 'GET', `/api/users/${await userId('agency@portal.test')}`, { token: retailer })
    ).json();
    expect(agency.vendorCompanies).toEqual([
      { id: await companyId('Acme Foods'), name: 'Acme Foods' },
      { id: await companyId('Nordic Drinks a.s.'), name: 'Nordic Drinks a.s.' },
    ]);
  });

  it("gives the form's choices and which fields apply to the user", async () => {
    const retailer = await as('retailer@portal.test');
    const edit = async (email: string) =>
      (await call(t.app, 'GET', `/api/users/${await userId(email)}/edit`, { token: retailer })).json();

    const vendor = await edit('vendor@portal.test');
    expect(vendor.fields).toEqual({
      agencyUsers: true,
      vendorCompanies: false,
      allowedBrands: true,
      allowedProductCategories: true,
    });
    // Active sales persons only, by name.
    expect(vendor.options.salesPersons.map((person: { name: string }) => person.name)).toEqual([
      'Petr Novák',
      'Simona Obchodní',
    ]);
    expect(vendor.options.agencyUsers).toEqual([
      { id: await userId('agency@portal.test'), name: 'MediaMax Agency s.r.o. – Adam Agenturní' },
    ]);
    const categories = await t.database.db
      .select({ id: productCategories.id, name: productCategories.title })
      .from(productCategories)
      .where(and(eq(productCategories.active, true), eq(productCategories.internal, false)))
      .orderBy(asc(productCategories.position), asc(productCategories.id));
    expect(vendor.options.productCategories).toEqual(categories);

    expect((await edit('agency@portal.test')).fields).toEqual({
      agencyUsers: false,
      vendorCompanies: true,
      allowedBrands: false,
      allowedProductCategories: true,
    });
    expect((await edit('retailer@portal.test')).fields).toEqual({
      agencyUsers: false,
      vendorCompanies: false,
      allowedBrands: false,
      allowedProductCategories: false,
    });
  });

  it('answers 404 for an unknown user and 403 to buyers', async () => {
    const retailer = await as('retailer@portal.test');
    expectError(await call(t.app, 'GET', '/api/users/99999', { token: retailer }), 404, 'user_not_found');
    expectError(
      await call(t.app, 'GET', '/api/users/99999/edit', { token: retailer }),
      404,
      'user_not_found',
    );
    expectError(await call(t.app, 'GET', '/api/users/abc', { token: retailer }), 400, 'validation_failed');
    const vendorId = await userId('vendor@portal.test');
    for (const url of [`/api/users/${vendorId}`, `/api/users/${vendorId}/edit`]) {
      expectError(await call(t.app, 'GET', url, { token: await as('vendor@portal.test') }), 403, 'forbidden');
      expectError(await call(t.app, 'GET', url, { token: await as('agency@portal.test') }), 403, 'forbidden');
    }
  });
});

describe('PUT /api/users/{id}', () => {
  it('saves the lists, records what changed, and the limits then rule what the user may order', async () => {
    const retailer = await as('retailer@portal.test');
    const marketingId = await userId('nordic@portal.test');
    const marketing = await as('nordic@portal.test');

    // Before: every visible category.
    const before = (await call(t.app, 'GET', '/api/categories/active', { token: marketing })).json();
    expect(before.length).toBeGreaterThan(1);
    const [allowed, other] = before as { id: number; products: { id: number }[] }[];

    const [brand1, brand2] = await t.database.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.id))
      .limit(2);
    const form = await formOf(retailer, marketingId, {
      salesPersonIds: [await userId('sales2@portal.test'), await userId('sales@portal.test')],
      allowedProductCategoryIds: [allowed!.id],
      allowedBrandIds: [brand1!.id, brand2!.id, brand1!.id],
      storefrontActive: false,
    });
    const saved = await call(t.app, 'PUT', `/api/users/${marketingId}`, { token: retailer, body: form });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      storefrontActive: false,
      salesPersons: [{ name: 'Petr Novák' }, { name: 'Simona Obchodní' }],
      agencyUsers: [{ name: 'MediaMax Agency s.r.o. – Adam Agenturní' }],
      allowedProductCategories: [{ id: allowed!.id }],
      allowedBrands: expect.arrayContaining([brand1, brand2]),
    });
    expect(saved.json().allowedBrands).toHaveLength(2);
    // GET shows the same.
    expect((await call(t.app, 'GET', `/api/users/${marketingId}`, { token: retailer })).json()).toEqual(
      saved.json(),
    );

    // The audit event says what changed.
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.updated'), eq(auditEvents.entityId, String(marketingId))))
      .orderBy(asc(auditEvents.id));
    expect(event).toMatchObject({ userId: await userId('retailer@portal.test'), impersonatorUserId: null });
    expect(event!.details).toMatchObject({
      storefrontActive: { from: true, to: false },
      allowedProductCategories: { added: [allowed!.id], removed: [] },
      allowedBrands: { added: [brand1!.id, brand2!.id], removed: [] },
    });

    // The user now sees and orders from the allowed category only, and promotes the allowed brands only.
    const after = (await call(t.app, 'GET', '/api/categories/active', { token: marketing })).json();
    expect(after.map((category: { id: number }) => category.id)).toEqual([allowed!.id]);
    const hidden = other!.products[0]!.id;
    expectError(
      await call(t.app, 'GET', `/api/products/${hidden}`, { token: marketing }),
      404,
      'product_not_found',
    );
    expect(
      (await call(t.app, 'GET', `/api/products/${allowed!.products[0]!.id}`, { token: marketing }))
        .statusCode,
    ).toBe(200);
    const brandsFound = (await call(t.app, 'GET', '/api/brands/search', { token: marketing })).json();
    expect(brandsFound.map((brand: { id: number }) => brand.id).sort()).toEqual(
      [brand1!.id, brand2!.id].sort(),
    );
    // Another vendor is not limited.
    const vendorCategories = (
      await call(t.app, 'GET', '/api/categories/active', { token: await as('vendor@portal.test') })
    ).json();
    expect(vendorCategories.length).toBe(before.length);

    // 'All' means none selected.
    const cleared = await call(t.app, 'PUT', `/api/users/${marketingId}`, {
      token: retailer,
      body: {
        ...(await formOf(retailer, marketingId)),
        allowedProductCategoryIds: [],
        allowedBrandIds: [],
        storefrontActive: true,
      },
    });
    expect(cleared.json()).toMatchObject({
      allowedProductCategories: [],
      allowedBrands: [],
      storefrontActive: true,
    });
    expect((await call(t.app, 'GET', '/api/categories/active', { token: marketing })).json()).toHaveLength(
      before.length,
    );
  });

  it('gives an agency user vendor companies, which become its tenancy', async () => {
    const retailer = await as('admin@portal.test');
    const agencyId = await userId('agency@portal.test');
    const bella = await companyId('Bella Cosmetics s.r.o.');
    const form = await formOf(retailer, agencyId);
    const saved = await call(t.app, 'PUT', `/api/users/${agencyId}`, {
      token: retailer,
      body: { ...form, vendorCompanyIds: [...form.vendorCompanyIds, bella] },
    });
    expect(saved.statusCode).toBe(200);
    const companiesSeen = (
      await call(t.app, 'GET', '/api/companies', { token: await as('agency@portal.test') })
    ).json();
    expect(companiesSeen.map((company: { name: string }) => company.name)).toContain(
      'Bella Cosmetics s.r.o.',
    );
    await call(t.app, 'PUT', `/api/users/${agencyId}`, {
      token: retailer,
      body: { ...form, version: (await formOf(retailer, agencyId)).version },
    });
    const back = (
      await call(t.app, 'GET', '/api/companies', { token: await as('agency@portal.test') })
    ).json();
    expect(back.map((company: { name: string }) => company.name)).not.toContain('Bella Cosmetics s.r.o.');
  });

  it('refuses lists that do not apply to the user and ids that are not what they should be', async () => {
    const retailer = await as('retailer@portal.test');
    const vendorId = await userId('vendor@portal.test');
    const agencyId = await userId('agency@portal.test');
    const acme = await companyId('Acme Foods');

    const wrongFor = expectError(
      await call(t.app, 'PUT', `/api/users/${vendorId}`, {
        token: retailer,
        body: { ...(await formOf(retailer, vendorId)), vendorCompanyIds: [acme] },
      }),
      400,
      'validation_failed',
    );
    expect(wrongFor.fieldErrors).toEqual({
      vendorCompanyIds: ['Tento údaj se u tohoto uživatele nenastavuje, nechte ho prázdný.'],
    });
    const agencyBrands = expectError(
      await call(t.app, 'PUT', `/api/users/${agencyId}`, {
        token: retailer,
        body: { ...(await formOf(retailer, agencyId)), allowedBrandIds: [1], agencyUserIds: [agencyId] },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(agencyBrands.fieldErrors as object).sort()).toEqual([
      'agencyUserIds',
      'allowedBrandIds',
    ]);

    // A vendor user is no sales person, an agency no vendor company, nor is an unknown id.
    const invalid = expectError(
      await call(t.app, 'PUT', `/api/users/${vendorId}`, {
        token: retailer,
        body: {
          ...(await formOf(retailer, vendorId)),
          salesPersonIds: [await userId('nordic@portal.test'), 99999, await userId('sales@portal.test')],
          agencyUserIds: [vendorId],
          allowedBrandIds: [99999],
          allowedProductCategoryIds: [99999],
        },
        headers: { 'accept-language': 'cs' },
      }),
      400,
      'validation_failed',
    );
    expect(invalid.fieldErrors).toEqual({
      salesPersonIds: ['2 vybraní obchodníci nejsou aktivní obchodníci.'],
      agencyUserIds: ['1 vybraný uživatel agentury není aktivní.'],
      allowedBrandIds: ['1 vybraná značka neexistuje.'],
      allowedProductCategoryIds: ['1 vybraná kategorie produktů neexistuje nebo je interní.'],
    });
    const agencyForm = await formOf(retailer, agencyId);
    const notVendor = expectError(
      await call(t.app, 'PUT', `/api/users/${agencyId}`, {
        token: retailer,
        body: { ...agencyForm, vendorCompanyIds: [await companyId('MediaMax Agency s.r.o.')] },
        headers: { 'accept-language': 'pl-PL' },
      }),
      400,
      'validation_failed',
    );
    expect(notVendor.fieldErrors).toEqual({
      vendorCompanyIds: ['1 wybranej firmy dostawcy nie można przypisać użytkownikowi.'],
    });
    // Nothing was saved.
    expect((await formOf(retailer, vendorId)).salesPersonIds).toHaveLength(2);
    // The body's schema.
    expectError(
      await call(t.app, 'PUT', `/api/users/${vendorId}`, {
        token: retailer,
        body: { storefrontActive: true },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'PUT', '/api/users/99999', { token: retailer, body: emptyForm }),
      404,
      'user_not_found',
    );
    expectError(
      await call(t.app, 'PUT', `/api/users/${vendorId}`, {
        token: await as('vendor@portal.test'),
        body: emptyForm,
      }),
      403,
      'forbidden',
    );
  });
});

describe("a sales person's users (docs/users.md)", () => {
  it('sees and edits only the users of the companies they are assigned to', async () => {
    const solo = await salesPersonOnly('solo@portal.test');
    // Nobody names them yet: no users.
    expect(await list(solo.token)).toEqual({ items: [], totalCount: 0, totalCapped: false });

    const bellaUser = await userId('bella@portal.test');
    await t.database.db
      .insert(userSalesPersons)
      .values({ userId: bellaUser, salesPersonId: solo.id, position: 5 });
    const seen = await list(solo.token, { maxResults: 50 });
    // Every user of Bella Cosmetics, also the one who does not name them.
    expect(seen.items.map((item) => item.email).sort()).toEqual([
      'bella@portal.test',
      'eshop.off@portal.test',
    ]);
    expect(seen.totalCount).toBe(2);
    expect((await list(solo.token, { search: 'zavreny' })).items.map((item) => item.email)).toEqual([
      'eshop.off@portal.test',
    ]);

    const eshopOff = await userId('eshop.off@portal.test');
    expect((await call(t.app, 'GET', `/api/users/${eshopOff}`, { token: solo.token })).statusCode).toBe(200);
    const saved = await call(t.app, 'PUT', `/api/users/${eshopOff}`, {
      token: solo.token,
      body: await formOf(solo.token, eshopOff, { salesPersonIds: [solo.id] }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().salesPersons).toEqual([{ id: solo.id, name: 'Samostatná Obchodnice' }]);

    // Anyone else answers as an unknown user.
    const vendorId = await userId('vendor@portal.test');
    expectError(
      await call(t.app, 'GET', `/api/users/${vendorId}`, { token: solo.token }),
      404,
      'user_not_found',
    );
    expectError(
      await call(t.app, 'GET', `/api/users/${vendorId}/edit`, { token: solo.token }),
      404,
      'user_not_found',
    );
    expectError(
      await call(t.app, 'GET', `/api/users/${vendorId}/impersonation-history`, { token: solo.token }),
      404,
      'user_not_found',
    );
    expectError(
      await call(t.app, 'PUT', `/api/users/${vendorId}`, { token: solo.token, body: emptyForm }),
      404,
      'user_not_found',
    );
    // Inviting and deactivating are retailer staff's.
    expectError(
      await call(t.app, 'POST', `/api/users/${eshopOff}/deactivate`, { token: solo.token }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'POST', '/api/users/invite', {
        token: solo.token,
        body: { email: 'x@example.cz', firstName: 'X', lastName: 'Y', role: 'vendor', companyId: 1 },
      }),
      403,
      'forbidden',
    );
    // Their company choices are their own companies.
    const options = await call(t.app, 'GET', '/api/users/company-options', { token: solo.token });
    expect(options.json()).toEqual([
      { id: await companyId('Bella Cosmetics s.r.o.'), name: 'Bella Cosmetics s.r.o.' },
    ]);
  });

  it('gives an agency user only vendor companies of their own', async () => {
    const solo = await salesPersonOnly('solo2@portal.test');
    const agencyId = await userId('agency@portal.test');
    await t.database.db.insert(userSalesPersons).values([
      { userId: agencyId, salesPersonId: solo.id, position: 5 },
      { userId: await userId('bella@portal.test'), salesPersonId: solo.id, position: 5 },
    ]);
    const bella = await companyId('Bella Cosmetics s.r.o.');
    const nordic = await companyId('Nordic Drinks a.s.');
    const form = await formOf(solo.token, agencyId);
    expect(form.vendorCompanyIds).toContain(nordic);
    // Keeping what the agency has is fine; adding a company of their own too.
    const kept = await call(t.app, 'PUT', `/api/users/${agencyId}`, {
      token: solo.token,
      body: { ...form, vendorCompanyIds: [...form.vendorCompanyIds, bella] },
    });
    expect(kept.statusCode).toBe(200);
    // Once Nordic is gone, giving it back is not theirs to do.
    const withoutNordic = form.vendorCompanyIds.filter((id) => id !== nordic);
    expect(
      (
        await call(t.app, 'PUT', `/api/users/${agencyId}`, {
          token: solo.token,
          body: {
            ...form,
            vendorCompanyIds: withoutNordic,
            version: (await formOf(solo.token, agencyId)).version,
          },
        })
      ).statusCode,
    ).toBe(200);
    const refused = expectError(
      await call(t.app, 'PUT', `/api/users/${agencyId}`, {
        token: solo.token,
        body: {
          ...form,
          vendorCompanyIds: [...withoutNordic, nordic],
          version: (await formOf(solo.token, agencyId)).version,
        },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(refused.fieldErrors as object)).toEqual(['vendorCompanyIds']);
    // Retailer staff may.
    expect(
      (
        await call(t.app, 'PUT', `/api/users/${agencyId}`, {
          token: await as('retailer@portal.test'),
          body: { ...form, version: (await formOf(solo.token, agencyId)).version },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a retailer who is also a sales person see every user', async () => {
    const sales = await list(await as('sales@portal.test'), { maxResults: 100 });
    const retailer = await list(await as('retailer@portal.test'), { maxResults: 100 });
    expect(sales.totalCount).toBe(retailer.totalCount);
  });
});

describe('GET /api/users/company-options', () => {
  it('searches vendor or agency companies without regard to case and accents', async () => {
    const retailer = await as('retailer@portal.test');
    const names = async (query: string) =>
      (await call(t.app, 'GET', `/api/users/company-options?${query}`, { token: retailer }))
        .json()
        .map((company: { name: string }) => company.name);
    expect(await names('')).toEqual(['Acme Foods', 'Bella Cosmetics s.r.o.', 'Nordic Drinks a.s.']);
    expect(await names('name=NORDIC')).toEqual(['Nordic Drinks a.s.']);
    expect(await names('type=agency')).toEqual(['MediaMax Agency s.r.o.']);
    expectError(
      await call(t.app, 'GET', '/api/users/company-options?type=retailer', { token: retailer }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'GET', '/api/users/company-options', { token: await as('vendor@portal.test') }),
      403,
      'forbidden',
    );
  });
});

describe('POST /api/users/invite', () => {
  const invite = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(t.app, 'POST', '/api/users/invite', { token, body, headers });

  it('creates the user and mails a link to set the password, used once', async () => {
    const admin = await as('admin@portal.test');
    const mediamax = await companyId('MediaMax Agency s.r.o.');
    const sentBefore = t.mailer.sent.length;
    const response = await invite(admin, {
      email: 'Nova.Agentura@example.cz',
      firstName: ' Nikola ',
      lastName: 'Nová',
      role: 'agency',
      companyId: mediamax,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'Nova.Agentura@example.cz',
      name: 'Nikola Nová',
      roles: ['agency'],
      company: { id: mediamax, name: 'MediaMax Agency s.r.o.', type: 'agency' },
      active: true,
      pendingInvitation: { sentAt: expect.any(String), validTo: expect.any(String) },
    });
    const sentAt = new Date(created.pendingInvitation.sentAt).getTime();
    expect(new Date(created.pendingInvitation.validTo).getTime() - sentAt).toBe(72 * HOUR);

    expect(t.mailer.sent).toHaveLength(sentBefore + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('Nova.Agentura@example.cz');
    expect(mail.subject).toBe('Pozvánka do reklamního portálu');
    expect(mail.text).toContain(
      'Alena Adminová vám v reklamním portálu založil(a) účet Nova.Agentura@example.cz.',
    );
    const link = t.mailer.lastLink();
    expect(link).toMatch(/^http:\/\/portal\.test\/reset-password\/[\w-]+$/);
    const secret = link.split('/').at(-1)!;

    // No password yet: the account cannot be signed in to.
    expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        body: { login: 'nova.agentura@example.cz', password: '!invited' },
      }),
      401,
      'invalid_credentials',
    );
    // The reset page's calls take the link.
    const check = await call(t.app, 'GET', `/api/account/password-recovery/${secret}`);
    expect(check.json()).toEqual({
      username: 'Nova.Agentura@example.cz',
      validityTo: created.pendingInvitation.validTo,
    });
    const set = await call(t.app, 'POST', '/api/account/password-update', {
      body: { username: 'nova.agentura@example.cz', password: 'Nove-Heslo-1', hash: secret },
    });
    expect(set.statusCode).toBe(200);
    const token = await loginAs(t.app, 'nova.agentura@example.cz', 'Nove-Heslo-1');
    const me = (await call(t.app, 'GET', '/api/auth/authorization', { token })).json();
    expect(me.user).toMatchObject({
      isAgency: true,
      companyName: 'MediaMax Agency s.r.o.',
      agencyId: mediamax,
    });

    // Used once.
    expectError(
      await call(t.app, 'GET', `/api/account/password-recovery/${secret}`),
      410,
      'recovery_expired',
    );
    expectError(
      await call(t.app, 'POST', '/api/account/password-update', {
        body: { username: 'nova.agentura@example.cz', password: 'Jine-Heslo-2', hash: secret },
      }),
      410,
      'recovery_expired',
    );
    expect(
      (await call(t.app, 'GET', `/api/users/${created.id}`, { token: admin })).json().pendingInvitation,
    ).toBeNull();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.invited'), eq(auditEvents.entityId, String(created.id))));
    expect(event).toMatchObject({
      userId: await userId('admin@portal.test'),
      details: { role: 'agency', companyId: mediamax },
    });
  });

  it('keeps the link 72 hours', async () => {
    const retailer = await as('retailer@portal.test');
    const acme = await companyId('Acme Foods');
    const response = await invite(
      retailer,
      { email: 'expiring@example.cz', firstName: 'Eva', lastName: 'Včasná', role: 'vendor', companyId: acme },
      { 'accept-language': 'en-GB' },
    );
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.at(-1)!.subject).toBe('Invitation to the advertising portal');
    const secret = t.mailer.lastLink().split('/').at(-1)!;
    try {
      t.clock.advance(72 * HOUR - 60_000);
      expect((await call(t.app, 'GET', `/api/account/password-recovery/${secret}`)).statusCode).toBe(200);
      t.clock.advance(2 * 60_000);
      expectError(
        await call(t.app, 'GET', `/api/account/password-recovery/${secret}`),
        410,
        'recovery_expired',
      );
      expectError(
        await call(t.app, 'POST', '/api/account/password-update', {
          body: { username: 'expiring@example.cz', password: 'Pozde-1234', hash: secret },
        }),
        410,
        'recovery_expired',
      );
      // (Sessions expired with the clock too.)
      const later = await loginAs(t.app, 'retailer@portal.test');
      expect(
        (await call(t.app, 'GET', `/api/users/${response.json().id}`, { token: later })).json()
          .pendingInvitation,
      ).toBeNull();
    } finally {
      t.clock.advance(-(72 * HOUR + 60_000));
      tokens.clear();
    }
  });

  it('refuses an e-mail that has an account, with a clear message', async () => {
    const retailer = await as('retailer@portal.test');
    const before = t.mailer.sent.length;
    const refused = expectError(
      await invite(retailer, {
        email: 'VENDOR@portal.test',
        firstName: 'Druhý',
        lastName: 'Dodavatel',
        role: 'vendor',
        companyId: await companyId('Acme Foods'),
      }),
      400,
      'validation_failed',
    );
    expect(refused.fieldErrors).toEqual({ email: ['Uživatel s e-mailem VENDOR@portal.test už existuje.'] });
    expect(t.mailer.sent).toHaveLength(before);
  });

  it("checks the company against the role, and the retailer's staff are the administrators' to invite", async () => {
    const retailer = await as('retailer@portal.test');
    const admin = await as('admin@portal.test');
    const person = { firstName: 'Jan', lastName: 'Pozvaný' };
    const noCompany = expectError(
      await invite(retailer, { ...person, email: 'a1@example.cz', role: 'vendor' }),
      400,
      'validation_failed',
    );
    expect(noCompany.fieldErrors).toEqual({ companyId: ['Vyberte firmu uživatele.'] });
    const agencyAsVendor = expectError(
      await invite(retailer, {
        ...person,
        email: 'a2@example.cz',
        role: 'vendor',
        companyId: await companyId('MediaMax Agency s.r.o.'),
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(agencyAsVendor.fieldErrors as object)).toEqual(['companyId']);
    expectError(
      await invite(retailer, { ...person, email: 'a3@example.cz', role: 'retailer' }),
      403,
      'user_invite_role_forbidden',
    );
    const staff = await invite(admin, { ...person, email: 'a3@example.cz', role: 'salesPerson' });
    expect(staff.json()).toMatchObject({ roles: ['salesPerson'], company: { type: 'retailer' } });
    for (const body of [
      {},
      { ...person, email: 'not-an-email', role: 'vendor', companyId: 1 },
      { ...person, email: 'a4@example.cz', role: 'administrator' },
      { ...person, firstName: '  ', email: 'a4@example.cz', role: 'agency', companyId: 1 },
    ])
      expectError(await invite(admin, body), 400, 'validation_failed');
    expectError(
      await invite(await as('vendor@portal.test'), {
        ...person,
        email: 'a5@example.cz',
        role: 'vendor',
        companyId: 1,
      }),
      403,
      'forbidden',
    );
    expect(
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} in ('a1@example.cz', 'a2@example.cz', 'a4@example.cz', 'a5@example.cz')`),
    ).toEqual([]);
  });
});

describe('POST /api/users/{id}/deactivate and /reactivate', () => {
  it("ends the user's sessions at once and keeps their campaigns", async () => {
    const retailer = await as('retailer@portal.test');
    const vendorId = await userId('vendor@portal.test');
    const vendor = await loginAs(t.app, 'vendor@portal.test');
    const impersonated = (
      await call(t.app, 'POST', '/api/auth/login-as-user', {
        token: await loginAs(t.app, 'admin@portal.test'),
        body: { id: vendorId },
      })
    ).json().token as string;
    const countCampaigns = async () =>
      (
        await t.database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(campaigns)
          .where(eq(campaigns.companyId, await companyId('Acme Foods')))
      )[0]!.count;
    const campaignsBefore = await countCampaigns();
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token: vendor })).statusCode).toBe(200);

    const response = await call(t.app, 'POST', `/api/users/${vendorId}/deactivate`, { token: retailer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: vendorId, active: false });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, vendorId))).toEqual([]);
    // The next call of either session: 401.
    expectError(await call(t.app, 'GET', '/api/campaigns', { token: vendor }), 401, 'unauthorized');
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: impersonated }),
      401,
      'unauthorized',
    );
    // Signing in: the spec's deactivated answer.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: 'vendor@portal.test', password: 'Portal123!' },
    });
    expect(expectError(login, 403, 'user_deactivated').deactivated).toBe(true);
    // Logging in as them: the spec's message.
    expectError(
      await call(t.app, 'POST', '/api/auth/login-as-user', { token: retailer, body: { id: vendorId } }),
      409,
      'login_as_not_active',
    );
    expect(await countCampaigns()).toBe(campaignsBefore);
    // The list says so.
    expect((await list(retailer, { search: 'vendor@portal' })).items[0]).toMatchObject({ active: false });
    // Twice is the same.
    expect(
      (await call(t.app, 'POST', `/api/users/${vendorId}/deactivate`, { token: retailer })).statusCode,
    ).toBe(200);

    const back = await call(t.app, 'POST', `/api/users/${vendorId}/reactivate`, { token: retailer });
    expect(back.json()).toMatchObject({ active: true });
    expect(await loginAs(t.app, 'vendor@portal.test')).toEqual(expect.any(String));
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(vendorId))))
      .orderBy(asc(auditEvents.id));
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('user.'))).toEqual([
      'user.deactivated',
      'user.reactivated',
    ]);
    tokens.delete('vendor@portal.test');
  });

  it('refuses deactivating oneself, an administrator by a retailer, and callers who are not retailer staff', async () => {
    const retailer = await as('retailer@portal.test');
    const admin = await as('admin@portal.test');
    expectError(
      await call(t.app, 'POST', `/api/users/${await userId('retailer@portal.test')}/deactivate`, {
        token: retailer,
      }),
      409,
      'user_deactivate_self',
    );
    expectError(
      await call(t.app, 'POST', `/api/users/${await userId('admin@portal.test')}/deactivate`, {
        token: retailer,
      }),
      403,
      'user_administrator_protected',
    );
    const traffic = await userId('traffic@portal.test');
    expect(
      (await call(t.app, 'POST', `/api/users/${traffic}/deactivate`, { token: admin })).json().active,
    ).toBe(false);
    expect(
      (await call(t.app, 'POST', `/api/users/${traffic}/reactivate`, { token: admin })).json().active,
    ).toBe(true);
    expectError(
      await call(t.app, 'POST', '/api/users/99999/deactivate', { token: admin }),
      404,
      'user_not_found',
    );
    expectError(
      await call(t.app, 'POST', `/api/users/${traffic}/deactivate`, {
        token: await as('agency@portal.test'),
      }),
      403,
      'forbidden',
    );
    expectError(await call(t.app, 'POST', `/api/users/${traffic}/deactivate`), 401, 'unauthorized');
  });
});

describe('impersonation history', () => {
  it("lists what retailers did as the user, and the user's profile tells when it was last", async () => {
    const bellaId = await userId('bella@portal.test');
    const bella = await loginAs(t.app, 'bella@portal.test');
    expect(
      (await call(t.app, 'GET', '/api/user-profile/logged-in-user', { token: bella })).json()
        .lastImpersonation,
    ).toBeNull();
    const empty = await call(t.app, 'GET', `/api/users/${bellaId}/impersonation-history`, {
      token: await as('retailer@portal.test'),
    });
    expect(empty.json()).toEqual([]);

    const retailer = await loginAs(t.app, 'sales2@portal.test');
    const asBella = (
      await call(t.app, 'POST', '/api/auth/login-as-user', { token: retailer, body: { id: bellaId } })
    ).json().token as string;
    t.clock.advance(1000);
    const created = await call(t.app, 'POST', '/api/campaigns/create', {
      token: asBella,
      body: { name: 'Kampaň za Barboru' },
    });
    expect(created.statusCode).toBe(200);
    t.clock.advance(1000);
    await call(t.app, 'POST', '/api/auth/return-to-retailer', { token: asBella });

    const history = await call(t.app, 'GET', `/api/users/${bellaId}/impersonation-history`, {
      token: await as('retailer@portal.test'),
    });
    expect(history.statusCode).toBe(200);
    const petr = { id: await userId('sales2@portal.test'), name: 'Petr Novák' };
    expect(history.json()).toEqual([
      expect.objectContaining({ action: 'auth.return-to-retailer', impersonator: petr }),
      expect.objectContaining({
        action: 'campaign.created',
        impersonator: petr,
        entityType: 'campaign',
        entityId: String(created.json().id),
        campaign: { id: created.json().id, name: 'Kampaň za Barboru' },
      }),
      expect.objectContaining({ action: 'auth.login-as-user', impersonator: petr, campaign: null }),
    ]);
    // Her own writes are not in it.
    await call(t.app, 'PUT', `/api/users/update-preferred-locale/${bellaId}`, {
      token: bella,
      body: { locale: 'en-GB' },
    });
    expect(
      (
        await call(t.app, 'GET', `/api/users/${bellaId}/impersonation-history`, {
          token: await as('retailer@portal.test'),
        })
      ).json(),
    ).toHaveLength(3);

    const profile = (await call(t.app, 'GET', '/api/user-profile/logged-in-user', { token: bella })).json();
    expect(profile.lastImpersonation).toEqual({ at: history.json()[0].at, by: 'Petr Novák' });
    expectError(
      await call(t.app, 'GET', `/api/users/${bellaId}/impersonation-history`, { token: bella }),
      403,
      'forbidden',
    );
  });
});

describe('a search that matches more than 10,000 users', () => {
  const CAP = 10_000;
  beforeAll(async () => {
    // "Cap 00001" … "Cap 10001": zero-padded, so their name order is their number's.
    await t.database.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, roles)
      select 'capped.' || g || '@many.example', 'x', 'Cap', lpad(g::text, 5, '0'), array['vendor']
      from generate_series(1, ${CAP + 1}) g`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`delete from users where email like '%@many.example'`);
  });

  it('says "more than" the cap, and still pages in name order', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const first = await list(retailer, { search: 'MANY.example', maxResults: 5 });
    expect(first.totalCount).toBe(CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.items.map((item) => item.name)).toEqual([
      'Cap 00001',
      'Cap 00002',
      'Cap 00003',
      'Cap 00004',
      'Cap 00005',
    ]);
    const deep = await list(retailer, { search: 'many.example', maxResults: 3, firstResult: 9_998 });
    expect(deep.items.map((item) => item.name)).toEqual(['Cap 09999', 'Cap 10000', 'Cap 10001']);
    expect(deep.totalCapped).toBe(true);
    // The role filter applies to the capped search too.
    expect(await list(retailer, { search: 'many.example', userRole: 'agency' })).toEqual({
      items: [],
      totalCount: 0,
      totalCapped: false,
    });
  });

  it('counts exactly up to the cap', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const some = await list(retailer, { search: 'cap 0000', maxResults: 20 });
    expect(some.totalCount).toBe(9);
    expect(some.totalCapped).toBe(false);
    expect(some.items.map((item) => item.name)).toEqual(
      Array.from({ length: 9 }, (_, index) => `Cap 0000${index + 1}`),
    );
    await t.database.db.execute(sql`delete from users where email = 'capped.10001@many.example'`);
    const exactly = await list(retailer, { search: 'many.example', maxResults: 1 });
    expect(exactly).toMatchObject({ totalCount: CAP, totalCapped: false });
    expect(exactly.items[0]!.name).toBe('Cap 00001');
  });
});
