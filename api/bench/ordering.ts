/**
 * `pnpm bench:ordering`: the ordering calls on a large data set. Builds a database (harness.ts:
 * PostgreSQL when DATABASE_URL is set, in a database of its own created and dropped there; else PGlite
 * in a temporary directory), migrates and seeds it (the demo data includes the 10,000-product shop), adds the
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
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import {
  addDays,
  firstOrderableMonday,
  mondayOf,
  pragueToday,
  rowsOf,
  runBenchmark,
  type Scenario,
} from './harness';
import { login } from './server';

const BOOKED_ITEMS = 100_000;
const PRODUCTS = 52;
const VALUES = 50;
const WEEKS = 52;
const CAMPAIGNS = 5_000;
/** The benchmark's products as the order rules read them: a flat rate, no days' notice. */
const ORDERED = { rateType: 'FLAT_RATE', category: { minDaysBeforeStartDate: 0 } } as const;

interface DataSet {
  productId: number;
  valueIds: number[];
  /** The first week of the bookings: this week's Monday when the data set was made. */
  firstMonday: string;
  targetId: number;
  skus: string[];
  shopProducts: number;
}

/** Adds the benchmark's products, campaigns, items and bookings in set-based statements. */
async function generate(handle: DatabaseHandle): Promise<DataSet> {
  const started = Date.now();
  const firstMonday = mondayOf(pragueToday());
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
        values ('Benchmark', ${ORDERED.category.minDaysBeforeStartDate}, ${shop.domain_url}, ${shop.id}, 1000, 'BENCH') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const categoryId = category!.id;
    await run(sql`
      insert into products (category_id, name, title, price, rate_type, check_avails, position)
      select ${categoryId}, 'BENCH_FLAT_' || lpad(g::text, 2, '0'), 'Benchmark – týdenní pozice ' || g, 45000,
             ${ORDERED.rateType}, true, g
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
    // are computed once afterwards, in the same transaction. The list version's deferred trigger too:
    // its pending events would forbid the ALTER that turns the totals trigger back on (the campaigns'
    // own raise the version once).
    await run(sql`alter table campaign_items disable trigger campaign_items_totals`);
    await run(sql`alter table campaign_items disable trigger campaign_items_list_version`);
    await run(sql`
      insert into campaign_items (id, campaign_id, product_id, state_id, start_date, end_date, unit_price, price,
                                  created_by_user_id)
      select pl.item_id, bc.id, pl.product_id, 1, pl.week_start, pl.week_start + 6, 45000, 45000, bc.contact_id
      from bench_plan pl join bench_campaigns bc on bc.n = pl.seq % ${CAMPAIGNS}`);
    await run(sql`alter table campaign_items enable trigger campaign_items_totals`);
    await run(sql`alter table campaign_items enable trigger campaign_items_list_version`);
    await run(sql`
      insert into campaign_item_variable_values (campaign_item_id, variable_value_id)
      select item_id, value_id from bench_plan`);
    await run(sql`
      insert into flat_rate_bookings (campaign_item_id, campaign_id, product_id, variable_value_id, week_start)
      select pl.item_id, bc.id, pl.product_id, pl.value_id, pl.week_start
      from bench_plan pl join bench_campaigns bc on bc.n = pl.seq % ${CAMPAIGNS}`);
    await run(sql`
      update campaigns c set items_count = t.items, start_date = t.first_start, end_date = t.last_end,
                             total_price = t.total, last_item_id = t.last_item
      from (select campaign_id, count(*)::integer as items, min(start_date) as first_start,
                   max(end_date) as last_end, sum(price) as total, max(id) as last_item
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

/** The measured calls: availability as a retailer, check-availability and search as a vendor. */
async function scenarios(url: string, data: DataSet): Promise<Scenario[]> {
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
  // Check-availability asks as the order form would: from the first Monday the API allows (a start in
  // the past is answered 400), four weeks starting in any of the data set's weeks from there on (any of
  // 48 weeks ahead when a kept data set, BENCH_DATABASE, no longer reaches that far).
  const firstOrderable = firstOrderableMonday(ORDERED);
  const weeksAhead = (Date.parse(firstOrderable) - Date.parse(data.firstMonday)) / (7 * 86_400_000);
  const startWeeks = WEEKS - 4 - weeksAhead > 0 ? WEEKS - 4 - weeksAhead : WEEKS - 4;
  return [
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
        const startDate = addDays(firstOrderable, 7 * (n % startWeeks));
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
}

runBenchmark({ name: 'ordering', generate, scenarios });
