/**
 * `pnpm bench:ordering`: the ordering calls on a large data set. Builds a database (PostgreSQL when
 * DATABASE_URL is set, in a database of its own created and dropped here; else PGlite in a temporary
 * directory), migrates and seeds it (the demo data includes the 10,000-product shop), adds the
 * benchmark's data set, starts the built server on it and drives with autocannon, 20 connections:
 *
 * - GET /api/products/{id}/availability (the default 26 weeks, and ?weeks=52), as a retailer, who
 *   also gets who holds each taken cell;
 * - PUT /api/campaign-item/check-availability, as a vendor, four weeks of one value, varied;
 * - GET /api/targeting/target-product/search, as a vendor, varied texts (names, brands, a SKU).
 *
 * The data set: 52 flat-rate products with availability check, each with 50 variable values, sold over
 * 52 weeks; 100,000 booked items (one booking row each) in 5,000 campaigns; the measured product is
 * the first, three quarters of its 2,600 cells taken. Prints p50/p99; nothing here asserts: the figures
 * go into docs/performance.md. BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database for EXPLAIN;
 * BENCH_ONLY=<text> measures only the calls whose label contains the text.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateAndSeed } from '../src/db/migrate';
import { login, waitForHealth } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const BOOKED_ITEMS = 100_000;
const PRODUCTS = 52;
const VALUES = 50;
const WEEKS = 52;
const CAMPAIGNS = 5_000;
const apiDir = path.resolve(import.meta.dirname, '..');

const pragueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' });
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface DataSet {
  productId: number;
  valueIds: number[];
  firstMonday: string;
  targetId: number;
  skus: string[];
  shopProducts: number;
}

/** Adds the benchmark's products, campaigns, items and bookings in set-based statements. */
async function generate(handle: DatabaseHandle): Promise<DataSet> {
  const started = Date.now();
  const firstMonday = mondayOf(pragueDate.format(new Date()));
  const [shop] = await rowsOf<{ id: number; domain_url: string; products: string }>(
    handle,
    sql`select t.id, t.domain_url, (select count(*) from target_products p where p.target_id = t.id) as products
        from targets t order by (select count(*) from target_products p where p.target_id = t.id) desc limit 1`,
  );
  if (!shop) throw new Error('the seed has no shop (targets): the target-product search cannot be measured');
  const buyers = await rowsOf<{ company_id: number; user_id: number }>(
    handle,
    sql`select u.company_id, u.id as user_id from users u
        where u.email in ('vendor@portal.test', 'nordic@portal.test', 'bella@portal.test') order by u.email`,
  );

  await handle.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    const [category] = (
      (await run(sql`
        insert into product_categories (title, min_days_before_start_date, domain_url, target_id, position, sas_name)
        values ('Benchmark', 0, ${shop.domain_url}, ${shop.id}, 1000, 'BENCH') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const categoryId = category!.id;
    await run(sql`
      insert into products (category_id, name, title, price, rate_type, check_avails, position)
      select ${categoryId}, 'BENCH_FLAT_' || lpad(g::text, 2, '0'), 'Benchmark – týdenní pozice ' || g, 45000,
             'FLAT_RATE', true, g
      from generate_series(1, ${PRODUCTS}) g`);
    await run(sql`
      insert into product_variable_values (product_id, name, value, position)
      select p.id, 'Pozice', 'Pozice ' || v, v
      from products p cross join generate_series(1, ${VALUES}) v where p.category_id = ${categoryId}`);
    await run(sql`
      create temp table bench_campaigns on commit drop as
      select g as n, ${sql.raw(`(array[${buyers.map((buyer) => buyer.company_id).join(',')}])`)}[1 + g % ${buyers.length}] as company_id,
             ${sql.raw(`(array[${buyers.map((buyer) => buyer.user_id).join(',')}])`)}[1 + g % ${buyers.length}] as contact_id
      from generate_series(0, ${CAMPAIGNS - 1}) g`);
    await run(sql`alter table bench_campaigns add column id integer`);
    await run(sql`
      update bench_campaigns b set id = nextval(pg_get_serial_sequence('campaigns', 'id'))`);
    await run(sql`
      insert into campaigns (id, name, company_id, company_contact_id, state_id, created_by_user_id)
      select id, 'Benchmark ' || n, company_id, contact_id, 1, contact_id from bench_campaigns`);
    // Three quarters of every product's cells, in product, week, value order, up to BOOKED_ITEMS.
    await run(sql`
      create temp table bench_plan on commit drop as
      select nextval(pg_get_serial_sequence('campaign_items', 'id'))::integer as item_id, s.*
      from (
        select p.id as product_id, vv.id as value_id, (${firstMonday}::date + 7 * w) as week_start,
               row_number() over (order by p.position, w, vv.position) as seq
        from products p
        join product_variable_values vv on vv.product_id = p.id
        cross join generate_series(0, ${WEEKS - 1}) w
        where p.category_id = ${categoryId} and (vv.position + w + p.position) % 4 <> 0
        order by p.position, w, vv.position
        limit ${BOOKED_ITEMS}
      ) s`);
    // The totals trigger would recompute a campaign per row; it is off for the load and the totals
    // are computed once afterwards, in the same transaction.
    await run(sql`alter table campaign_items disable trigger campaign_items_totals`);
    await run(sql`
      insert into campaign_items (id, campaign_id, product_id, state_id, start_date, end_date, unit_price, price,
                                  created_by_user_id)
      select pl.item_id, bc.id, pl.product_id, 1, pl.week_start, pl.week_start + 6, 45000, 45000, bc.contact_id
      from bench_plan pl join bench_campaigns bc on bc.n = pl.seq % ${CAMPAIGNS}`);
    await run(sql`alter table campaign_items enable trigger campaign_items_totals`);
    await run(sql`
      insert into campaign_item_variable_values (campaign_item_id, variable_value_id)
      select item_id, value_id from bench_plan`);
    await run(sql`
      insert into flat_rate_bookings (campaign_item_id, campaign_id, product_id, variable_value_id, week_start)
      select pl.item_id, bc.id, pl.product_id, pl.value_id, pl.week_start
      from bench_plan pl join bench_campaigns bc on bc.n = pl.seq % ${CAMPAIGNS}`);
    await run(sql`
      update campaigns c set items_count = t.items, start_date = t.first_start, end_date = t.last_end,
                             total_price = t.total
      from (select campaign_id, count(*)::integer as items, min(start_date) as first_start,
                   max(end_date) as last_end, sum(price) as total
            from campaign_items group by campaign_id) t
      where c.id = t.campaign_id and c.id in (select id from bench_campaigns)`);
  });
  await handle.db.execute(sql`analyze`);

  const [product] = await rowsOf<{ id: number }>(
    handle,
    sql`select id from products where name = 'BENCH_FLAT_01'`,
  );
  const values = await rowsOf<{ id: number }>(
    handle,
    sql`select id from product_variable_values where product_id = ${product!.id} order by position`,
  );
  const skus = await rowsOf<{ sku: string }>(
    handle,
    sql`select external_identifier as sku from target_products where target_id = ${shop.id} order by id limit 3`,
  );
  const [facts] = await rowsOf<{ items: string; bookings: string; taken: string }>(
    handle,
    sql`select (select count(*) from campaign_items) as items,
               (select count(*) from flat_rate_bookings) as bookings,
               (select count(*) from flat_rate_bookings where product_id = ${product!.id}) as taken`,
  );
  console.log(
    `data set: ${Number(facts!.bookings).toLocaleString('en')} bookings, ${Number(facts!.items).toLocaleString('en')} items in all; ` +
      `measured product ${product!.id}: ${VALUES} values × ${WEEKS} weeks, ${facts!.taken} cells taken; ` +
      `shop ${shop.id} with ${Number(shop.products).toLocaleString('en')} products; generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    productId: product!.id,
    valueIds: values.map((value) => value.id),
    firstMonday,
    targetId: shop.id,
    skus: skus.map((row) => row.sku),
    shopProducts: Number(shop.products),
  };
}

interface Scenario {
  label: string;
  method: 'GET' | 'PUT';
  token: string;
  /** The request of the n-th call, so the calls vary. */
  request: (n: number) => { path: string; body?: unknown };
  /** Budget of the p99 on PostgreSQL, if the issue sets one. */
  p99Target?: number;
}

interface Figures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(url: string, scenario: Scenario): Promise<Figures> {
  // Every answer is checked once before the run, so a broken call is not measured as a fast one.
  const probe = scenario.request(0);
  const check = await fetch(`${url}${probe.path}`, {
    method: scenario.method,
    headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  if (!check.ok) throw new Error(`${scenario.label} answered ${check.status}: ${await check.text()}`);

  const options = (duration: number): autocannon.Options => {
    let n = 0;
    return {
      url,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
      requests: [
        {
          method: scenario.method,
          setupRequest: (request) => {
            const next = scenario.request(n);
            n += 1;
            return {
              ...request,
              path: next.path,
              body: next.body === undefined ? undefined : JSON.stringify(next.body),
            };
          },
        },
      ],
    };
  };
  await autocannon(options(3));
  const result = await autocannon(options(DURATION_S));
  return {
    label: scenario.label,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function runServer(label: string, env: Record<string, string>, data: DataSet): Promise<void> {
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child, 120_000);
    const [retailer, vendor] = [
      await login(url, 'retailer@portal.test'),
      await login(url, 'vendor@portal.test'),
    ];
    const terms = [
      'čokoláda',
      'acme',
      'voda',
      'káva',
      'sušenky',
      'krém',
      'bio',
      'jogurt',
      'pivo',
      ...data.skus,
    ];
    const scenarios: Scenario[] = [
      {
        label: 'GET /products/{id}/availability (26 weeks)',
        method: 'GET',
        token: retailer,
        request: () => ({ path: `/api/products/${data.productId}/availability` }),
        p99Target: 50,
      },
      {
        label: 'GET /products/{id}/availability?weeks=52',
        method: 'GET',
        token: retailer,
        request: () => ({ path: `/api/products/${data.productId}/availability?weeks=52` }),
        p99Target: 50,
      },
      {
        label: 'PUT /campaign-item/check-availability',
        method: 'PUT',
        token: vendor,
        request: (n) => {
          const startDate = addDays(data.firstMonday, 7 * (n % (WEEKS - 4)));
          return {
            path: '/api/campaign-item/check-availability',
            body: {
              productId: data.productId,
              startDate,
              endDate: addDays(startDate, 27),
              variableValueIdes: [data.valueIds[n % data.valueIds.length]],
            },
          };
        },
        p99Target: 50,
      },
      {
        label: 'GET /targeting/target-product/search',
        method: 'GET',
        token: vendor,
        request: (n) => ({
          path: `/api/targeting/target-product/search?targetId=${data.targetId}&name=${encodeURIComponent(terms[n % terms.length]!)}`,
        }),
        p99Target: 30,
      },
    ];
    const figures: Figures[] = [];
    const only = process.env.BENCH_ONLY;
    for (const scenario of scenarios.filter((candidate) => !only || candidate.label.includes(only))) {
      const result = await measure(url, scenario);
      figures.push(result);
      const target =
        scenario.p99Target === undefined
          ? ''
          : `, target p99 ≤ ${scenario.p99Target} ms${label === 'PostgreSQL' ? (result.p99 <= scenario.p99Target ? ': met' : ': NOT met') : ''}`;
      console.log(
        `${label.padEnd(10)} ${scenario.label.padEnd(46)} ${CONNECTIONS} conn, ${DURATION_S} s: ` +
          `${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests, ` +
          `${result.failures} failures${target}`,
      );
    }
    console.log(`\n| database | call | req/s | p50 | p99 |\n| --- | --- | --- | --- | --- |`);
    for (const row of figures) {
      console.log(`| ${label} | ${row.label} | ${row.rps} | ${row.p50} ms | ${row.p99} ms |`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} cores`);
  const migrations = path.join(apiDir, 'drizzle');
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log(
      'PGlite (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres, for PostgreSQL)',
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-ordering-'));
    try {
      const handle = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pgdata') });
      let data: DataSet;
      try {
        await migrateAndSeed(handle, migrations, { seed: true });
        data = await generate(handle);
      } finally {
        await handle.close();
      }
      await runServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, data);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    return;
  }

  const name = `portal_bench_ordering_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    let data: DataSet;
    try {
      await migrateAndSeed(handle, migrations, { seed: true });
      data = await generate(handle);
    } finally {
      await handle.close();
    }
    await runServer(
      'PostgreSQL',
      { DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'never', DATA_DIR: os.tmpdir() },
      data,
    );
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name} (BENCH_KEEP_DATABASE)`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
