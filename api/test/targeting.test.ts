import type {
  LandingPageOption,
  Target,
  TargetProduct,
  TargetProductValidation,
} from '@portal/shared-contracts';
import { TARGET_PRODUCT_SEARCH_LIMIT } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

/**
 * The targeting calls of the order form (spec document 2 §7 "Targeting"): the demo shop, product
 * search limited to the advertiser's allowed brands, lookups by URL and SKU, and landing pages.
 */
let t: TestApp;
let retailer: string;
let vendor: string;
let marketing: string;
let agency: string;
let nordic: string;
let bella: string;
let shop: number;
let ids: {
  acme: number;
  nordic: number;
  bella: number;
  mediamax: number;
  vendor: number;
  marketing: number;
  nordicUser: number;
  bellaUser: number;
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

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

interface ShopProduct {
  id: number;
  sku: string;
  name: string;
  url: string;
  brand: string;
  active: boolean;
}
const shopProducts = (where: SQL) =>
  rows<ShopProduct>(sql`
    select p.id, p.external_identifier as sku, p.name, p.url, b.name as brand, p.active
    from target_products p join brands b on b.id = p.brand_id where ${where} order by p.id`);

beforeAll(async () => {
  t = await createTestApp();
  [retailer, vendor, marketing, agency, nordic, bella] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'marketing@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
    loginAs(t.app, 'nordic@portal.test'),
    loginAs(t.app, 'bella@portal.test'),
  ]);
  shop = await idOf(sql`select id from targets where name = 'Portal Retail'`);
  ids = {
    acme: await companyId('Acme Foods'),
    nordic: await companyId('Nordic Drinks a.s.'),
    bella: await companyId('Bella Cosmetics s.r.o.'),
    mediamax: await companyId('MediaMax Agency s.r.o.'),
    vendor: await userId('vendor@portal.test'),
    marketing: await userId('marketing@portal.test'),
    nordicUser: await userId('nordic@portal.test'),
    bellaUser: await userId('bella@portal.test'),
  };
});
afterAll(() => t.close());

describe('the demo shop', () => {
  it('has over 10,000 products with SKU, name, URL under its domain, brand and a three-level category', async () => {
    const [facts] = await rows<{
      products: number;
      skus: number;
      outside: number;
      without: number;
      depth: number;
    }>(sql`
      select count(*)::int as products, count(distinct p.external_identifier)::int as skus,
             count(*) filter (where p.url not like 'https://www.portal-retail.cz/%')::int as outside,
             count(*) filter (where p.brand_id is null or p.category_id is null)::int as without,
             min(case when parent.parent_id is not null and grand.parent_id is null then 3 else 0 end)::int as depth
      from target_products p join target_product_categories leaf on leaf.id = p.category_id
      join target_product_categories parent on parent.id = leaf.parent_id
      join target_product_categories grand on grand.id = parent.parent_id
      where p.target_id = ${shop}`);
    expect(facts).toEqual({
      products: expect.any(Number),
      skus: facts!.products,
      outside: 0,
      without: 0,
      depth: 3,
    });
    expect(facts!.products).toBeGreaterThanOrEqual(10_000);
    const [categories] = await rows<{ count: number; roots: number }>(sql`
      select count(*)::int as count, count(*) filter (where parent_id is null and root_id = id)::int as roots
      from target_product_categories where target_id = ${shop}`);
    expect(categories!.count).toBeGreaterThanOrEqual(30);
    expect(categories!.roots).toBeGreaterThanOrEqual(5);
    const [linked] = await rows<{ count: number }>(
      sql`select count(*)::int as count from product_categories where target_id = ${shop}`,
    );
    expect(linked!.count).toBe(4);
  });
});

describe('GET /api/targeting/target and /target/search', () => {
  it('lists the active shops', async () => {
    const [inactive] = await rows<{ id: number }>(
      sql`insert into targets (name, domain_url, active) values ('Starý e-shop', 'https://old.example.cz', false) returning id`,
    );
    try {
      const expected: Target[] = [
        { id: shop, name: 'Portal Retail', domainUrl: 'https://www.portal-retail.cz' },
      ];
      expect(await get<Target[]>(vendor, '/api/targeting/target')).toEqual(expected);
      expect(await get<Target[]>(retailer, '/api/targeting/target/search?name=RETAIL')).toEqual(expected);
      expect(await get<Target[]>(agency, '/api/targeting/target/search?name=portal-retail.cz')).toEqual(
        expected,
      );
      expect(await get<Target[]>(retailer, '/api/targeting/target/search?name=star')).toEqual([]);
    } finally {
      await t.database.db.execute(sql`delete from targets where id = ${inactive!.id}`);
    }
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/targeting/target'), 401, 'unauthorized');
    expectError(await call(t.app, 'GET', '/api/targeting/target/search?name=a'), 401, 'unauthorized');
  });
});

describe('GET /api/targeting/target-product/search', () => {
  const search = (token: string, params: Record<string, string | number | undefined>) =>
    get<TargetProduct[]>(
      token,
      `/api/targeting/target-product/search?${query({ targetId: shop, ...params })}`,
    );

  it('finds active products whose name contains the text, without regard to case, at most 20', async () => {
    const found = await search(vendor, { name: 'ČOKOLÁDA' });
    expect(found).toHaveLength(TARGET_PRODUCT_SEARCH_LIMIT);
    for (const product of found) {
      expect(product.name.toLowerCase()).toContain('čokoláda');
      expect(product).toEqual({
        id: expect.any(Number),
        targetId: shop,
        externalIdentifier: expect.any(String),
        name: product.name,
        nameWithSku: `${product.name} (${product.externalIdentifier})`,
        url: expect.stringMatching(/^https:\/\/www\.portal-retail\.cz\//),
        brand: { id: expect.any(Number), name: expect.any(String) },
        category: { id: expect.any(Number), name: expect.any(String) },
      });
    }
    expect(await search(vendor, { name: 'čokoláda' })).toEqual(found);
  });

  it('orders names starting with the text first, then by name in natural order (ICU, as Intl.Collator)', async () => {
    const found = await search(retailer, { name: 'ko' });
    expect(found).toHaveLength(TARGET_PRODUCT_SEARCH_LIMIT);
    const starts = found.filter((product) => product.name.toLowerCase().startsWith('ko'));
    expect(found.slice(0, starts.length)).toEqual(starts);
    const byName = (products: TargetProduct[]) =>
      [...products].sort((a, b) => new Intl.Collator('und').compare(a.name, b.name) || a.id - b.id);
    expect(starts).toEqual(byName(starts));
    expect(found.slice(starts.length)).toEqual(byName(found.slice(starts.length)));
    // Without a text: every product of the shop, by name.
    const all = await search(retailer, { name: '' });
    expect(all).toHaveLength(TARGET_PRODUCT_SEARCH_LIMIT);
    expect(all).toEqual(byName(all));
  });

  it('finds a product by its SKU, the exact SKU first, and never an inactive one', async () => {
    const [active] = await shopProducts(sql`p.active and p.target_id = ${shop}`);
    const found = await search(vendor, { name: active!.sku });
    expect(found[0]).toMatchObject({ id: active!.id, externalIdentifier: active!.sku });
    const [inactive] = await shopProducts(sql`not p.active and p.target_id = ${shop}`);
    expect(inactive).toBeDefined();
    expect((await search(retailer, { name: inactive!.sku })).map((product) => product.id)).not.toContain(
      inactive!.id,
    );
    expect((await search(retailer, { name: inactive!.name })).map((product) => product.id)).not.toContain(
      inactive!.id,
    );
  });

  it('limits a vendor to its allowed brands (marketing@: Acme and Acme Bio)', async () => {
    const mine = await search(marketing, { name: 'a' });
    expect(mine).toHaveLength(TARGET_PRODUCT_SEARCH_LIMIT);
    expect(mine.every((product) => ['Acme', 'Acme Bio'].includes(product.brand!.name))).toBe(true);
    expect((await search(marketing, { name: 'Acme Bio' })).length).toBeGreaterThan(0);
    expect(await search(marketing, { name: 'Acme Kids' })).toEqual([]);
    expect(await search(marketing, { name: 'Nordic' })).toEqual([]);
    // vendor@ has no list: every brand.
    expect((await search(vendor, { name: 'Nordic' })).length).toBeGreaterThan(0);
  });

  it("limits anyone ordering for a contact to the contact's allowed brands", async () => {
    for (const [token, params] of [
      [retailer, { advertiserCompanyContactId: ids.marketing }],
      [retailer, { advertiserCompanyId: ids.acme, advertiserCompanyContactId: ids.marketing }],
      [agency, { advertiserCompanyId: ids.acme, advertiserCompanyContactId: ids.marketing }],
      [vendor, { advertiserCompanyContactId: ids.marketing }],
      // A vendor cannot widen its own list by naming a colleague without one.
      [marketing, { advertiserCompanyContactId: ids.vendor }],
    ] as const) {
      const found = await search(token, { name: 'a', ...params });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((product) => ['Acme', 'Acme Bio'].includes(product.brand!.name))).toBe(true);
    }
    expect(
      (await search(retailer, { name: 'Nordic', advertiserCompanyId: ids.acme })).length,
    ).toBeGreaterThan(0);
    expect(await search(retailer, { name: 'Nordic', advertiserCompanyContactId: ids.marketing })).toEqual([]);
    expect(
      (await search(agency, { name: 'Nordic', advertiserCompanyContactId: ids.nordicUser })).length,
    ).toBe(TARGET_PRODUCT_SEARCH_LIMIT);
  });

  it('answers 404 for an advertiser outside the caller’s tenancy', async () => {
    for (const [token, params, code] of [
      [vendor, { advertiserCompanyId: ids.nordic }, 'advertiser_not_found'],
      [vendor, { advertiserCompanyContactId: ids.nordicUser }, 'advertiser_contact_not_found'],
      [nordic, { advertiserCompanyContactId: ids.marketing }, 'advertiser_contact_not_found'],
      [agency, { advertiserCompanyId: ids.bella }, 'advertiser_not_found'],
      [agency, { advertiserCompanyContactId: ids.bellaUser }, 'advertiser_contact_not_found'],
      // An agency is no advertiser; a contact must belong to the named company.
      [retailer, { advertiserCompanyId: ids.mediamax }, 'advertiser_not_found'],
      [
        retailer,
        { advertiserCompanyId: ids.nordic, advertiserCompanyContactId: ids.marketing },
        'advertiser_contact_not_found',
      ],
      [retailer, { advertiserCompanyContactId: 999999 }, 'advertiser_contact_not_found'],
    ] as const) {
      const url = `/api/targeting/target-product/search?${query({ targetId: shop, name: 'a', ...params })}`;
      expectError(await call(t.app, 'GET', url, { token }), 404, code);
    }
  });

  it('answers 404 for an unknown or inactive shop and 400 without one', async () => {
    const [inactive] = await rows<{ id: number }>(
      sql`insert into targets (name, domain_url, active) values ('Zavřený', 'https://closed.example.cz', false) returning id`,
    );
    try {
      for (const targetId of [999999, inactive!.id]) {
        expectError(
          await call(t.app, 'GET', `/api/targeting/target-product/search?targetId=${targetId}&name=a`, {
            token: vendor,
          }),
          404,
          'target_not_found',
        );
      }
    } finally {
      await t.database.db.execute(sql`delete from targets where id = ${inactive!.id}`);
    }
    expectError(
      await call(t.app, 'GET', '/api/targeting/target-product/search?name=a', { token: vendor }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'GET', `/api/targeting/target-product/search?targetId=${shop}`),
      401,
      'unauthorized',
    );
  });
});

describe('GET /api/targeting/target-product/validate', () => {
  const validate = (token: string, params: Record<string, string | number | undefined>) =>
    get<TargetProductValidation>(
      token,
      `/api/targeting/target-product/validate?${query({ targetId: shop, ...params })}`,
    );

  it('accepts an active product of an allowed brand and refuses the others', async () => {
    const [acme] = await shopProducts(sql`p.active and b.name = 'Acme'`);
    const [nordicProduct] = await shopProducts(sql`p.active and b.name = 'Nordic'`);
    const [inactive] = await shopProducts(sql`not p.active`);

    const ok = await validate(vendor, { targetProductId: acme!.id });
    expect(ok).toEqual({
      valid: true,
      targetProduct: expect.objectContaining({
        id: acme!.id,
        brand: { id: expect.any(Number), name: 'Acme' },
      }),
    });
    expect((await validate(marketing, { targetProductId: acme!.id })).valid).toBe(true);

    const foreignBrand = await validate(marketing, { targetProductId: nordicProduct!.id });
    expect(foreignBrand).toEqual({
      valid: false,
      targetProduct: expect.objectContaining({ id: nordicProduct!.id }),
    });
    expect(
      (
        await validate(retailer, {
          targetProductId: nordicProduct!.id,
          advertiserCompanyContactId: ids.marketing,
        })
      ).valid,
    ).toBe(false);
    expect((await validate(retailer, { targetProductId: nordicProduct!.id })).valid).toBe(true);
    expect((await validate(vendor, { targetProductId: inactive!.id })).valid).toBe(false);
    expect(await validate(vendor, { targetProductId: 999999 })).toEqual({
      valid: false,
      targetProduct: null,
    });
  });

  it('answers 404 for an advertiser outside the tenancy and 400 without a product', async () => {
    const [acme] = await shopProducts(sql`p.active and b.name = 'Acme'`);
    expectError(
      await call(
        t.app,
        'GET',
        `/api/targeting/target-product/validate?${query({ targetId: shop, targetProductId: acme!.id, advertiserCompanyId: ids.acme })}`,
        { token: bella },
      ),
      404,
      'advertiser_not_found',
    );
    expectError(
      await call(t.app, 'GET', `/api/targeting/target-product/validate?targetId=${shop}`, { token: vendor }),
      400,
      'validation_failed',
    );
  });
});

describe('GET /api/targeting/target-product/search-url and /search-sku', () => {
  const byUrl = (token: string, url: string, targetId = shop) =>
    call(t.app, 'GET', `/api/targeting/target-product/search-url?${query({ targetId, url })}`, { token });
  const bySku = (token: string, sku: string, targetId = shop) =>
    call(t.app, 'GET', `/api/targeting/target-product/search-sku?${query({ targetId, sku })}`, { token });

  it('finds the product at an address, also with a query, a fragment or a trailing slash', async () => {
    const [product] = await shopProducts(sql`p.active and b.name = 'Bella'`);
    for (const url of [product!.url, `${product!.url}?utm_source=portal#detail`, `${product!.url}/`]) {
      const response = await byUrl(vendor, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: product!.id,
        url: product!.url,
        externalIdentifier: product!.sku,
      });
    }
  });

  it('answers null with 200 when no active product is at the address', async () => {
    const [inactive] = await shopProducts(sql`not p.active`);
    for (const url of ['https://www.portal-retail.cz/neexistuje', inactive!.url]) {
      const response = await byUrl(agency, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('null');
    }
  });

  it('finds the product with a SKU, null when there is none or it is inactive', async () => {
    const [product] = await shopProducts(sql`p.active`);
    const found = await bySku(retailer, ` ${product!.sku} `);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: product!.id, name: product!.name });
    const [inactive] = await shopProducts(sql`not p.active`);
    for (const sku of ['0000000', inactive!.sku]) {
      const response = await bySku(retailer, sku);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('null');
    }
  });

  it('answers 404 for an unknown shop and 400 without a URL or SKU', async () => {
    expectError(await byUrl(vendor, 'https://www.portal-retail.cz/x', 999999), 404, 'target_not_found');
    expectError(await bySku(vendor, '1000000', 999999), 404, 'target_not_found');
    expectError(
      await call(t.app, 'GET', `/api/targeting/target-product/search-url?targetId=${shop}`, {
        token: vendor,
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'GET', `/api/targeting/target-product/search-sku?targetId=${shop}&sku=%20`, {
        token: vendor,
      }),
      400,
      'validation_failed',
    );
    expectError(await byUrl('', 'https://www.portal-retail.cz/x'), 401, 'unauthorized');
  });
});

describe('GET /api/landing-pages/search', () => {
  const search = async (token: string, params: Record<string, string | number | undefined> = {}) =>
    (
      await get<LandingPageOption[]>(
        token,
        `/api/landing-pages/search?${query({ targetId: shop, ...params })}`,
      )
    ).map((page) => page.name);
  const ACME = ['Acme – Vánoce 2026', 'Acme – značková stránka', 'Acme Bio – zdravá snídaně'];
  const NORDIC = ['Nordic – letní limonády', 'Nordic – zimní nápoje'];

  it('gives a vendor the approved, active pages of its own company', async () => {
    expect(await search(vendor)).toEqual(ACME);
    expect(await search(vendor, { companyId: ids.acme })).toEqual(ACME);
    expect(await search(nordic)).toEqual(NORDIC);
    expect(await search(bella)).toEqual([]);
    const [page] = await get<LandingPageOption[]>(
      vendor,
      `/api/landing-pages/search?${query({ targetId: shop, search: 'VÁNOCE' })}`,
    );
    expect(page).toEqual({
      id: expect.any(Number),
      name: 'Acme – Vánoce 2026',
      url: 'https://www.portal-retail.cz/znacky/acme/vanoce-2026',
      company: { id: ids.acme, name: 'Acme Foods' },
    });
  });

  it('gives an agency those of its vendor companies and retailer staff every company’s', async () => {
    expect(await search(agency)).toEqual([...ACME, ...NORDIC].sort(new Intl.Collator('und').compare));
    expect(await search(agency, { companyId: ids.nordic })).toEqual(NORDIC);
    expect(await search(retailer, { companyId: ids.nordic, search: 'zimní' })).toEqual([
      'Nordic – zimní nápoje',
    ]);
    expect(await search(retailer, { companyId: ids.bella })).toEqual([]);
    expect((await search(retailer)).length).toBe(ACME.length + NORDIC.length);
  });

  it('answers 404 for a company outside the tenancy or an unknown shop', async () => {
    for (const [token, companyId] of [
      [vendor, ids.nordic],
      [agency, ids.bella],
      [retailer, ids.mediamax],
    ] as const) {
      expectError(
        await call(t.app, 'GET', `/api/landing-pages/search?targetId=${shop}&companyId=${companyId}`, {
          token,
        }),
        404,
        'advertiser_not_found',
      );
    }
    expectError(
      await call(t.app, 'GET', '/api/landing-pages/search?targetId=999999', { token: vendor }),
      404,
      'target_not_found',
    );
    expectError(
      await call(t.app, 'GET', '/api/landing-pages/search', { token: vendor }),
      400,
      'validation_failed',
    );
  });
});

describe('seeded items', () => {
  it('lead to shop products, landing pages or URLs within their category’s domain', async () => {
    const [facts] = await rows<{
      products: number;
      pages: number;
      urls: number;
      outside: number;
      foreign: number;
    }>(sql`
      select count(i.target_product_id)::int as products, count(i.target_landing_page_id)::int as pages,
             count(i.target_url)::int as urls,
             count(*) filter (where i.target_url is not null and i.target_url not like pc.domain_url || '%')::int as outside,
             count(*) filter (where lp.company_id is not null and lp.company_id <> c.company_id)::int as foreign
      from campaign_items i join campaigns c on c.id = i.campaign_id join products p on p.id = i.product_id
      join product_categories pc on pc.id = p.category_id left join landing_pages lp on lp.id = i.target_landing_page_id`);
    expect(facts).toMatchObject({ outside: 0, foreign: 0 });
    expect(facts!.products).toBeGreaterThan(0);
    expect(facts!.pages).toBeGreaterThan(0);
    expect(facts!.urls).toBeGreaterThan(0);
  });

  it('book each week of a flat-rate item with availability check once, except in canceled campaigns', async () => {
    const [facts] = await rows<{ missing: number; extra: number; canceled: number }>(sql`
      with weeks as (
        select i.id, i.product_id, coalesce(v.variable_value_id, 0) as value, w::date as week, c.state_id
        from campaign_items i join products p on p.id = i.product_id and p.check_avails
        join campaigns c on c.id = i.campaign_id
        left join campaign_item_variable_values v on v.campaign_item_id = i.id
        cross join generate_series(i.start_date, i.end_date, interval '7 days') w)
      select
        (select count(*) from weeks w where w.state_id <> 11 and not exists (select 1 from flat_rate_bookings b
          where b.campaign_item_id = w.id and b.variable_value_id = w.value and b.week_start = w.week))::int as missing,
        (select count(*) from flat_rate_bookings b where not exists (select 1 from weeks w
          where b.campaign_item_id = w.id and b.variable_value_id = w.value and b.week_start = w.week))::int as extra,
        (select count(*) from weeks w where w.state_id = 11)::int as canceled`);
    expect(facts).toMatchObject({ missing: 0, extra: 0 });
    const [withValues] = await rows<{ count: number }>(sql`
      select count(*)::int as count from campaign_items i join product_variable_values v on v.product_id = i.product_id
      where v.active and not exists (select 1 from campaign_item_variable_values x where x.campaign_item_id = i.id)`);
    expect(withValues!.count).toBe(0);
  });
});
