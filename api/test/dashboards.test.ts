import {
  DASHBOARD_PACING_ITEMS,
  dashboardExportUrl,
  periodDays,
  type DashboardData,
  type DashboardSettings,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { ConfigError, loadConfig } from '../src/config';
import { DASHBOARD_TOKEN_MINUTES } from '../src/services/dashboards/create-dashboard-token';
import { impersonate, loginDemoUsers } from './campaign-fixtures';
import { parseCsv } from './export-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * The dashboards page's calls on the demo data (demo today 2026-11-22, delivery simulated up to it):
 * the figures are checked against the delivery rows, costed here independently of the service's SQL.
 */

const PERIOD = { from: '2026-10-01', to: '2026-11-22' };
const SECRET = 'a-dashboard-signing-key-of-32-chars!';

let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;
let nordic: string;
let agency: string;

interface DeliveryRow {
  item: number;
  company: number;
  product: number;
  rate: 'FLAT_RATE' | 'CPM' | 'CPC';
  unit: number;
  price: number;
  start: string;
  end: string;
  day: string;
  impressions: number;
  clicks: number;
}

let delivery: DeliveryRow[];

async function userCompany(email: string): Promise<number> {
  const [row] = await rows<{ company_id: number }>(
    t,
    sql`select company_id from users where email = ${email}`,
  );
  return Number(row!.company_id);
}

async function agencyCompanies(): Promise<number[]> {
  const found = await rows<{ company_id: number }>(
    t,
    sql`select uvc.company_id from user_vendor_companies uvc join users u on u.id = uvc.user_id
      where u.email = 'agency@portal.test'`,
  );
  return found.map((row) => Number(row.company_id));
}

/** Every delivery row with its item's terms, as plain numbers. */
async function loadDelivery(): Promise<DeliveryRow[]> {
  const found = await rows<Record<string, string | number>>(
    t,
    sql`select i.id as item, i.company_id as company, i.product_id as product, p.rate_type as rate,
      i.unit_price::text as unit, i.price::text as price, to_char(i.start_date, 'YYYY-MM-DD') as start,
      to_char(i.end_date, 'YYYY-MM-DD') as "end", to_char(d.day, 'YYYY-MM-DD') as day,
      d.impressions, d.clicks
    from ad_server_delivery d join campaign_items i on i.id = d.campaign_item_id
      join products p on p.id = i.product_id
    order by i.id, d.day`,
  );
  return found.map((row) => ({
    item: Number(row.item),
    company: Number(row.company),
    product: Number(row.product),
    rate: row.rate as DeliveryRow['rate'],
    unit: Number(row.unit),
    price: Number(row.price),
    start: String(row.start),
    end: String(row.end),
    day: String(row.day),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
  }));
}

const daysOf = (start: string, end: string) => periodDays(start, end);

/** The day `count` days after a YYYY-MM-DD day. */
const addDaysTo = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/**
 * A product's spend of a day in whole crowns, as the API rounds it (PostgreSQL's round of the exact
 * numeric: half away from zero). The tiny nudge keeps a sum that is exactly .5 in decimal but a hair
 * below it in floating point on the same side.
 */
const wholeCrowns = (spend: number) => Math.round(spend + 1e-6);

/**
 * The expected figures of the period over the companies given: each item's days costed by its
 * running total (capped at its price) for CPM and CPC, its price per day for flat rate; each
 * product's spend of a day rounded to whole crowns, and every sum of spend a sum of those.
 */
function expected(companies: number[] | null, from: string, to: string) {
  const byDay = new Map<string, { impressions: number; clicks: number; spend: number }>();
  const productDays = new Map<string, { day: string; product: number; spend: number }>();
  const running = new Map<number, { impressions: number; clicks: number }>();
  for (const row of delivery) {
    if (companies && !companies.includes(row.company)) continue;
    if (row.day > to) continue;
    const before = running.get(row.item) ?? { impressions: 0, clicks: 0 };
    const after = { impressions: before.impressions + row.impressions, clicks: before.clicks + row.clicks };
    running.set(row.item, after);
    if (row.day < from) continue;
    const cost = (sums: { impressions: number; clicks: number }) =>
      Math.min(row.rate === 'CPM' ? (sums.impressions / 1000) * row.unit : sums.clicks * row.unit, row.price);
    const spend =
      row.rate === 'FLAT_RATE' ? row.price / daysOf(row.start, row.end) : cost(after) - cost(before);
    const day = byDay.get(row.day) ?? { impressions: 0, clicks: 0, spend: 0 };
    day.impressions += row.impressions;
    day.clicks += row.clicks;
    byDay.set(row.day, day);
    const key = `${row.day}|${row.product}`;
    const productDay = productDays.get(key) ?? { day: row.day, product: row.product, spend: 0 };
    productDay.spend += spend;
    productDays.set(key, productDay);
  }
  const byProduct = new Map<number, number>();
  /** The spend not rounded, per day: the rounded figures are within half a crown per product of it. */
  const exactByDay = new Map<string, { spend: number; products: number }>();
  for (const { day, product, spend } of productDays.values()) {
    byDay.get(day)!.spend += wholeCrowns(spend);
    byProduct.set(product, (byProduct.get(product) ?? 0) + wholeCrowns(spend));
    const exact = exactByDay.get(day) ?? { spend: 0, products: 0 };
    exact.spend += spend;
    exact.products += 1;
    exactByDay.set(day, exact);
  }
  const days = [...byDay.values()];
  return {
    byDay,
    byProduct,
    exactByDay,
    impressions: days.reduce((sum, day) => sum + day.impressions, 0),
    clicks: days.reduce((sum, day) => sum + day.clicks, 0),
    spend: days.reduce((sum, day) => sum + day.spend, 0),
  };
}

const query = (period: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(period).map(([key, value]) => [key, String(value)]));

const getData = (token: string, period: Record<string, string | number> = PERIOD) =>
  call(t.app, 'GET', `/api/dashboards/delivery?${query(period)}`, { token });

async function data(token: string, period: Record<string, string | number> = PERIOD): Promise<DashboardData> {
  const response = await getData(token, period);
  expect(response.statusCode).toBe(200);
  return response.json<DashboardData>();
}

async function setDashboards(value: 'true' | 'false') {
  const [variable] = await rows<{ id: number; version: number }>(
    t,
    sql`select id, version from settings_variables where identifier = 'menu-dashboards'`,
  );
  const id = Number(variable!.id);
  const response = await call(t.app, 'PUT', `/api/settings/variables/${id}`, {
    token: admin,
    body: { id, value, version: Number(variable!.version) },
  });
  expect(response.statusCode).toBe(200);
}

/** Every total is the sum of the rows it sums up: the days for the period, nothing rounded again. */
function expectConsistent(actual: DashboardData) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  for (const day of actual.days) expect(Number.isInteger(day.spend)).toBe(true);
  expect(actual.totals.spend).toBe(sum(actual.days.map((day) => day.spend)));
  expect(actual.totals.impressions).toBe(sum(actual.days.map((day) => day.impressions)));
  expect(actual.totals.clicks).toBe(sum(actual.days.map((day) => day.clicks)));
  for (const product of actual.topProducts) expect(Number.isInteger(product.spend)).toBe(true);
  // The top products are some of the period's products: together no more than the period.
  expect(sum(actual.topProducts.map((product) => product.spend))).toBeLessThanOrEqual(actual.totals.spend);
}

function expectFigures(actual: DashboardData, wanted: ReturnType<typeof expected>) {
  expectConsistent(actual);
  expect(actual.totals.impressions).toBe(wanted.impressions);
  expect(actual.totals.clicks).toBe(wanted.clicks);
  expect(actual.totals.spend).toBe(wanted.spend);
  for (const day of actual.days) {
    const sums = wanted.byDay.get(day.day) ?? { impressions: 0, clicks: 0, spend: 0 };
    expect({ day: day.day, impressions: day.impressions, clicks: day.clicks, spend: day.spend }).toEqual({
      day: day.day,
      impressions: sums.impressions,
      clicks: sums.clicks,
      spend: sums.spend,
    });
    // Rounding moves a day by at most half a crown per product that spent that day.
    const exact = wanted.exactByDay.get(day.day) ?? { spend: 0, products: 0 };
    expect(Math.abs(day.spend - exact.spend)).toBeLessThanOrEqual(exact.products / 2 + 1e-6);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T18:00:00+01:00');
  [admin, retailer, vendor, nordic, agency] = await loginDemoUsers(
    t,
    'admin',
    'retailer',
    'vendor',
    'nordic',
    'agency',
  );
  delivery = await loadDelivery();
});
afterAll(() => t.close());

describe('while the dashboards are off (the default)', () => {
  it('GET /dashboards says so, with no external dashboard', async () => {
    const response = await call(t.app, 'GET', '/api/dashboards', { token: vendor });
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardSettings>()).toEqual({
      enabled: false,
      workspaceHost: null,
      workspaceId: null,
      dashboardId: null,
    });
  });

  it('the data, its CSV and the token answer 404 to everyone', async () => {
    for (const token of [vendor, retailer, admin]) {
      expectError(await getData(token), 404, 'dashboards_disabled');
      expectError(
        await call(t.app, 'GET', dashboardExportUrl(PERIOD, 'cs-CZ'), { token }),
        404,
        'dashboards_disabled',
      );
      expectError(await call(t.app, 'POST', '/api/dashboards/token', { token }), 404, 'dashboards_disabled');
    }
  });

  it('nothing answers without a session', async () => {
    expectError(await call(t.app, 'GET', '/api/dashboards'), 401, 'unauthorized');
    expectError(await call(t.app, 'GET', `/api/dashboards/delivery?${query(PERIOD)}`), 401, 'unauthorized');
  });
});

describe('with the dashboards on', () => {
  beforeAll(() => setDashboards('true'));
  afterAll(() => setDashboards('false'));

  it('GET /dashboards says they are on', async () => {
    const response = await call(t.app, 'GET', '/api/dashboards', { token: vendor });
    expect(response.json<DashboardSettings>().enabled).toBe(true);
  });

  it("a vendor sees the figures of its own company's items, every day of the period", async () => {
    const acme = await userCompany('vendor@portal.test');
    const wanted = expected([acme], PERIOD.from, PERIOD.to);
    expect(wanted.impressions).toBeGreaterThan(0);
    const answer = await data(vendor);
    expect(answer.days.map((day) => day.day)).toHaveLength(periodDays(PERIOD.from, PERIOD.to));
    expect(answer.days[0]!.day).toBe(PERIOD.from);
    expect(answer.days.at(-1)!.day).toBe(PERIOD.to);
    expectFigures(answer, wanted);
    expect(answer.totals.ctr).toBeCloseTo((wanted.clicks / wanted.impressions) * 100, 3);
  });

  it("a vendor never sees another company's delivery, also when it names that company", async () => {
    const nordicCompany = await userCompany('nordic@portal.test');
    const own = await data(vendor);
    const named = await data(vendor, { ...PERIOD, companyId: nordicCompany });
    expect(named.totals).toEqual({ impressions: 0, clicks: 0, ctr: null, spend: 0 });
    expect(named.pacing).toEqual([]);
    expect(named.topProducts).toEqual([]);
    const theirs = await data(nordic);
    expect(theirs.totals.impressions).not.toBe(own.totals.impressions);
    expectFigures(theirs, expected([nordicCompany], PERIOD.from, PERIOD.to));
  });

  it('the retailer sees every company, or one; an agency its vendor companies', async () => {
    expectFigures(await data(retailer), expected(null, PERIOD.from, PERIOD.to));
    const acme = await userCompany('vendor@portal.test');
    const one = await data(retailer, { ...PERIOD, companyId: acme });
    expectFigures(one, expected([acme], PERIOD.from, PERIOD.to));
    expect(one).toEqual(await data(vendor));
    const companies = await agencyCompanies();
    expect(companies.length).toBeGreaterThan(0);
    expectFigures(await data(agency), expected(companies, PERIOD.from, PERIOD.to));
  });

  it('an impersonated vendor sees what the vendor sees', async () => {
    const session = await impersonate(t, retailer, 'vendor@portal.test');
    expect(await data(session)).toEqual(await data(vendor));
  });

  it('top products are ordered by spend and sum to no more than the total', async () => {
    const answer = await data(retailer);
    const wanted = expected(null, PERIOD.from, PERIOD.to);
    expect(answer.topProducts.length).toBeGreaterThan(0);
    const spends = answer.topProducts.map((product) => product.spend);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    for (const product of answer.topProducts)
      expect(product.spend).toBe(wanted.byProduct.get(product.productId) ?? 0);
    expect(Math.max(...wanted.byProduct.values())).toBe(spends[0]);
  });

  it('a CPM item that has delivered more than it was ordered spends its price, no more', async () => {
    const [item] = await rows<{ id: number; price: string; company_id: number; start: string; day: string }>(
      t,
      sql`select i.id, i.price::text as price, i.company_id, to_char(i.start_date, 'YYYY-MM-DD') as start,
          to_char(min(d.day), 'YYYY-MM-DD') as day
        from campaign_items i join products p on p.id = i.product_id
          join ad_server_delivery d on d.campaign_item_id = i.id
        where p.rate_type = 'CPM' and i.price > 0
        group by i.id order by i.id limit 1`,
    );
    expect(item).toBeDefined();
    const itemId = Number(item!.id);
    const company = Number(item!.company_id);
    const period = { from: item!.start, to: '2026-11-22', companyId: company };
    const dayOf = (answer: DashboardData) => answer.days.find((day) => day.day === item!.day)!.spend;
    const [first] = await rows<{ spend: string }>(
      t,
      sql`select least(d.impressions * i.unit_price / 1000, i.price)::text as spend
        from ad_server_delivery d join campaign_items i on i.id = d.campaign_item_id
        where d.campaign_item_id = ${itemId} and d.day = ${item!.day}`,
    );
    const before = await data(retailer, period);
    // A billion impressions on its first day: far more than any price buys.
    await t.database.db.execute(sql`update ad_server_delivery set impressions = 1000000000
      where campaign_item_id = ${itemId} and day = ${item!.day}`);
    delivery = await loadDelivery();
    const answer = await data(retailer, period);
    expectFigures(answer, expected([company], period.from, period.to));
    // That day now costs the item's whole price (its other items' spend that day is unchanged; the
    // product's day is rounded to whole crowns before and after, so within a crown)…
    expect(
      Math.abs(dayOf(answer) - dayOf(before) - (Number(item!.price) - Number(first!.spend))),
    ).toBeLessThan(1);
    // …and its later days nothing: the period's spend grew by what the item had not spent yet, at most.
    expect(answer.totals.spend).toBeLessThanOrEqual(before.totals.spend + Number(item!.price) + 1);
    const pacing = answer.pacing.find((entry) => entry.campaignItemId === itemId);
    if (pacing) {
      expect(pacing.spend).toBe(Number(item!.price));
      expect(pacing.spentRatio).toBe(100);
    }
  });

  it("pacing lists the caller's running items, furthest behind first, with their time elapsed", async () => {
    const answer = await data(vendor);
    const acme = await userCompany('vendor@portal.test');
    const [running] = await rows<{ count: string }>(
      t,
      sql`select count(*) from campaign_items where state_id = 8 and company_id = ${acme}`,
    );
    expect(answer.runningItems).toBe(Number(running!.count));
    expect(answer.pacing.length).toBe(Math.min(answer.runningItems, DASHBOARD_PACING_ITEMS));
    expect(answer.pacing.length).toBeGreaterThan(0);
    const behind = answer.pacing.map((item) => (item.spentRatio ?? 0) - item.elapsedRatio);
    expect(behind).toEqual([...behind].sort((a, b) => a - b));
    for (const item of answer.pacing) {
      // Today is 2026-11-22: the days from the start to today of all the item's days.
      const elapsed = Math.min(
        periodDays(item.startDate, '2026-11-22'),
        periodDays(item.startDate, item.endDate),
      );
      expect(item.elapsedRatio).toBeCloseTo((elapsed / periodDays(item.startDate, item.endDate)) * 100, 1);
      expect(item.spend).toBeLessThanOrEqual(item.price);
    }
  });

  it('refuses a reversed period, one over 366 days and a malformed company, with clear codes', async () => {
    const reversed = expectError(
      await getData(vendor, { from: '2026-11-02', to: '2026-11-01' }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(reversed)).toContain('Konec období nesmí být před jeho začátkem.');
    const long = expectError(
      await getData(vendor, { from: '2025-01-01', to: '2026-01-02' }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(long)).toContain('Období může být dlouhé nejvýše 366 dní.');
    expect((await getData(vendor, { from: '2025-11-22', to: '2026-11-22' })).statusCode).toBe(200);
    for (const bad of <Record<string, string>[]>[
      { ...PERIOD, companyId: 'x' },
      { ...PERIOD, companyId: '0' },
      { ...PERIOD, companyId: '99999999999' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: PERIOD.from },
      {},
    ])
      expect((await getData(vendor, bad)).statusCode).toBe(400);
  });

  describe('the CSV', () => {
    it('holds a line per day with the JSON figures, UTF-8 with BOM, d.m.Y, whole crowns', async () => {
      const response = await call(t.app, 'GET', dashboardExportUrl(PERIOD, 'cs-CZ'), { token: vendor });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="dashboard-2026-10-01-2026-11-22.csv"',
      );
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = parseCsv(response.body.replace(/^\ufeff/, ''), ';');
      expect(header).toEqual(['Den', 'Zobrazení', 'Prokliky', 'CTR (%)', 'Útrata (Kč)']);
      const answer = await data(vendor);
      expect(lines).toEqual(
        answer.days.map((day) => [
          day.day.split('-').reverse().join('.'),
          String(day.impressions),
          String(day.clicks),
          day.ctr === null ? '' : day.ctr.toFixed(2).replace('.', ','),
          String(day.spend),
        ]),
      );
    });

    it("sums to the page's total spend, for a vendor and for the retailer's every company", async () => {
      for (const token of [vendor, retailer]) {
        const response = await call(t.app, 'GET', dashboardExportUrl(PERIOD, 'cs-CZ'), { token });
        const lines = parseCsv(response.body.replace(/^\ufeff/, ''), ';').slice(1);
        const answer = await data(token);
        expect(answer.totals.spend).toBeGreaterThan(0);
        expect(lines.reduce((sum, line) => sum + Number(line[4]), 0)).toBe(answer.totals.spend);
        expect(lines.reduce((sum, line) => sum + Number(line[1]), 0)).toBe(answer.totals.impressions);
      }
    });

    it("is in the link's language, and a vendor's file has only its own company's figures", async () => {
      const english = await call(t.app, 'GET', dashboardExportUrl(PERIOD, 'en-GB'), { token: vendor });
      const [header, ...lines] = parseCsv(english.body.replace(/^\ufeff/, ''), ',');
      expect(header).toEqual(['Day', 'Impressions', 'Clicks', 'CTR (%)', 'Spend (CZK)']);
      const acme = await userCompany('vendor@portal.test');
      const wanted = expected([acme], PERIOD.from, PERIOD.to);
      expect(lines.reduce((sum, line) => sum + Number(line[1]), 0)).toBe(wanted.impressions);
      const polish = await call(t.app, 'GET', dashboardExportUrl(PERIOD, 'pl-PL'), { token: vendor });
      expect(parseCsv(polish.body.replace(/^\ufeff/, ''), ';')[0]).toEqual([
        'Dzień',
        'Wyświetlenia',
        'Kliknięcia',
        'CTR (%)',
        'Wydatki (CZK)',
      ]);
      const nordicCompany = await userCompany('nordic@portal.test');
      const named = await call(
        t.app,
        'GET',
        dashboardExportUrl({ ...PERIOD, companyId: nordicCompany }, 'en-GB'),
        { token: vendor },
      );
      const namedLines = parseCsv(named.body.replace(/^\ufeff/, ''), ',').slice(1);
      expect(namedLines.every((line) => line[1] === '0' && line[2] === '0' && line[4] === '0')).toBe(true);
    });
  });

  it('the token needs an external dashboard set up', async () => {
    expectError(
      await call(t.app, 'POST', '/api/dashboards/token', { token: vendor }),
      404,
      'dashboards_external_not_configured',
    );
  });

  it("names the top products and the running items' products in the caller's language", async () => {
    const english = await call(t.app, 'GET', `/api/dashboards/delivery?${query(PERIOD)}`, {
      token: retailer,
      headers: { 'accept-language': 'en-GB' },
    });
    const answer = english.json<DashboardData>();
    const titles = new Map(
      (
        await rows<{ id: number; en: string; cs: string }>(
          t,
          sql`select id, coalesce(nullif(btrim(translations -> 'en' ->> 'title'), ''), title, name) as en,
            coalesce(title, name) as cs from products`,
        )
      ).map((row) => [Number(row.id), row]),
    );
    expect(answer.topProducts.length).toBeGreaterThan(0);
    for (const product of answer.topProducts)
      expect(product.productName).toBe(titles.get(product.productId)!.en);
    expect(
      answer.topProducts.some((product) => product.productName !== titles.get(product.productId)!.cs),
    ).toBe(true);
    const englishNames = new Set([...titles.values()].map((title) => title.en));
    for (const item of answer.pacing) expect(englishNames.has(item.productName)).toBe(true);
    // The figures are the same in every language.
    expect(answer.totals).toEqual((await data(retailer)).totals);
  });

  describe('when rounding each day differs from rounding the period', () => {
    // One CPM item of a company alone on three days, each costing 0.60 CZK: 1.80 CZK in all, which
    // rounded once would be 2 Kč while the three days of the CSV say 1 + 1 + 1. The days are rounded
    // (to 1 Kč each) and the period's spend is their sum, 3 Kč, on the page, in the API and in the CSV.
    let period: { from: string; to: string; companyId: number };

    beforeAll(async () => {
      const [item] = await rows<{ id: number; company_id: number; day: string }>(
        t,
        sql`select i.id, i.company_id, to_char(min(d.day), 'YYYY-MM-DD') as day
          from campaign_items i join products p on p.id = i.product_id
            join ad_server_delivery d on d.campaign_item_id = i.id
          where p.rate_type = 'CPM'
          group by i.id having i.end_date >= min(d.day) + 2 order by i.id desc limit 1`,
      );
      expect(item).toBeDefined();
      const itemId = Number(item!.id);
      const companyId = Number(item!.company_id);
      period = { from: item!.day, to: addDaysTo(item!.day, 2), companyId };
      await t.database.db.execute(sql`update campaign_items set unit_price = 0.6, price = 100000
        where id = ${itemId}`);
      await t.database.db.execute(sql`delete from ad_server_delivery d using campaign_items i
        where i.id = d.campaign_item_id and i.company_id = ${companyId} and i.id <> ${itemId}
          and d.day between ${period.from} and ${period.to}`);
      for (const day of [period.from, addDaysTo(period.from, 1), period.to])
        await t.database.db.execute(sql`insert into ad_server_delivery
            (campaign_item_id, day, impressions, views, clicks, hard_conversions, soft_conversions, source)
          values (${itemId}, ${day}, 1000, 1000, 0, 0, 0, 'imported')
          on conflict (campaign_item_id, day) do update set impressions = 1000, views = 1000, clicks = 0`);
      delivery = await loadDelivery();
    });

    it('every day is whole crowns and the total is their sum, in the API and in the CSV', async () => {
      const answer = await data(retailer, period);
      expect(answer.days.map((day) => day.spend)).toEqual([1, 1, 1]);
      expect(answer.totals.spend).toBe(3);
      expect(answer.topProducts.map((product) => product.spend)).toEqual([3]);
      expectFigures(answer, expected([period.companyId], period.from, period.to));
      // Rounded once, the period would say 2 Kč: the rule makes a difference here.
      const exact = [...expected([period.companyId], period.from, period.to).exactByDay.values()];
      expect(Math.round(exact.reduce((sum, day) => sum + day.spend, 0))).toBe(2);
      for (const [locale, separator] of [
        ['cs-CZ', ';'],
        ['en-GB', ','],
      ] as const) {
        const csv = await call(t.app, 'GET', dashboardExportUrl(period, locale), { token: retailer });
        const lines = parseCsv(csv.body.replace(/^\ufeff/, ''), separator).slice(1);
        expect(lines.map((line) => line[4])).toEqual(['1', '1', '1']);
        expect(lines.reduce((sum, line) => sum + Number(line[4]), 0)).toBe(answer.totals.spend);
      }
    });
  });
});

describe('with an external dashboard set up', () => {
  let external: TestApp;

  beforeAll(async () => {
    external = await createTestApp({
      DASHBOARDS_HOST: 'analytics.example.com',
      DASHBOARDS_WORKSPACE_ID: 'retail-media',
      DASHBOARDS_DASHBOARD_ID: 'campaign-performance',
      DASHBOARDS_TOKEN_SECRET: SECRET,
    });
    external.clock.set('2026-11-22T10:00:00+01:00');
    const [adminToken] = await loginDemoUsers(external, 'admin');
    const [variable] = await rows<{ id: number; version: number }>(
      external,
      sql`select id, version from settings_variables where identifier = 'menu-dashboards'`,
    );
    const saved = await call(external.app, 'PUT', `/api/settings/variables/${variable!.id}`, {
      token: adminToken,
      body: { id: Number(variable!.id), value: 'true', version: Number(variable!.version) },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => external.close());

  it('GET /dashboards names it, and the page may frame it (and only it)', async () => {
    const [vendorToken] = await loginDemoUsers(external, 'vendor');
    const response = await call(external.app, 'GET', '/api/dashboards', { token: vendorToken });
    expect(response.json<DashboardSettings>()).toEqual({
      enabled: true,
      workspaceHost: 'analytics.example.com',
      workspaceId: 'retail-media',
      dashboardId: 'campaign-performance',
    });
    expect(response.body).not.toContain(SECRET);
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' https://analytics.example.com",
    );
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("signs a token for the caller's companies, valid 65 minutes", async () => {
    const [vendorToken, retailerToken, agencyToken] = await loginDemoUsers(
      external,
      'vendor',
      'retailer',
      'agency',
    );
    const acme = await userCompany('vendor@portal.test');
    const verify = async (token: string) => {
      const response = await call(external.app, 'POST', '/api/dashboards/token', { token });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string; expiresAt: string }>();
      const { payload } = await jwtVerify(body.token, new TextEncoder().encode(SECRET), {
        audience: 'analytics.example.com',
        issuer: 'http://portal.test',
        currentDate: external.clock.now(),
      });
      expect(payload.exp! - payload.iat!).toBe(DASHBOARD_TOKEN_MINUTES * 60);
      expect(new Date(body.expiresAt).getTime()).toBe(payload.exp! * 1000);
      expect(payload).toMatchObject({ workspaceId: 'retail-media', dashboardId: 'campaign-performance' });
      return payload;
    };
    expect((await verify(vendorToken)).scope).toEqual({ kind: 'vendor', companyId: acme });
    expect((await verify(retailerToken)).scope).toEqual({ kind: 'all' });
    expect((await verify(agencyToken)).scope).toMatchObject({ kind: 'agency' });
    // A token signed with another key is not one of the portal's.
    const response = await call(external.app, 'POST', '/api/dashboards/token', { token: vendorToken });
    await expect(
      jwtVerify(response.json<{ token: string }>().token, new TextEncoder().encode(`${SECRET}x`)),
    ).rejects.toThrow();
  });
});

describe('the external dashboard configuration', () => {
  it('takes all four variables or none, and refuses a host with a scheme or a short key', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' } as const;
    expect(loadConfig(base).dashboards).toBeNull();
    expect(() => loadConfig({ ...base, DASHBOARDS_HOST: 'analytics.example.com' })).toThrow(ConfigError);
    const all = {
      ...base,
      DASHBOARDS_HOST: 'analytics.example.com',
      DASHBOARDS_WORKSPACE_ID: 'w',
      DASHBOARDS_DASHBOARD_ID: 'd',
      DASHBOARDS_TOKEN_SECRET: SECRET,
    };
    expect(loadConfig(all).dashboards).toEqual({
      host: 'analytics.example.com',
      workspaceId: 'w',
      dashboardId: 'd',
      tokenSecret: SECRET,
    });
    expect(() => loadConfig({ ...all, DASHBOARDS_HOST: 'https://analytics.example.com' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...all, DASHBOARDS_TOKEN_SECRET: 'short' })).toThrow(ConfigError);
  });
});
