/**
 * The users of `pnpm bench:campaigns`' user-list calls: users added to the migrated, seeded database
 * (and the campaigns data set's companies and contacts) until it holds 50,000 in all, in one
 * set-based statement: 90 % vendor users spread over the vendor companies, 10 % agency users over the
 * agencies, names from Czech first and last names with their accents (so "novak" must find "Novák"),
 * e-mails of the name and the row number. `users.search_text` is filled by the database's trigger
 * (0000_baseline/03-users-and-sessions.sql) as for any other write. The same rows on every run (row numbers).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { rowsOf } from './harness';

export const USERS = 50_000;

// prettier-ignore
const FIRST_NAMES = [
  'Jan', 'Petr', 'Pavel', 'Tomáš', 'Martin', 'Lukáš', 'Jakub', 'David', 'Eva', 'Jana', 'Hana', 'Lucie',
  'Petra', 'Kateřina', 'Veronika', 'Tereza', 'Marie', 'Zuzana', 'Michal', 'Ondřej', 'Jiří', 'Šárka',
  'Radek', 'Žaneta', 'Štěpán', 'Agnieszka', 'Łukasz', 'Małgorzata', 'Zoë', 'Řehoř',
];
// prettier-ignore
const LAST_NAMES = [
  'Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec',
  'Marek', 'Pospíšil', 'Pokorný', 'Hájek', 'Král', 'Jelínek', 'Růžička', 'Beneš', 'Fiala', 'Sedláček',
  'Doležal', 'Zeman', 'Kolář', 'Navrátil', 'Čermák', 'Vaněk', 'Urban', 'Blažek', 'Kříž', 'Kovalczyk',
  'Wiśniewski', 'Wójcik', 'Šťastný', 'Žák', 'Ševčík', 'Müller', 'Kovács', 'Bartoš', 'Vlček', 'Polák',
];

/** Search texts of the user list: whole and partial names without accents, companies, e-mails. */
export const USER_SEARCH_TEXTS = [
  'novak',
  'DVORAK',
  'ruzicka',
  'jana',
  'stepan sevcik',
  'wisniewski',
  'kosmetika',
  'food',
  'bench.example',
  '12345',
  'zz-nobody',
];

const list = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

export async function generateUsersData(handle: DatabaseHandle): Promise<{ users: number }> {
  const started = Date.now();
  const [existing] = await rowsOf<{ count: string }>(handle, sql`select count(*) as count from users`);
  const toAdd = Math.max(0, USERS - Number(existing!.count));
  await handle.db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await run(`
      create temp table bench_user_companies on commit drop as
      select row_number() over (order by id) - 1 as k, id, type from companies where type = 'vendor'`);
    await run(`
      create temp table bench_user_agencies on commit drop as
      select row_number() over (order by id) - 1 as k, id from companies where type = 'agency'`);
    await run(`
      insert into users (email, password_hash, first_name, last_name, company_id, roles, active, storefront_active)
      select
        lower(translate(f.name || '.' || l.name, 'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽąćęłńśźżĄĆĘŁŃŚŹŻëö',
                        'acdeeinorstuuyzACDEEINORSTUUYZacelnszzACELNSZZeo')) || '.' || g || '@bench.example',
        (select password_hash from users where email = 'vendor@portal.test'),
        f.name, l.name,
        case when g % 10 = 0 then a.id else c.id end,
        case when g % 10 = 0 then array['agency'] else array['vendor'] end,
        g % 37 <> 0, g % 23 <> 0
      from generate_series(1, ${toAdd}) g
      cross join lateral (select (${list(FIRST_NAMES)})[1 + (hashint4(g) & 2147483647) % ${FIRST_NAMES.length}] as name) f
      cross join lateral (select (${list(LAST_NAMES)})[1 + (hashint4(g + 7919) & 2147483647) % ${LAST_NAMES.length}] as name) l
      join bench_user_companies c on c.k = g % (select count(*) from bench_user_companies)
      join bench_user_agencies a on a.k = g % (select count(*) from bench_user_agencies)`);
  });
  await handle.db.execute(sql`vacuum analyze users`);
  const [total] = await rowsOf<{ count: string }>(handle, sql`select count(*) as count from users`);
  console.log(
    `users: ${Number(total!.count).toLocaleString('en')} in all (${toAdd.toLocaleString('en')} generated) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { users: Number(total!.count) };
}
