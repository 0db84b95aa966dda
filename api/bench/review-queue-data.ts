/**
 * The data set of the review-queue benchmark: 10,000 entries waiting for the retailer in all (the
 * demo seed's and generated ones: 60 % creatives, each with a waiting item, 20 % items waiting with a
 * zip and no creative, 20 % landing pages), sent at moments spread over the last 60 days, among
 * 60,000 creatives and landing pages already approved (what the partial indexes leave out). Added to
 * a migrated and seeded database in set-based statements of one transaction; the same rows on every
 * run (hashes of row numbers).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { rowsOf } from './harness';

const WAITING = 10_000;
const APPROVED_CREATIVES = 40_000;
const APPROVED_PAGES = 20_000;

export interface ReviewQueueDataSet {
  /** Vendor companies with entries, for the company filter. */
  companyIds: number[];
  /** Some waiting entries as `kind:id`, for the next-entry calls. */
  sample: string[];
}

/** A moment in the last 60 days drawn from a row number: the same on every run. */
const sentAt = (key: string) =>
  `now() - (((hashint8((${key})::bigint) % 5184000) + 5184000) % 5184000) * interval '1 second'`;

export async function generateReviewQueueData(handle: DatabaseHandle): Promise<ReviewQueueDataSet> {
  const started = Date.now();
  const [seeded] = await rowsOf<{ waiting: number }>(
    handle,
    sql`select (select count(*) from creatives where state = 'waiting-for-approval')
             + (select count(*) from campaign_items
                where state_id = 5 and zip_storage_key is not null and creative_id is null)
             + (select count(*) from landing_pages where state = 'waiting-for-approval') as waiting`,
  );
  const toAdd = WAITING - Number(seeded?.waiting ?? 0);
  const creatives = Math.round(toAdd * 0.6);
  const zips = Math.round(toAdd * 0.2);
  const pages = toAdd - creatives - zips;

  await handle.db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    // What the generated rows copy: the demo items' campaigns, companies, products and prices.
    await run(`
      create temp table bench_templates on commit drop as
      select (row_number() over (order by i.id) - 1)::int as k, i.campaign_id, c.company_id, i.product_id,
             p.creative_format_id as format_id, i.unit_price, i.price
      from campaign_items i join campaigns c on c.id = i.campaign_id join products p on p.id = i.product_id
      where p.creative_format_id is not null`);
    const templates = `(select count(*) from bench_templates)`;
    await run(`
      create temp table bench_creatives on commit drop as
      select g, nextval(pg_get_serial_sequence('creatives', 'id'))::integer as id, t.*,
             case when g < ${creatives} then 'waiting-for-approval' else 'approved' end as state
      from generate_series(0, ${creatives + APPROVED_CREATIVES - 1}) g
      join bench_templates t on t.k = g % ${templates}`);
    await run(`
      insert into creatives (id, company_id, product_id, format_id, name, state, created_at, updated_at, waiting_since)
      select id, company_id, product_id, format_id, 'Kreativa ' || g, state, ${sentAt('g')}, ${sentAt('g')},
             case when state = 'waiting-for-approval' then ${sentAt('g')} end
      from bench_creatives`);
    // Each waiting creative shows in one waiting item; the zips wait in items of their own.
    await run(`
      insert into campaign_items (campaign_id, product_id, state_id, start_date, end_date, unit_price, price,
                                  creative_id, zip_storage_key, zip_file_name, zip_size, zip_uploaded_at,
                                  created_at, updated_at, waiting_since)
      select t.campaign_id, t.product_id, 5, current_date + (g % 60), current_date + (g % 60) + 13,
             t.unit_price, t.price, c.id, null, null, null, null, ${sentAt('g')}, ${sentAt('g')}, ${sentAt('g')}
      from bench_creatives c join bench_templates t on t.k = c.k where c.state = 'waiting-for-approval'
      union all
      select t.campaign_id, t.product_id, 5, current_date + (g % 45), current_date + (g % 45) + 6,
             t.unit_price, t.price, null, 'bench/zip-' || g || '.zip', 'banner-' || g || '.zip', 20000,
             ${sentAt('100000 + g')}, ${sentAt('100000 + g')}, ${sentAt('100000 + g')}, ${sentAt('100000 + g')}
      from generate_series(0, ${zips - 1}) g join bench_templates t on t.k = g % ${templates}`);
    await run(`
      insert into landing_pages (name, company_id, target_id, type_id, url, state, created_at, updated_at,
                                 waiting_since)
      select 'Stránka ' || g, t.company_id, s.id, lt.id, s.domain_url || '/znacky/bench-' || g,
             case when g < ${pages} then 'waiting-for-approval' else 'approved' end,
             ${sentAt('200000 + g')}, ${sentAt('200000 + g')},
             case when g < ${pages} then ${sentAt('200000 + g')} end
      from generate_series(0, ${pages + APPROVED_PAGES - 1}) g
      join bench_templates t on t.k = g % ${templates}
      cross join (select id, domain_url from targets order by id limit 1) s
      cross join (select id from landing_page_types order by id limit 1) lt`);
  });
  // As autovacuum would have by then on a live database: statistics, and the visibility map that
  // index-only scans need.
  for (const table of ['creatives', 'campaign_items', 'landing_pages']) {
    await handle.db.execute(
      sql.raw(handle.kind === 'pglite' ? `analyze ${table}` : `vacuum analyze ${table}`),
    );
  }

  const companies = await rowsOf<{ company_id: number }>(
    handle,
    sql`select distinct company_id from creatives where state = 'waiting-for-approval' order by company_id`,
  );
  const sample = await rowsOf<{ ref: string }>(
    handle,
    sql`select ref from (
      select 'creative:' || id as ref, hashint8(id::bigint) as h from creatives where state = 'waiting-for-approval'
      union all select 'landingPage:' || id, hashint8(id::bigint) from landing_pages where state = 'waiting-for-approval'
      union all select 'itemZip:' || id, hashint8(id::bigint) from campaign_items
        where state_id = 5 and zip_storage_key is not null and creative_id is null
    ) q order by h limit 200`,
  );
  console.log(
    `review queue data: ${WAITING} waiting (${creatives} creatives, ${zips} zips, ${pages} landing pages added) ` +
      `among ${APPROVED_CREATIVES} approved creatives and ${APPROVED_PAGES} approved landing pages, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { companyIds: companies.map((row) => Number(row.company_id)), sample: sample.map((row) => row.ref) };
}
