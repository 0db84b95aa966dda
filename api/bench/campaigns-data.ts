/**
 * The data set of `pnpm bench:campaigns`: 500 vendor companies (the 3 demo vendors and 497 generated,
 * each with a contact user; 20 agencies act for a third of them), 20 sales persons, 100,000 campaigns
 * and 1,000,000 items over the seeded products, added to a migrated and seeded database in set-based
 * statements of one transaction.
 *
 * Campaigns start on a Monday between 130 weeks before and 26 weeks after this week and run 1–12
 * weeks; their state fits their run (ended: closed or canceled; running: online, paused or canceled;
 * ahead: every other state). Companies get them unevenly (the first, Acme of the demo vendor, about
 * 1.6 %, the last a few). Names are a season's theme, the year and a kind of goods ("Vánoční kampaň
 * 2026 – káva"), so searches find hundreds to thousands. Items: a campaign's first covers its whole
 * run, the others lie within it; unit price and total follow itemPrice (shared-contracts) and the
 * item states follow the campaign's state and the item's dates as the demo seed's do, so the clock
 * job (services/clock) derives the same campaign states and moves no item; 85 % of the
 * items of native products promote a product of the shop (brand, category and SKU filters), others
 * have a URL or no target. Flat-rate items of this data set hold no week (no flat_rate_bookings), so
 * they never conflict with the demo bookings.
 *
 * Everything is drawn from hashes of row numbers, so every run builds the same rows for the same
 * "today". BENCH_SCALE scales the campaigns and items: 1 on PostgreSQL, 0.1 on PGlite by default (at
 * full scale PGlite's one connection takes seconds a call, and calls still queued from a timed-out
 * scenario spill into the next).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { mondayOf, pragueToday, rowsOf } from './harness';

const VENDORS = 500;
const AGENCIES = 20;
const SALES_PERSONS = 20;
const CAMPAIGNS = 100_000;
const ITEMS = 1_000_000;
const WEEKS_BACK = 130;
const WEEKS_AHEAD = 26;

// prettier-ignore
const NAME_PARTS = [
  'Novák', 'Horák', 'Dvořák', 'Svoboda', 'Král', 'Beneš', 'Šumava', 'Krkonoše', 'Vltava', 'Morava',
  'Labe', 'Haná', 'Podlesí', 'Zlatá Hora', 'Bílý Potok', 'Lipno', 'Javor', 'Dub', 'Lípa', 'Sokol',
  'Orel', 'Jelen', 'Liška', 'Rys', 'Kavka',
];
// prettier-ignore
const TRADES = [
  'Food', 'Drinks', 'Kosmetika', 'Drogerie', 'Káva', 'Pekárna', 'Mlékárna', 'Pivovar', 'Vinařství',
  'Cukrárna', 'Trade', 'Distribuce', 'Hračky', 'Zoo', 'Domácnost', 'Sýrárna', 'Uzeniny', 'Čaje',
  'Nápoje', 'Bio',
];
const LEGAL_FORMS = ['s.r.o.', 'a.s.', 'spol. s r.o.'];
// prettier-ignore
const FIRST_NAMES = [
  'Jan', 'Petr', 'Pavel', 'Tomáš', 'Martin', 'Lukáš', 'Jakub', 'David', 'Eva', 'Jana', 'Hana', 'Lucie',
  'Petra', 'Kateřina', 'Veronika', 'Tereza', 'Marie', 'Zuzana', 'Michal', 'Ondřej',
];
// prettier-ignore
const LAST_NAMES = [
  'Novotný', 'Procházka', 'Kučera', 'Veselý', 'Krejčí', 'Němec', 'Marek', 'Pospíšil', 'Hájek', 'Jelínek',
  'Růžička', 'Beneš', 'Fiala', 'Sedláček', 'Doležal', 'Zeman', 'Kolář', 'Navrátil', 'Čermák', 'Urban',
];
/** Three themes a month, January to December: a campaign's theme is one of its first month's. */
// prettier-ignore
const THEMES = [
  'Zdravý start roku', 'Veganský leden', 'Zimní výprodej',
  'Valentýn', 'Suchý únor', 'Masopust',
  'Jarní akce', 'Velikonoce', 'Jarní úklid',
  'Velikonoce', 'Jarní úklid', 'Den Země',
  'Den matek', 'Grilovací sezóna', 'Majáles',
  'Letní grilování', 'Dětský den', 'Léto na zahradě',
  'Letní osvěžení', 'Dovolená', 'Festivalové léto',
  'Back to school', 'Letní výprodej', 'Dovolená',
  'Back to school', 'Podzimní sezóna', 'Sklizeň',
  'Podzimní sezóna', 'Halloween', 'Podzimní polévky',
  'Black Friday', 'Movember', 'Adventní kalendáře',
  'Vánoční kampaň', 'Vánoční dárky', 'Silvestr',
];
// prettier-ignore
const GOODS = [
  'čokolády', 'pralinky', 'sušenky', 'müsli', 'káva', 'čaj', 'minerálky', 'limonády', 'džusy', 'pivo',
  'víno', 'cider', 'sýry', 'jogurty', 'mléko', 'pečivo', 'mouka', 'polévky', 'omáčky', 'kečup',
  'šampony', 'parfémy', 'pleťové krémy', 'řasenky', 'opalovací krémy', 'zubní pasty',
  'prací prostředky', 'úklid', 'krmivo pro psy', 'krmivo pro kočky', 'hračky', 'plenky',
  'dětská výživa', 'ovoce', 'zelenina', 'uzeniny', 'těstoviny', 'rýže', 'ořechy', 'bio produkty',
];

/** Texts of the search scenarios: themes, goods, a year, company-name words (retailer search). */
// prettier-ignore
export const SEARCH_TEXTS = [
  'káva', 'vánoční', 'black friday', 'pivo', 'sýry', 'jogurt', 'krém', 'velikonoce', 'valentýn', 'bio',
  'novák', 'sokol', '2025', 'grilování', 'krmivo',
];

/** Migration 0014's triggers that post a campaign's name words (name-search.ts). */
const CAMPAIGN_WORD_TRIGGERS = ['campaigns_words_insert', 'campaigns_words_update'];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (list: readonly string[]) => `array[${list.map(quote).join(', ')}]::text[]`;
/** A number in [0, 1) drawn from a row's key and a salt (0–63): the same on every run. */
const rnd = (key: string, salt: number) =>
  `((hashint8((${key})::bigint * 64 + ${salt})::float8 + 2147483648) / 4294967296)`;
/** An element of `list`, drawn like rnd. */
const pick = (list: readonly string[], key: string, salt: number) =>
  `(${textArray(list)})[1 + floor(${rnd(key, salt)} * ${list.length})::int]`;

export interface CampaignsDataSet {
  today: string;
  /** Campaigns in the database (the data set's and the demo's). */
  campaigns: number;
  /** Vendor companies of every size, for the company filter. */
  companyIds: number[];
  /** The advertising product categories the items' products belong to. */
  productCategoryIds: number[];
}

interface Seeded {
  retailer_id: number;
  password_hash: string;
  acme: number;
  nordic: number;
  bella: number;
  mediamax: number;
  vendor: number;
  marketing: number;
  nordic_user: number;
  bella_user: number;
  eshop_user: number;
  agency_user: number;
  sales: number;
  sales2: number;
  retailer_user: number;
  shop_id: number;
  shop_url: string;
}

/** Adds the campaigns benchmark's companies, users, campaigns and items; prints what it made. */
export async function generateCampaignsData(handle: DatabaseHandle): Promise<CampaignsDataSet> {
  const started = Date.now();
  const scale = Number(process.env.BENCH_SCALE ?? (handle.kind === 'pglite' ? 0.1 : 1));
  const campaignCount = Math.round(CAMPAIGNS * scale);
  const itemCount = Math.round(ITEMS * scale);
  const today = pragueToday();
  const thisMonday = mondayOf(today);
  const userId = (email: string) => `(select id from users where lower(email) = ${quote(email)})`;
  const [seeded] = await rowsOf<Seeded>(
    handle,
    sql.raw(`
      select (select id from companies where type = 'retailer' order by id limit 1) as retailer_id,
             (select password_hash from users where lower(email) = 'vendor@portal.test') as password_hash,
             (select company_id from users where lower(email) = 'vendor@portal.test') as acme,
             (select company_id from users where lower(email) = 'nordic@portal.test') as nordic,
             (select company_id from users where lower(email) = 'bella@portal.test') as bella,
             (select company_id from users where lower(email) = 'agency@portal.test') as mediamax,
             ${userId('vendor@portal.test')} as vendor, ${userId('marketing@portal.test')} as marketing,
             ${userId('nordic@portal.test')} as nordic_user, ${userId('bella@portal.test')} as bella_user,
             ${userId('eshop.off@portal.test')} as eshop_user, ${userId('agency@portal.test')} as agency_user,
             ${userId('sales@portal.test')} as sales, ${userId('sales2@portal.test')} as sales2,
             ${userId('retailer@portal.test')} as retailer_user,
             t.id as shop_id, t.domain_url as shop_url
      from targets t order by (select count(*) from target_products p where p.target_id = t.id) desc limit 1`),
  );
  if (!seeded?.acme || !seeded.shop_id) throw new Error('the demo seed (vendors, shop) is missing');
  const s = seeded;

  await handle.db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));

    // Companies: 497 generated vendors, 20 agencies; a contact user each, and 18 more sales persons.
    await run(`
      create temp table bench_vendors on commit drop as
      select g as k,
             (${textArray(NAME_PARTS)})[1 + g % ${NAME_PARTS.length}] || ' ' ||
             (${textArray(TRADES)})[1 + (g / ${NAME_PARTS.length}) % ${TRADES.length}] || ' ' ||
             (${textArray(LEGAL_FORMS)})[1 + g % ${LEGAL_FORMS.length}] as name
      from generate_series(3, ${VENDORS - 1}) g`);
    await run(`alter table bench_vendors add column company_id integer, add column contact_id integer`);
    await run(`update bench_vendors set company_id = nextval(pg_get_serial_sequence('companies', 'id'))`);
    await run(`
      insert into companies (id, name, type, registration_number)
      select company_id, name, 'vendor', (30000000 + k)::text from bench_vendors`);
    await run(`
      create temp table bench_agencies on commit drop as
      select g as a, nextval(pg_get_serial_sequence('companies', 'id'))::integer as company_id
      from generate_series(0, ${AGENCIES - 1}) g`);
    await run(`
      insert into companies (id, name, type, registration_number)
      select company_id, 'Agentura ' || (${textArray(NAME_PARTS)})[1 + (a * 7) % ${NAME_PARTS.length}] || ' Media ' || (a + 1),
             'agency', (40000000 + a)::text
      from bench_agencies`);
    const person = (key: string) =>
      `${pick(FIRST_NAMES, key, 2)} as first_name, ${pick(LAST_NAMES, key, 3)} as last_name`;
    await run(`
      create temp table bench_users on commit drop as
      select 'contact-' || k || '@bench.portal.test' as email, ${person('k')}, company_id, 'vendor' as role, k as owner
      from bench_vendors
      union all
      select 'agency-' || a || '@bench.portal.test', ${person('1000 + a')}, company_id, 'agency', a
      from bench_agencies
      union all
      select 'sales-' || g || '@bench.portal.test', ${person('2000 + g')}, ${s.retailer_id}, 'salesPerson', g
      from generate_series(3, ${SALES_PERSONS}) g`);
    await run(`alter table bench_users add column id integer`);
    await run(`update bench_users set id = nextval(pg_get_serial_sequence('users', 'id'))`);
    await run(`
      insert into users (id, email, password_hash, first_name, last_name, company_id, roles)
      select id, email, ${quote(s.password_hash)}, first_name, last_name, company_id,
             case role when 'salesPerson' then array['retailer', 'salesPerson'] else array[role] end
      from bench_users`);
    // Every third generated vendor orders through agency k % 20 too; its agency user acts for it.
    await run(`
      insert into agency_vendor_companies (agency_company_id, vendor_company_id)
      select a.company_id, v.company_id from bench_vendors v join bench_agencies a on a.a = v.k % ${AGENCIES}
      where v.k % 3 = 0`);
    await run(`
      insert into user_vendor_companies (user_id, company_id)
      select u.id, v.company_id from bench_vendors v
      join bench_agencies a on a.a = v.k % ${AGENCIES}
      join bench_users u on u.role = 'agency' and u.owner = a.a
      where v.k % 3 = 0`);

    // All 500 vendors by size rank k: the demo vendors first (Acme is the demo vendor's company).
    await run(`
      create temp table bench_companies on commit drop as
      select 0 as k, ${s.acme} as company_id, ${s.vendor} as contact_id, ${s.marketing} as contact2_id,
             ${s.mediamax} as agency_id, ${s.agency_user} as agency_contact_id
      union all select 1, ${s.nordic}, ${s.nordic_user}, ${s.nordic_user}, ${s.mediamax}, ${s.agency_user}
      union all select 2, ${s.bella}, ${s.bella_user}, ${s.eshop_user}, null, null
      union all
      select v.k, v.company_id, u.id, u.id, a.company_id, au.id
      from bench_vendors v
      join bench_users u on u.role = 'vendor' and u.owner = v.k
      left join bench_agencies a on v.k % 3 = 0 and a.a = v.k % ${AGENCIES}
      left join bench_users au on au.role = 'agency' and au.owner = a.a`);
    await run(`
      create temp table bench_sales on commit drop as
      select 1 as i, ${s.sales} as id union all select 2, ${s.sales2}
      union all select 2 + row_number() over (order by id), id from bench_users where role = 'salesPerson'`);

    // Campaigns: company by a skewed draw, run, state by the run against today, name, who placed it.
    await run(`
      create temp table bench_plan on commit drop as
      with drawn as (
        select n,
               least(${VENDORS - 1}, floor(${VENDORS} * power(${rnd('n', 1)}, 1.5))::int) as k,
               date '${thisMonday}' + 7 * (floor(${rnd('n', 2)} * ${WEEKS_BACK + WEEKS_AHEAD})::int - ${WEEKS_BACK}) as first_day,
               1 + floor(power(${rnd('n', 3)}, 2) * 12)::int as weeks,
               ${rnd('n', 4)} as state_draw
        from generate_series(0, ${campaignCount - 1}) n
      ), phased as (
        select d.*, d.first_day + 7 * d.weeks - 1 as last_day,
               case when d.first_day + 7 * d.weeks - 1 < date '${today}' then 'ended'
                    when d.first_day <= date '${today}' then 'running' else 'ahead' end as phase
        from drawn d
      ), stated as (
        select p.*,
               case p.phase
                 when 'ended' then case when p.state_draw < 0.88 then 9 else 11 end
                 when 'running' then case when p.state_draw < 0.80 then 8 when p.state_draw < 0.92 then 10 else 11 end
                 else case when p.state_draw < 0.25 then 1 when p.state_draw < 0.37 then 2
                           when p.state_draw < 0.45 then 3 when p.state_draw < 0.60 then 4
                           when p.state_draw < 0.68 then 5 when p.state_draw < 0.73 then 6
                           when p.state_draw < 0.85 then 7 when p.state_draw < 0.92 then 12 else 11 end
               end as state_id,
               case when ${rnd('n', 5)} < 0.8 then 1 + floor(${rnd('n', 6)} * ${SALES_PERSONS})::int end as sales_i,
               ${rnd('n', 7)} as via_draw
        from phased p
      )
      select st.n, st.k, st.first_day, st.last_day, st.weeks, st.state_id, c.company_id,
             case when ${rnd('st.n', 8)} < 0.5 then c.contact_id else c.contact2_id end as contact_id,
             sp.id as sales_person_id,
             case when c.agency_id is not null and st.via_draw < 0.5 then c.agency_id end as agency_id,
             case when c.agency_id is not null and st.via_draw < 0.5 then c.agency_contact_id end as agency_contact_id,
             case when c.agency_id is not null and st.via_draw < 0.5 then c.agency_contact_id
                  when st.via_draw > 0.9 then coalesce(sp.id, ${s.retailer_user})
                  else case when ${rnd('st.n', 8)} < 0.5 then c.contact_id else c.contact2_id end end as created_by,
             (${textArray(THEMES)})[1 + 3 * (extract(month from st.first_day)::int - 1) + floor(${rnd('st.n', 9)} * 3)::int]
               || ' ' || extract(year from st.first_day) || ' – ' || ${pick(GOODS, 'st.n', 10)} as name,
             least(st.first_day - (21 + floor(${rnd('st.n', 11)} * 21)::int),
                   date '${today}' - (1 + floor(${rnd('st.n', 12)} * 30)::int))
               + make_interval(hours => 8 + floor(${rnd('st.n', 13)} * 9)::int,
                               mins => floor(${rnd('st.n', 14)} * 60)::int) as created_at,
             case when st.state_id in (1, 11, 12) and ${rnd('st.n', 15)} < 0.3 then 0
                  else 1 + floor(power(${rnd('st.n', 16)}, 2) * 40)::int end as weight
      from stated st
      join bench_companies c on c.k = st.k
      left join bench_sales sp on sp.i = st.sales_i`);
    // Ids in order of the order date, so "newest first" is the most recently ordered; the items are
    // shared out by weight so that they add up to exactly itemCount.
    await run(`
      create temp table bench_campaigns on commit drop as
      select nextval(pg_get_serial_sequence('campaigns', 'id'))::integer as id, s.*
      from (
        select p.*,
               (floor(p.cumulative * ${itemCount}::numeric / t.total)
                - floor((p.cumulative - p.weight) * ${itemCount}::numeric / t.total))::integer as items
        from (select q.*, sum(q.weight) over (order by q.n) as cumulative from bench_plan q) p
        cross join (select sum(weight) as total from bench_plan) t
        order by p.created_at, p.n
      ) s`);
    // The name-word triggers are off for the load (a dictionary write and a posting per word and row,
    // and again per row for the totals below): the words are posted once, set-based, afterwards.
    // They are enabled again after the commit, as the campaigns' deferred list-version events then
    // forbid altering the table within the transaction.
    for (const trigger of CAMPAIGN_WORD_TRIGGERS)
      await run(`alter table campaigns disable trigger ${trigger}`);
    await run(`
      insert into campaigns (id, name, company_id, company_contact_id, sales_person_id, agency_id,
                             agency_contact_id, state_id, created_by_user_id, created_at, updated_at)
      select id, name, company_id, contact_id, sales_person_id, agency_id, agency_contact_id, state_id,
             created_by, created_at, created_at
      from bench_campaigns`);

    // Items: the first covers the campaign's run, the others lie within it.
    await run(`
      create temp table bench_products on commit drop as
      select row_number() over (order by p.id)::integer - 1 as i, p.id, p.rate_type, p.price, p.auction,
             p.native_format,
             (select array_agg(v.id order by v.position, v.id) from product_variable_values v
              where v.product_id = p.id and v.active) as value_ids
      from products p where p.active`);
    await run(`
      create temp table bench_target_products on commit drop as
      select row_number() over (order by id)::integer - 1 as i, id
      from target_products where target_id = ${s.shop_id} and active`);
    const products = await tx.execute(sql.raw(`select count(*)::integer as n from bench_products`));
    const targets = await tx.execute(sql.raw(`select count(*)::integer as n from bench_target_products`));
    const productCount = (products as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const targetCount = (targets as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const key = `c.n::bigint * 1024 + g`;
    await run(`
      create temp table bench_items on commit drop as
      with drawn as (
        select c.id as campaign_id, c.first_day, c.last_day, c.weeks, c.state_id as campaign_state,
               c.created_by, c.created_at, g, ${key} as key,
               floor(${rnd(key, 20)} * ${productCount})::int as product_i,
               least(c.weeks, 1 + floor(${rnd(key, 21)} * least(c.weeks, 4))::int) as item_weeks
        from bench_campaigns c
        cross join lateral generate_series(1, c.items) g
      ), dated as (
        select d.*, p.id as product_id, p.rate_type, p.price as list_price, p.auction, p.native_format,
               p.value_ids,
               case when d.g = 1 then d.first_day
                    when p.rate_type = 'FLAT_RATE'
                      then d.first_day + 7 * floor(${rnd('d.key', 22)} * (d.weeks - d.item_weeks + 1))::int
                    else d.first_day + floor(${rnd('d.key', 22)} * (7 * d.weeks / 2))::int end as start_date
        from drawn d join bench_products p on p.i = d.product_i
      ), ranged as (
        select t.*,
               case when t.g = 1 then t.last_day
                    when t.rate_type = 'FLAT_RATE' then t.start_date + 7 * t.item_weeks - 1
                    else t.start_date + floor(${rnd('t.key', 23)} * (t.last_day - t.start_date + 1))::int end as end_date,
               case t.rate_type when 'CPM' then (12 + floor(${rnd('t.key', 24)} * 88)::bigint) * 10000
                                when 'CPC' then (4 + floor(${rnd('t.key', 24)} * 36)::bigint) * 500 end as ordered_amount,
               case when t.auction and ${rnd('t.key', 25)} < 0.3
                    then round(t.list_price * (11 + floor(${rnd('t.key', 26)} * 5)::int) / 10, 2)
                    else t.list_price end as unit_price
        from dated t
      )
      select nextval(pg_get_serial_sequence('campaign_items', 'id'))::integer as id, x.*
      from (
        select r.campaign_id, r.product_id, r.start_date, r.end_date, r.ordered_amount, r.unit_price,
               case r.rate_type
                 when 'FLAT_RATE' then round(r.unit_price * (r.end_date - r.start_date + 1) / 7, 2)
                 when 'CPM' then round(r.unit_price * r.ordered_amount / 1000, 2)
                 else r.unit_price * r.ordered_amount end as price,
               case r.campaign_state
                 when 4 then 4
                 when 5 then case when r.g = 1 then 5 else 4 end
                 when 6 then case when r.g = 1 then 6 else 4 end
                 when 7 then 7
                 when 8 then case when r.end_date < date '${today}' then 9
                                  when r.start_date <= date '${today}'
                                    then case when r.g > 1 and ${rnd('r.key', 27)} < 0.03 then 13 else 8 end
                                  else 7 end
                 when 10 then case when r.end_date < date '${today}' then 9
                                   when r.start_date <= date '${today}' then 10 else 7 end
                 when 9 then 9
                 when 11 then 11
                 else 1 end as state_id,
               case when r.native_format and ${rnd('r.key', 28)} < 0.85 then tp.id end as target_product_id,
               case when not r.native_format and ${rnd('r.key', 28)} < 0.5
                    then ${quote(s.shop_url)} || '/akce/kampan-' || r.campaign_id end as target_url,
               case when r.value_ids is not null
                    then r.value_ids[1 + floor(${rnd('r.key', 29)} * cardinality(r.value_ids))::int] end as value_id,
               r.created_by, r.created_at
        from ranged r
        left join bench_target_products tp on tp.i = floor(${rnd('r.key', 30)} * ${Math.max(targetCount, 1)})::int
        order by r.campaign_id, r.g
      ) x`);
    // Row triggers are off for the load: the totals trigger would recompute a campaign per row (the
    // totals are computed once afterwards, in the same transaction), the company trigger would look
    // up each item's campaign (the load joins them once) and the list version's deferred trigger
    // would queue an event per row (the campaigns' own raise it once). The statement triggers stay
    // on: they sum the list totals once per statement.
    const rowTriggers = ['campaign_items_totals', 'campaign_items_company', 'campaign_items_list_version'];
    for (const trigger of rowTriggers) await run(`alter table campaign_items disable trigger ${trigger}`);
    await run(`
      insert into campaign_items (id, campaign_id, company_id, product_id, state_id, start_date, end_date,
                                  ordered_amount, unit_price, price, target_url, target_product_id,
                                  created_by_user_id, created_at, updated_at)
      select i.id, i.campaign_id, c.company_id, i.product_id, i.state_id, i.start_date, i.end_date,
             i.ordered_amount, i.unit_price, i.price, i.target_url, i.target_product_id, i.created_by,
             i.created_at, i.created_at
      from bench_items i join campaigns c on c.id = i.campaign_id`);
    for (const trigger of rowTriggers) await run(`alter table campaign_items enable trigger ${trigger}`);
    await run(`
      insert into campaign_item_variable_values (campaign_item_id, variable_value_id)
      select id, value_id from bench_items where value_id is not null`);
    await run(`
      update campaigns c set items_count = t.items, start_date = t.first_start, end_date = t.last_end,
                             total_price = t.total, last_item_id = t.last_item
      from (select campaign_id, count(*)::integer as items, min(start_date) as first_start,
                   max(end_date) as last_end, sum(price) as total, max(id) as last_item
            from bench_items group by campaign_id) t
      where c.id = t.campaign_id`);
    await run(`
      insert into campaign_words (word)
      select distinct w from bench_campaigns c, campaign_name_words(c.name) w on conflict do nothing`);
    await run(`
      insert into campaign_word_postings (word, campaign_id, last_item_id)
      select w, c.id, c.last_item_id from campaigns c join bench_campaigns b on b.id = c.id,
             campaign_name_words(c.name) w`);
  });
  for (const trigger of CAMPAIGN_WORD_TRIGGERS) {
    await handle.db.execute(sql.raw(`alter table campaigns enable trigger ${trigger}`));
  }
  // VACUUM too, as autovacuum would have by then on a live database: index-only scans need the
  // visibility map.
  await handle.db.execute(sql`vacuum analyze`);

  const [facts] = await rowsOf<{ campaigns: string; items: string; targeted: string; acme: string }>(
    handle,
    sql.raw(`
      select (select count(*) from campaigns) as campaigns, (select count(*) from campaign_items) as items,
             (select count(*) from campaign_items where target_product_id is not null) as targeted,
             (select count(*) from campaigns where company_id = ${s.acme}) as acme`),
  );
  // Every 12th company by the number of its campaigns, from the largest to the smallest.
  const companies = await rowsOf<{ company_id: number }>(
    handle,
    sql.raw(`
      select company_id from (
        select company_id, row_number() over (order by count(*) desc, company_id) as rank
        from campaigns group by company_id) ranked
      where rank % 12 = 1 order by rank`),
  );
  const categories = await rowsOf<{ id: number }>(
    handle,
    sql.raw(`select distinct category_id as id from products where active order by 1`),
  );
  const number = (value: string | number) => Number(value).toLocaleString('en');
  console.log(
    `data set: ${VENDORS} vendor companies (${VENDORS - 3} generated), ${AGENCIES} agencies, ` +
      `${number(facts!.campaigns)} campaigns and ${number(facts!.items)} items in all ` +
      `(${number(facts!.targeted)} with a shop product); the demo vendor's company has ${number(facts!.acme)} campaigns; ` +
      `scale ${scale}${process.env.BENCH_SCALE ? ' (BENCH_SCALE)' : handle.kind === 'pglite' ? " (PGlite's default; BENCH_SCALE=1 for the full set)" : ''}; today ${today}; generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    today,
    campaigns: Number(facts!.campaigns),
    companyIds: companies.map((row) => row.company_id),
    productCategoryIds: categories.map((row) => row.id),
  };
}
