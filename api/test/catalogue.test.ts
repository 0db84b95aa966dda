import type {
  ActiveProductCategory,
  NamedRef,
  Product,
  ProductAvailability,
  ProductCategory,
  VariableValueAvailability,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

/**
 * The catalogue calls (spec document 2 §7 "Products and categories"): what each role sees, the
 * availability table and the refusals. The clock stands at the demo's today, Sunday 2026-11-22.
 */
let t: TestApp;
let retailer: string;
let admin: string;
let vendor: string;
let marketing: string;
let agency: string;

const DEMO_NOW = Date.parse('2026-11-22T11:00:00Z');

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
async function exec(query: SQL): Promise<void> {
  await t.database.db.execute(query);
}

const productId = async (name: string) =>
  (await rows<{ id: number }>(sql`select id from products where name = ${name}`))[0]!.id;
const categoryId = async (title: string) =>
  (await rows<{ id: number }>(sql`select id from product_categories where title = ${title}`))[0]!.id;

async function get<T>(token: string, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await call(t.app, 'GET', url, { token, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

const ALL_PRODUCTS = [
  'HP_LEADERBOARD_970x310',
  'CAT_SKYSCRAPER_300x600',
  'SP_TOP_IN_CATEGORY',
  'SP_MATCHING_PRODUCTS',
  'SEARCH_TOP_SP',
  'SEARCH_BRAND_BANNER_728x90',
  'LP_BRAND_PAGE',
  'LP_SEASONAL',
];
const LANDING_PRODUCTS = ['LP_BRAND_PAGE', 'LP_SEASONAL'];
const names = (products: { name: string }[]) => products.map((product) => product.name);

let ids: { hp: number; skyscraper: number; searchBanner: number; seasonal: number; brandPage: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(DEMO_NOW - Date.now());
  [retailer, admin, vendor, marketing, agency] = await Promise.all([
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'admin@portal.test'),
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'marketing@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
  ]);
  ids = {
    hp: await productId('HP_LEADERBOARD_970x310'),
    skyscraper: await productId('CAT_SKYSCRAPER_300x600'),
    searchBanner: await productId('SEARCH_BRAND_BANNER_728x90'),
    seasonal: await productId('LP_SEASONAL'),
    brandPage: await productId('LP_BRAND_PAGE'),
  };
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/products'), 401, 'unauthorized');
  });

  it('lists every active product in product-list order, with its category, shop and active values', async () => {
    const products = await get<Product[]>(vendor, '/api/products');
    expect(names(products)).toEqual(ALL_PRODUCTS);
    const hp = products[0]!;
    expect(hp).toMatchObject({
      titleOrName: 'Banner na hlavní stránce – leaderboard',
      rateType: 'FLAT_RATE',
      price: 45000,
      checkAvails: true,
      hasAvailabilities: true,
      category: {
        title: 'Bannery',
        domainUrl: 'https://www.portal-retail.cz',
        target: { id: expect.any(Number), name: 'Portal Retail' },
      },
    });
    // Pozice 4 is inactive and is not offered.
    expect(hp.variableValues.map((value) => value.value)).toEqual(['Pozice 1', 'Pozice 2', 'Pozice 3']);
    expect(products.find((product) => product.name === 'LP_SEASONAL')).toMatchObject({
      hasAvailabilities: true,
      variableValues: [],
    });
    expect(products.find((product) => product.name === 'LP_BRAND_PAGE')!.hasAvailabilities).toBe(false);
  });

  it('gives a buyer with allowed categories only those (marketing@: no landing pages)', async () => {
    const products = await get<Product[]>(marketing, '/api/products');
    expect(names(products)).toEqual(ALL_PRODUCTS.filter((name) => !LANDING_PRODUCTS.includes(name)));
  });

  it('hides inactive products from everyone and internal categories from buyers', async () => {
    const [internal] = await rows<{ id: number }>(
      sql`insert into product_categories (title, internal, position) values ('Interní formáty', true, 9) returning id`,
    );
    const [hidden] = await rows<{ id: number }>(
      sql`insert into products (category_id, name, price, rate_type) values (${internal!.id}, 'INTERNAL_TEST', 100, 'CPM') returning id`,
    );
    await exec(sql`update products set active = false where id = ${ids.skyscraper}`);
    try {
      expect(names(await get<Product[]>(vendor, '/api/products'))).not.toContain('INTERNAL_TEST');
      expect(names(await get<Product[]>(agency, '/api/products'))).not.toContain('INTERNAL_TEST');
      const forRetailer = names(await get<Product[]>(retailer, '/api/products'));
      expect(forRetailer).toContain('INTERNAL_TEST');
      expect(forRetailer).not.toContain('CAT_SKYSCRAPER_300x600');
      expectError(
        await call(t.app, 'GET', `/api/products/${hidden!.id}`, { token: vendor }),
        404,
        'product_not_found',
      );
      expect((await call(t.app, 'GET', `/api/products/${hidden!.id}`, { token: retailer })).statusCode).toBe(
        200,
      );
      expectError(
        await call(t.app, 'GET', `/api/products/${ids.skyscraper}`, { token: retailer }),
        404,
        'product_not_found',
      );
    } finally {
      await exec(sql`update products set active = true where id = ${ids.skyscraper}`);
      await exec(sql`delete from products where id = ${hidden!.id}`);
      await exec(sql`delete from product_categories where id = ${internal!.id}`);
    }
  });
});

describe('GET /api/products/search', () => {
  it('finds products by title, name or description, without regard to case', async () => {
    expect(names(await get<Product[]>(vendor, '/api/products/search?phrase=BANNER'))).toEqual([
      'HP_LEADERBOARD_970x310',
      'CAT_SKYSCRAPER_300x600',
      'SEARCH_BRAND_BANNER_728x90',
    ]);
    // Only the description of the seasonal page names Black Friday.
    expect(names(await get<Product[]>(vendor, '/api/products/search?phrase=black%20friday'))).toEqual([
      'LP_SEASONAL',
    ]);
    expect(names(await get<Product[]>(vendor, '/api/products/search?phrase=sp_top'))).toEqual([
      'SP_TOP_IN_CATEGORY',
    ]);
  });

  it('answers every product for an empty phrase and nothing for an unknown one', async () => {
    expect(names(await get<Product[]>(vendor, '/api/products/search'))).toEqual(ALL_PRODUCTS);
    expect(await get<Product[]>(vendor, '/api/products/search?phrase=neexistuje')).toEqual([]);
  });

  it("searches only the caller's allowed categories", async () => {
    const url = `/api/products/search?phrase=${encodeURIComponent('SEZÓNNÍ')}`;
    expect(names(await get<Product[]>(vendor, url))).toEqual(['LP_SEASONAL']);
    expect(await get<Product[]>(marketing, url)).toEqual([]);
  });

  it('refuses a phrase over 200 characters', async () => {
    expectError(
      await call(t.app, 'GET', `/api/products/search?phrase=${'x'.repeat(201)}`, { token: vendor }),
      400,
      'validation_failed',
    );
  });
});

describe('GET /api/products/flat-rate-with-availabilities', () => {
  it('lists the flat-rate products with availability check the caller may see', async () => {
    expect(names(await get<Product[]>(retailer, '/api/products/flat-rate-with-availabilities'))).toEqual([
      'HP_LEADERBOARD_970x310',
      'SEARCH_BRAND_BANNER_728x90',
      'LP_SEASONAL',
    ]);
    expect(names(await get<Product[]>(marketing, '/api/products/flat-rate-with-availabilities'))).toEqual([
      'HP_LEADERBOARD_970x310',
      'SEARCH_BRAND_BANNER_728x90',
    ]);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product', async () => {
    const product = await get<Product>(agency, `/api/products/${ids.hp}`);
    expect(product).toMatchObject({ id: ids.hp, name: 'HP_LEADERBOARD_970x310' });
  });

  it('answers 404 for an unknown product and for one outside the allowed categories', async () => {
    expectError(
      await call(t.app, 'GET', '/api/products/999999', { token: vendor }),
      404,
      'product_not_found',
    );
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.brandPage}`, { token: marketing }),
      404,
      'product_not_found',
    );
  });

  it('refuses an id that is not a number', async () => {
    expectError(await call(t.app, 'GET', '/api/products/abc', { token: vendor }), 400, 'validation_failed');
  });
});

describe('GET /api/sas-info/products/{id}', () => {
  it('gives retailer staff stable links into the ad server', async () => {
    const category = await categoryId('Bannery');
    for (const token of [retailer, admin]) {
      expect(await get(token, `/api/sas-info/products/${ids.hp}`)).toEqual({
        productURL: `http://portal.test/api/ad-server/products/${ids.hp}`,
        productLineURL: `http://portal.test/api/ad-server/product-lines/${category}`,
      });
    }
  });

  it('refuses buyers with 403 and answers 404 for an unknown product', async () => {
    expectError(
      await call(t.app, 'GET', `/api/sas-info/products/${ids.hp}`, { token: vendor }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'GET', `/api/sas-info/products/${ids.hp}`, { token: agency }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'GET', '/api/sas-info/products/999999', { token: retailer }),
      404,
      'product_not_found',
    );
  });
});

describe('GET /api/products/{id}/availability', () => {
  interface Booking {
    variable_value_id: number;
    week: string;
    item: number;
    campaign: number;
    campaign_name: string;
    company: number;
    company_name: string;
  }
  /** The live bookings of a product, straight from the tables (through the item, not the kept campaign id). */
  const bookingsOf = (product: number) =>
    rows<Booking>(sql`
      select b.variable_value_id, to_char(b.week_start, 'YYYY-MM-DD') as week, i.id as item, c.id as campaign,
             c.name as campaign_name, co.id as company, co.name as company_name
      from flat_rate_bookings b join campaign_items i on i.id = b.campaign_item_id
      join campaigns c on c.id = i.campaign_id join companies co on co.id = c.company_id
      where b.product_id = ${product} and c.state_id <> 11`);

  type Cell = ProductAvailability['weeks'][number]['values'][number];
  const cellsOf = (answer: ProductAvailability) => answer.weeks.flatMap((week) => week.values);
  /** Every taken cell of an answer as 'week/value/item/campaign', in order. */
  const takenCells = (answer: ProductAvailability) =>
    answer.weeks.flatMap((week) =>
      week.values
        .filter((cell) => cell.taken)
        .map(
          (cell) =>
            `${week.startDate}/${cell.variableValue?.id ?? null}/${cell.campaignItem?.id ?? null}/${cell.campaign?.id ?? null}`,
        ),
    );

  /**
   * The answer as spec 000 §3 words the entity, nothing more: "Availability: weeks[] (dateLabel,
   * startDate, endDate, values[] with variableValue{id,name}, campaignItem, campaign with company,
   * label); product variables." (A product's variables are its values with id, name, value, active.)
   */
  const SpecAvailabilitySchema = v.object({
    weeks: v.array(
      v.object({
        dateLabel: v.pipe(v.string(), v.nonEmpty()),
        startDate: v.pipe(v.string(), v.isoDate()),
        endDate: v.pipe(v.string(), v.isoDate()),
        values: v.array(
          v.object({
            variableValue: v.nullable(v.object({ id: v.number(), name: v.string() })),
            campaignItem: v.nullable(v.object({ id: v.number() })),
            campaign: v.nullable(
              v.object({
                id: v.number(),
                name: v.string(),
                company: v.object({ id: v.number(), name: v.string() }),
              }),
            ),
            label: v.pipe(v.string(), v.nonEmpty()),
          }),
        ),
      }),
    ),
    variableValues: v.array(
      v.object({ id: v.number(), name: v.string(), value: v.string(), active: v.boolean() }),
    ),
  });

  it('answers the entity as the spec words it: weeks with dateLabel, dates and values, and the product variables', async () => {
    const asked: [string, string, Record<string, string>][] = [
      [retailer, `/api/products/${ids.hp}/availability?from=2026-10-14&weeks=20`, {}],
      [
        retailer,
        `/api/products/${ids.hp}/availability?from=2026-10-14&weeks=20`,
        { 'accept-language': 'en-GB' },
      ],
      [vendor, `/api/products/${ids.hp}/availability?from=2026-10-14&weeks=20`, {}],
      [retailer, `/api/products/${ids.seasonal}/availability?from=2026-11-30&weeks=12`, {}],
    ];
    const occupants: Cell['campaign'][] = [];
    for (const [token, url, headers] of asked) {
      const answer = await get<unknown>(token, url, headers);
      const result = v.safeParse(SpecAvailabilitySchema, answer);
      if (!result.success) throw new Error(`${url}: ${JSON.stringify(v.flatten(result.issues))}`);
      expect(result.output.weeks.length).toBeGreaterThan(0);
      expect(result.output.weeks.every((week) => week.values.length > 0)).toBe(true);
      occupants.push(...result.output.weeks.flatMap((week) => week.values.map((cell) => cell.campaign)));
    }
    // The occupants are there (for retailer staff), with their companies.
    expect(occupants.some((campaign) => campaign !== null && campaign.company.name.length > 0)).toBe(true);
  });

  it('shows retailer staff weeks × active values, the taken cells with who holds them', async () => {
    const answer = await get<ProductAvailability>(
      retailer,
      `/api/products/${ids.hp}/availability?from=2026-10-14&weeks=20`,
    );
    // The spec's entity and nothing besides: no separate list of holders, no list of taken cells.
    expect(Object.keys(answer)).toEqual(['productId', 'variableValues', 'weeks']);
    expect(Object.keys(answer.weeks[0]!)).toEqual([
      'dateLabel',
      'startDate',
      'endDate',
      'orderable',
      'values',
    ]);
    expect(answer.productId).toBe(ids.hp);
    expect(answer.variableValues.map((value) => value.value)).toEqual(['Pozice 1', 'Pozice 2', 'Pozice 3']);
    expect(answer.weeks).toHaveLength(20);
    expect(answer.weeks[0]).toMatchObject({
      startDate: '2026-10-12',
      endDate: '2026-10-18',
      dateLabel: '12.10. – 18.10.2026',
    });
    // Every week has a cell per column, in column order, named as the column.
    const columns = answer.variableValues.map((value) => ({ id: value.id, name: value.value }));
    for (const week of answer.weeks) expect(week.values.map((cell) => cell.variableValue)).toEqual(columns);

    const active = answer.variableValues.map((value) => value.id);
    const inWindow = (await bookingsOf(ids.hp))
      .filter((booking) => booking.week >= '2026-10-12' && booking.week <= '2027-02-22')
      .filter((booking) => active.includes(booking.variable_value_id))
      .sort((a, b) => a.week.localeCompare(b.week) || a.variable_value_id - b.variable_value_id);
    expect(inWindow.length).toBeGreaterThanOrEqual(5);
    expect(takenCells(answer)).toEqual(
      inWindow.map(
        (booking) => `${booking.week}/${booking.variable_value_id}/${booking.item}/${booking.campaign}`,
      ),
    );
    // Each taken cell names its campaign with its company; free cells name nobody.
    const holders = new Map(
      inWindow.map((booking) => [
        booking.campaign,
        {
          id: booking.campaign,
          name: booking.campaign_name,
          company: { id: booking.company, name: booking.company_name },
        },
      ]),
    );
    const cells = cellsOf(answer);
    for (const cell of cells.filter((candidate) => candidate.taken)) {
      expect(cell.campaign).toEqual(holders.get(cell.campaign!.id));
      expect(cell.label).toBe('Obsazeno');
    }
    for (const cell of cells.filter((candidate) => !candidate.taken))
      expect(cell).toMatchObject({ campaignItem: null, campaign: null, label: 'Volno' });
  });

  it('hides who holds a cell from buyers', async () => {
    const forRetailer = await get<ProductAvailability>(retailer, `/api/products/${ids.hp}/availability`);
    expect(cellsOf(forRetailer).some((cell) => cell.campaign !== null)).toBe(true);
    for (const token of [vendor, agency, marketing]) {
      const answer = await get<ProductAvailability>(token, `/api/products/${ids.hp}/availability`);
      const taken = cellsOf(answer).filter((cell) => cell.taken);
      expect(taken.length).toBeGreaterThan(0);
      expect(cellsOf(answer).every((cell) => cell.campaignItem === null && cell.campaign === null)).toBe(
        true,
      );
      expect(taken.every((cell) => cell.label === 'Obsazeno')).toBe(true);
      // The same cells are taken, only without the occupant.
      expect(takenCells(answer)).toEqual(
        takenCells(forRetailer).map((cell) => cell.replace(/\/\d+\/\d+$/, '/null/null')),
      );
      expect(JSON.stringify(answer)).not.toMatch(/"company"/);
    }
  });

  it('starts this week by default, 26 weeks long; weeks that started cannot be ordered', async () => {
    const answer = await get<ProductAvailability>(vendor, `/api/products/${ids.searchBanner}/availability`);
    expect(answer.weeks).toHaveLength(26);
    // Today is Sunday 2026-11-22: its week started on Monday the 16th.
    expect(answer.weeks.slice(0, 2).map((week) => [week.startDate, week.orderable])).toEqual([
      ['2026-11-16', false],
      ['2026-11-23', true],
    ]);
    expect(answer.weeks.every((week, index) => index === 0 || week.orderable)).toBe(true);
    expect(answer.weeks[6]!.dateLabel).toBe('28.12.2026 – 3.1.2027');
  });

  it('gives a product without variable values one column without a value', async () => {
    const answer = await get<ProductAvailability>(
      retailer,
      `/api/products/${ids.seasonal}/availability?from=2026-11-30&weeks=12`,
    );
    expect(answer.variableValues).toEqual([]);
    const bookings = await bookingsOf(ids.seasonal);
    for (const week of answer.weeks) {
      expect(week.values).toHaveLength(1);
      const [cell] = week.values;
      const booking = bookings.find((candidate) => candidate.week === week.startDate);
      expect(cell).toEqual(
        booking
          ? {
              variableValue: null,
              taken: true,
              campaignItem: { id: booking.item },
              campaign: {
                id: booking.campaign,
                name: booking.campaign_name,
                company: { id: booking.company, name: booking.company_name },
              },
              label: 'Obsazeno',
            }
          : { variableValue: null, taken: false, campaignItem: null, campaign: null, label: 'Volno' },
      );
    }
    expect(answer.weeks.some((week) => week.values[0]!.taken)).toBe(true);
  });

  it('has the same weeks in every language; only the labels and the catalogue’s values are translated', async () => {
    const url = `/api/products/${ids.hp}/availability?from=2026-11-16&weeks=12`;
    const czech = await get<ProductAvailability>(vendor, url);
    const english = await get<ProductAvailability>(vendor, url, { 'accept-language': 'en-GB' });
    const polish = await get<ProductAvailability>(vendor, url, { 'accept-language': 'pl-PL,pl;q=0.9' });
    const withoutTexts = ({ variableValues, weeks, ...grid }: ProductAvailability) => ({
      ...grid,
      variableValues: variableValues.map(({ id, active }) => ({ id, active })),
      weeks: weeks.map(({ values, ...week }) => ({
        ...week,
        values: values.map(({ variableValue, label: _label, ...cell }) => ({
          ...cell,
          variableValue: variableValue && variableValue.id,
        })),
      })),
    });
    expect(withoutTexts(english)).toEqual(withoutTexts(czech));
    expect(withoutTexts(polish)).toEqual(withoutTexts(czech));
    expect(cellsOf(czech).some((cell) => cell.taken)).toBe(true);
    expect(cellsOf(czech).some((cell) => !cell.taken)).toBe(true);
    const labels = (grid: ProductAvailability) =>
      [false, true].map((taken) => [
        ...new Set(cellsOf(grid).flatMap((cell) => (cell.taken === taken ? [cell.label] : []))),
      ]);
    expect([czech, english, polish].map(labels)).toEqual([
      [['Volno'], ['Obsazeno']],
      [['Free'], ['Taken']],
      [['Wolne'], ['Zajęte']],
    ]);
    expect([czech, english, polish].map((grid) => grid.variableValues[0]!.value)).toEqual([
      'Pozice 1',
      'Position 1',
      'Pozycja 1',
    ]);
    // The cells name their column as the column is shown.
    expect([czech, english, polish].map((grid) => grid.weeks[0]!.values[0]!.variableValue!.name)).toEqual([
      'Pozice 1',
      'Position 1',
      'Pozycja 1',
    ]);
  });

  it('answers what the database has now after bookings, renames, value changes and cancellations by any writer', async () => {
    // The answer is kept between requests; these writes bypass this API instance, as another
    // instance's (or a person's in psql) would.
    const url = `/api/products/${ids.hp}/availability?from=2027-06-07&weeks=4`;
    const before = await get<ProductAvailability>(retailer, url);
    expect(await get<ProductAvailability>(retailer, url)).toEqual(before);
    const free = before.weeks.flatMap((week) =>
      week.values
        .filter((cell) => !cell.taken)
        .map((cell) => ({
          week: week.startDate,
          value: cell.variableValue!.id,
          name: cell.variableValue!.name,
        })),
    )[0]!;
    // A campaign of its own, so canceling it frees only this week.
    const [buyer] = await rows<{ company: number; user: number; company_name: string }>(sql`
      select u.company_id as company, u.id as user, co.name as company_name
      from users u join companies co on co.id = u.company_id where u.email = 'vendor@portal.test'`);
    const [campaign] = await rows<{ id: number }>(sql`
      insert into campaigns (name, company_id, company_contact_id, state_id, created_by_user_id)
      values ('Držitel týdne', ${buyer!.company}, ${buyer!.user}, 1, ${buyer!.user}) returning id`);
    const [item] = await rows<{ id: number }>(sql`
      insert into campaign_items (campaign_id, product_id, state_id, start_date, end_date, unit_price, price,
                                  created_by_user_id)
      values (${campaign!.id}, ${ids.hp}, 1, ${free.week}, ${free.week}::date + 6, 45000, 45000, ${buyer!.user})
      returning id`);
    const cellOf = (answer: ProductAvailability) =>
      answer.weeks
        .find((week) => week.startDate === free.week)!
        .values.find((cell) => cell.variableValue?.id === free.value);
    const heldBy = (answer: ProductAvailability) =>
      cellsOf(answer).filter((cell) => cell.campaign?.id === campaign!.id);
    try {
      expect(await get<ProductAvailability>(retailer, url)).toEqual(before);
      // A booking written by someone else: the cell is taken now.
      await exec(sql`insert into flat_rate_bookings (campaign_item_id, product_id, variable_value_id, week_start)
        values (${item!.id}, ${ids.hp}, ${free.value}, ${free.week})`);
      const booked = await get<ProductAvailability>(retailer, url);
      expect(cellOf(booked)).toEqual({
        variableValue: { id: free.value, name: free.name },
        taken: true,
        campaignItem: { id: item!.id },
        campaign: {
          id: campaign!.id,
          name: 'Držitel týdne',
          company: { id: buyer!.company, name: buyer!.company_name },
        },
        label: 'Obsazeno',
      });
      expect(heldBy(booked)).toHaveLength(1);
      expect(cellOf(await get<ProductAvailability>(vendor, url))).toEqual({
        variableValue: { id: free.value, name: free.name },
        taken: true,
        campaignItem: null,
        campaign: null,
        label: 'Obsazeno',
      });

      // The holding campaign and its company renamed.
      await exec(sql`update campaigns set name = 'Přejmenovaná kampaň' where id = ${campaign!.id}`);
      expect(cellOf(await get<ProductAvailability>(retailer, url))?.campaign?.name).toBe(
        'Přejmenovaná kampaň',
      );
      await exec(sql`update companies set name = 'Přejmenovaná firma' where id = ${buyer!.company}`);
      expect(cellOf(await get<ProductAvailability>(retailer, url))?.campaign?.company.name).toBe(
        'Přejmenovaná firma',
      );

      // A value switched off leaves the columns, with its cells.
      await exec(sql`update product_variable_values set active = false where id = ${free.value}`);
      const withoutValue = await get<ProductAvailability>(retailer, url);
      expect(withoutValue.variableValues.map((value) => value.id)).not.toContain(free.value);
      expect(cellOf(withoutValue)).toBeUndefined();
      expect(heldBy(withoutValue)).toEqual([]);
      await exec(sql`update product_variable_values set active = true where id = ${free.value}`);
      expect(cellOf(await get<ProductAvailability>(retailer, url))?.taken).toBe(true);

      // The campaign canceled: its week is free again.
      await exec(sql`update campaigns set state_id = 11 where id = ${campaign!.id}`);
      const canceled = await get<ProductAvailability>(retailer, url);
      expect(cellOf(canceled)).toEqual({
        variableValue: { id: free.value, name: free.name },
        taken: false,
        campaignItem: null,
        campaign: null,
        label: 'Volno',
      });
      expect(heldBy(canceled)).toEqual([]);
    } finally {
      await exec(sql`delete from campaigns where id = ${campaign!.id}`);
      await exec(sql`update companies set name = ${buyer!.company_name} where id = ${buyer!.company}`);
      await exec(sql`update product_variable_values set active = true where id = ${free.value}`);
    }
    expect(await get<ProductAvailability>(retailer, url)).toEqual(before);
  });

  it('keeps the campaign of each booking equal to its item’s and bumps the product’s version on writes', async () => {
    const [mismatch] = await rows<{ count: number }>(sql`
      select count(*)::int as count from flat_rate_bookings b join campaign_items i on i.id = b.campaign_item_id
      where b.campaign_id <> i.campaign_id`);
    expect(mismatch!.count).toBe(0);
    const version = async () =>
      (
        await rows<{ version: string }>(
          sql`select coalesce((select version::text from availability_versions where product_id = ${ids.seasonal}), '0') as version`,
        )
      )[0]!.version;
    const [item] = await rows<{ id: number; campaign: number }>(sql`
      select i.id, i.campaign_id as campaign from campaign_items i join campaigns c on c.id = i.campaign_id
      where i.product_id = ${ids.seasonal} and c.state_id <> 11 and i.state_id <> 11 limit 1`);
    const [otherCampaign] = await rows<{ id: number }>(
      sql`select id from campaigns where id <> ${item!.campaign} and state_id <> 11 limit 1`,
    );
    // A booking naming another campaign than its item's is refused.
    await expect(
      exec(sql`insert into flat_rate_bookings (campaign_item_id, campaign_id, product_id, variable_value_id, week_start)
        values (${item!.id}, ${otherCampaign!.id}, ${ids.seasonal}, 0, '2028-06-05')`),
    ).rejects.toThrow();
    const first = await version();
    await t.database.db.transaction(async (tx) => {
      // Two rows in one transaction: one new version.
      await tx.execute(sql`insert into flat_rate_bookings (campaign_item_id, product_id, variable_value_id, week_start)
        values (${item!.id}, ${ids.seasonal}, 0, '2028-06-05'), (${item!.id}, ${ids.seasonal}, 0, '2028-06-12')`);
    });
    const second = await version();
    expect(BigInt(second)).toBeGreaterThan(BigInt(first));
    const [booked] = await rows<{ campaign_id: number }>(
      sql`select campaign_id from flat_rate_bookings where product_id = ${ids.seasonal} and week_start = '2028-06-05'`,
    );
    expect(booked!.campaign_id).toBe(item!.campaign);
    await exec(
      sql`delete from flat_rate_bookings where product_id = ${ids.seasonal} and week_start >= '2028-06-05'`,
    );
    expect(BigInt(await version())).toBeGreaterThan(BigInt(second));
  });

  it('never counts an item of a canceled campaign as occupying (none can hold a week)', async () => {
    // The seed books nothing for canceled campaigns.
    const [canceledBookings] = await rows<{ count: number }>(sql`
      select count(*)::int as count from flat_rate_bookings b join campaign_items i on i.id = b.campaign_item_id
      join campaigns c on c.id = i.campaign_id where c.state_id = 11`);
    expect(canceledBookings!.count).toBe(0);
    // Nor can there be one: the database refuses a booking for an item of a canceled campaign.
    const [canceledItem] = await rows<{ id: number }>(sql`
      select i.id from campaign_items i join campaigns c on c.id = i.campaign_id where c.state_id = 11 limit 1`);
    await expect(
      exec(sql`insert into flat_rate_bookings (campaign_item_id, product_id, variable_value_id, week_start)
        values (${canceledItem!.id}, ${ids.seasonal}, 0, '2027-06-07')`),
    ).rejects.toThrow();
  });

  it('refuses products without availability check with 400 and hidden or unknown ones with 404', async () => {
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.skyscraper}/availability`, { token: vendor }),
      400,
      'product_without_availability',
    );
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.brandPage}/availability`, { token: vendor }),
      400,
      'product_without_availability',
    );
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.seasonal}/availability`, { token: marketing }),
      404,
      'product_not_found',
    );
    expectError(
      await call(t.app, 'GET', '/api/products/999999/availability', { token: retailer }),
      404,
      'product_not_found',
    );
  });

  it('refuses a bad window', async () => {
    for (const query of ['weeks=0', 'weeks=105', 'weeks=x', 'from=2026-02-30', 'from=yesterday']) {
      expectError(
        await call(t.app, 'GET', `/api/products/${ids.hp}/availability?${query}`, { token: vendor }),
        400,
        'validation_failed',
      );
    }
    expectError(await call(t.app, 'GET', `/api/products/${ids.hp}/availability`), 401, 'unauthorized');
  });
});

describe('GET /api/products/{id}/variable-value-availability/{variableValueId}', () => {
  const valuesOf = (product: number) =>
    rows<{ id: number; value: string; active: boolean }>(
      sql`select id, value, active from product_variable_values where product_id = ${product} order by position`,
    );
  const takenWeeks = (product: number, value: number) =>
    rows<{ week: string; item: number }>(sql`
      select to_char(week_start, 'YYYY-MM-DD') as week, campaign_item_id as item from flat_rate_bookings
      where product_id = ${product} and variable_value_id = ${value} order by week_start`);

  it('lists the taken weeks of one value in the window', async () => {
    const values = await valuesOf(ids.hp);
    for (const value of values.filter((candidate) => candidate.active)) {
      const expected = (await takenWeeks(ids.hp, value.id))
        .map((row) => row.week)
        .filter((week) => week >= '2026-01-05' && week <= '2027-12-27');
      const answer = await get<VariableValueAvailability>(
        vendor,
        `/api/products/${ids.hp}/variable-value-availability/${value.id}?from=2026-01-05&weeks=104`,
      );
      expect(answer).toEqual({ variableValueId: value.id, takenWeeks: expected });
    }
  });

  it('leaves out the weeks of the excluded items', async () => {
    const values = await valuesOf(ids.hp);
    const withBookings = [];
    for (const value of values) {
      const weeks = await takenWeeks(ids.hp, value.id);
      if (weeks.length > 0) withBookings.push({ value, weeks });
    }
    const { value, weeks } = withBookings[0]!;
    const excluded = weeks[0]!.item;
    const answer = await get<VariableValueAvailability>(
      vendor,
      `/api/products/${ids.hp}/variable-value-availability/${value.id}?from=2026-01-05&weeks=104&excludedCampaignItems=${excluded},999999`,
    );
    expect(answer.takenWeeks).toEqual(
      weeks.filter((week) => week.item !== excluded).map((week) => week.week),
    );
  });

  it('takes 0 for a product without values', async () => {
    const expected = (await takenWeeks(ids.seasonal, 0))
      .map((row) => row.week)
      .filter((week) => week >= '2026-11-16');
    const answer = await get<VariableValueAvailability>(
      retailer,
      `/api/products/${ids.seasonal}/variable-value-availability/0?weeks=104`,
    );
    expect(answer).toEqual({ variableValueId: null, takenWeeks: expected });
    expect(expected.length).toBeGreaterThan(0);
  });

  it("refuses 0 for a product with values, an inactive value and another product's value with 404", async () => {
    const [inactive] = (await valuesOf(ids.hp)).filter((value) => !value.active);
    const [foreign] = await valuesOf(ids.searchBanner);
    for (const value of [0, inactive!.id, foreign!.id]) {
      expectError(
        await call(t.app, 'GET', `/api/products/${ids.hp}/variable-value-availability/${value}`, {
          token: vendor,
        }),
        404,
        'availability_variable_value_not_found',
      );
    }
  });

  it('refuses products without availability check, hidden products and bad parameters', async () => {
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.skyscraper}/variable-value-availability/0`, {
        token: vendor,
      }),
      400,
      'product_without_availability',
    );
    expectError(
      await call(t.app, 'GET', `/api/products/${ids.seasonal}/variable-value-availability/0`, {
        token: marketing,
      }),
      404,
      'product_not_found',
    );
    for (const url of [
      `/api/products/${ids.hp}/variable-value-availability/-1`,
      `/api/products/${ids.hp}/variable-value-availability/01`,
      `/api/products/${ids.hp}/variable-value-availability/1?excludedCampaignItems=a,b`,
    ]) {
      expectError(await call(t.app, 'GET', url, { token: vendor }), 400, 'validation_failed');
    }
  });
});

describe('GET /api/brands/search', () => {
  const search = async (token: string, name: string) =>
    names(await get<NamedRef[]>(token, `/api/brands/search?name=${encodeURIComponent(name)}`));

  it('finds brands by part of the name, those starting with it first, without regard to case', async () => {
    expect(await search(retailer, 'ACME')).toEqual(['Acme', 'Acme Bio', 'Acme Kids']);
    expect(await search(vendor, 'fresh')).toEqual(['Nordic Fresh']);
    const many = await search(vendor, 'a');
    expect(many).toHaveLength(20);
    const starts = many.map((name) => name.toLowerCase().startsWith('a'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('limits a buyer to its allowed brands (marketing@: Acme and Acme Bio), none listed meaning all', async () => {
    expect(await search(marketing, '')).toEqual(['Acme', 'Acme Bio']);
    expect(await search(marketing, 'bio')).toEqual(['Acme Bio']);
    expect(await search(marketing, 'nordic')).toEqual([]);
    expect(await search(vendor, 'nordic')).toEqual(['Nordic', 'Nordic Fresh']);
    expect(await search(agency, 'bella')).toEqual(['Bella', 'Bella Natural']);
  });

  it('answers 200 brands in all to nobody at once', async () => {
    const [count] = await rows<{ count: number }>(sql`select count(*)::int as count from brands`);
    expect(count!.count).toBeGreaterThanOrEqual(200);
    expect(await search(retailer, '')).toHaveLength(20);
  });

  it('needs a session and a name of at most 200 characters', async () => {
    expectError(await call(t.app, 'GET', '/api/brands/search?name=a'), 401, 'unauthorized');
    expectError(
      await call(t.app, 'GET', `/api/brands/search?name=${'a'.repeat(201)}`, { token: vendor }),
      400,
      'validation_failed',
    );
  });
});

describe('product categories', () => {
  const TITLES = ['Bannery', 'Sponzorované produkty', 'Vyhledávání', 'Vstupní stránky'];
  const titles = (categories: { title: string }[]) => categories.map((category) => category.title);

  let extra: { inactive: number; internal: number; empty: number };
  beforeAll(async () => {
    const insert = async (title: string, active: boolean, internal: boolean, position: number) =>
      (
        await rows<{ id: number }>(sql`insert into product_categories (title, active, internal, position)
          values (${title}, ${active}, ${internal}, ${position}) returning id`)
      )[0]!.id;
    extra = {
      inactive: await insert('Archiv', false, false, 10),
      internal: await insert('Interní', true, true, 11),
      empty: await insert('Připravujeme', true, false, 12),
    };
    await exec(sql`insert into products (category_id, name, price, rate_type, active)
      values (${extra.inactive}, 'ARCHIVED', 1, 'CPC', true), (${extra.internal}, 'INTERNAL', 1, 'CPC', true),
             (${extra.empty}, 'NOT_YET', 1, 'CPC', false)`);
  });
  afterAll(async () => {
    await exec(sql`delete from products where name in ('ARCHIVED', 'INTERNAL', 'NOT_YET')`);
    await exec(
      sql`delete from product_categories where id in (${extra.inactive}, ${extra.internal}, ${extra.empty})`,
    );
  });

  it('GET /categories: every category for retailer staff, the allowed active public ones for buyers', async () => {
    const all = await get<ProductCategory[]>(retailer, '/api/categories');
    expect(titles(all)).toEqual([...TITLES, 'Archiv', 'Interní', 'Připravujeme']);
    expect(all[0]).toMatchObject({
      title: 'Bannery',
      minDaysBeforeStartDate: 7,
      domainUrl: 'https://www.portal-retail.cz',
      target: { id: expect.any(Number), name: 'Portal Retail' },
      sasName: 'BANNERS',
      productIds: [await productId('HP_LEADERBOARD_970x310'), await productId('CAT_SKYSCRAPER_300x600')],
    });
    expect(all.find((category) => category.title === 'Připravujeme')!.productIds).toHaveLength(1);
    expect(titles(await get<ProductCategory[]>(vendor, '/api/categories'))).toEqual([
      ...TITLES,
      'Připravujeme',
    ]);
    expect(titles(await get<ProductCategory[]>(marketing, '/api/categories'))).toEqual(TITLES.slice(0, 3));
  });

  it('GET /categories/active: categories with the products the caller may order, empty ones left out', async () => {
    const forVendor = await get<ActiveProductCategory[]>(vendor, '/api/categories/active');
    expect(titles(forVendor)).toEqual(TITLES);
    expect(forVendor.map((category) => names(category.products))).toEqual([
      ALL_PRODUCTS.slice(0, 2),
      ALL_PRODUCTS.slice(2, 4),
      ALL_PRODUCTS.slice(4, 6),
      ALL_PRODUCTS.slice(6, 8),
    ]);
    expect(titles(await get<ActiveProductCategory[]>(marketing, '/api/categories/active'))).toEqual(
      TITLES.slice(0, 3),
    );
    expect(titles(await get<ActiveProductCategory[]>(retailer, '/api/categories/active'))).toEqual([
      ...TITLES,
      'Interní',
    ]);
  });

  it('GET /user-categories: the categories the caller may order from', async () => {
    const forVendor = await get<NamedRef[]>(vendor, '/api/user-categories');
    expect(names(forVendor)).toEqual([...TITLES, 'Připravujeme']);
    expect(names(await get<NamedRef[]>(marketing, '/api/user-categories'))).toEqual(TITLES.slice(0, 3));
    expect(names(await get<NamedRef[]>(agency, '/api/user-categories'))).toEqual([...TITLES, 'Připravujeme']);
    expect(names(await get<NamedRef[]>(admin, '/api/user-categories'))).toEqual([
      ...TITLES,
      'Interní',
      'Připravujeme',
    ]);
  });

  it('GET /categories/{id}: one category, 404 when the caller may not read it', async () => {
    const landing = await categoryId('Vstupní stránky');
    expect((await get<ProductCategory>(vendor, `/api/categories/${landing}`)).title).toBe('Vstupní stránky');
    expect((await get<ProductCategory>(retailer, `/api/categories/${extra.inactive}`)).title).toBe('Archiv');
    for (const [token, id] of [
      [marketing, landing],
      [vendor, extra.inactive],
      [vendor, extra.internal],
      [agency, extra.internal],
      [retailer, 999999],
    ] as const) {
      expectError(
        await call(t.app, 'GET', `/api/categories/${id}`, { token }),
        404,
        'product_category_not_found',
      );
    }
    expectError(await call(t.app, 'GET', '/api/categories/x', { token: vendor }), 400, 'validation_failed');
    expectError(await call(t.app, 'GET', '/api/categories'), 401, 'unauthorized');
  });
});
