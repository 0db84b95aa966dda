import type { ReviewQueueCount, ReviewQueueNext, ReviewQueuePage } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { get } from './creative-fixtures';
import { call, createTestApp, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * The review queue's deep pages and counts: with more than two thousand entries waiting, a page
 * anywhere equals the queue's definition (the waiting rows ordered by when they were sent, kind and
 * id), also across moments with microseconds and ties between kinds; and the counts follow every
 * change of what waits.
 */
let t: TestApp;
let retailer: string;
let agency: string;

const PAGES = 2_150;

const json = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<T>();
};
const queue = (query: string) => json<ReviewQueuePage>(get(t, retailer, `/api/review-queue${query}`));
const refsOf = (entries: readonly { kind: string; id: number }[]) =>
  entries.map(({ kind, id }) => `${kind}:${id}`);

async function waitingInOrder(kind?: string): Promise<string[]> {
  const found = await rows<{ kind: string; id: number }>(
    t,
    sql`select kind, id from (
      select 'creative' as kind, id, waiting_since from creatives where state = 'waiting-for-approval'
      union all
      select 'itemZip', id, waiting_since from campaign_items
        where state_id = 5 and zip_storage_key is not null and creative_id is null
      union all
      select 'landingPage', id, waiting_since from landing_pages where state = 'waiting-for-approval'
    ) q where ${kind ? sql`kind = ${kind}` : sql`true`} order by waiting_since, kind, id`,
  );
  return found.map((row) => `${row.kind}:${row.id}`);
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T10:00:00+01:00');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  agency = await loginAs(t.app, 'agency@portal.test');
  // Pages sent at moments with microseconds, a third of them at the very moment the seeded creatives
  // were sent (ties between kinds), and groups of them at one moment (ties of ids).
  await t.database.db.execute(sql`
    insert into landing_pages (name, company_id, target_id, type_id, url, state, waiting_since)
    select 'Fronta ' || g, p.company_id, p.target_id, p.type_id, p.url || '-' || g, 'waiting-for-approval',
           case when g % 3 = 0 then timestamptz '2026-11-02T09:00:00+01:00'
                else timestamptz '2026-11-05T08:00:00+01:00' + (g / 4) * interval '1 minute 0.000123 second' end
    from generate_series(1, ${PAGES}) g
    cross join (select company_id, target_id, type_id, url from landing_pages order by id limit 1) p`);
});
afterAll(() => t.close());

describe('deep pages', () => {
  it('equal the definition at every offset, across ties and microseconds', async () => {
    const expected = await waitingInOrder();
    expect(expected.length).toBeGreaterThan(PAGES);
    for (const offset of [0, 980, 990, 999, 1000, 1001, 1990, 2000, 2010, expected.length - 7]) {
      const page = await queue(`?firstResult=${offset}&maxResults=20`);
      expect({ offset, refs: refsOf(page.items) }).toEqual({
        offset,
        refs: expected.slice(offset, offset + 20),
      });
      expect(page.totalCount).toBe(expected.length);
    }
    const pagesOnly = await waitingInOrder('landingPage');
    const deep = await queue(`?kind=landingPage&firstResult=1995&maxResults=10`);
    expect(refsOf(deep.items)).toEqual(pagesOnly.slice(1995, 2005));
    expect(await queue(`?firstResult=${expected.length + 1500}`)).toEqual({
      items: [],
      totalCount: expected.length,
    });
  });

  it('give the next entry after any of them', async () => {
    const expected = await waitingInOrder();
    for (const index of [0, 700, 1000, 1999, expected.length - 2]) {
      const next = await json<ReviewQueueNext>(
        get(t, retailer, `/api/review-queue/next?after=${expected[index]}`),
      );
      expect(refsOf([next.next!])).toEqual([expected[index + 1]]);
    }
  });
});

describe('the counts', () => {
  it('follow every change of what waits, whoever made it', async () => {
    const count = () => json<ReviewQueueCount>(get(t, retailer, '/api/review-queue/count'));
    const before = await count();
    const page = await queue('?kind=landingPage&maxResults=1');
    const [pageCount, total] = [page.totalCount, (await queue('?maxResults=1')).totalCount];
    // A page sent (here straight in the table, as another instance would commit it) counts at once.
    const [sent] = await rows<{ id: number }>(
      t,
      sql`update landing_pages set state = 'waiting-for-approval' where id =
          (select id from landing_pages where state = 'returned' order by id limit 1) returning id`,
    );
    expect(sent).toBeDefined();
    expect((await count()).landingPages).toBe(before.landingPages + 1);
    expect((await queue('?kind=landingPage&maxResults=1')).totalCount).toBe(pageCount + 1);
    expect((await queue('?firstResult=1500&maxResults=5')).totalCount).toBe(total + 1);
    // Approved through the API, it leaves the counts and the deep pages.
    const approved = await call(t.app, 'POST', `/api/landing-pages/${sent!.id}/approve`, { token: retailer });
    expect(approved.statusCode).toBe(200);
    expect(await count()).toEqual(before);
    const expected = await waitingInOrder();
    expect(refsOf((await queue('?firstResult=1500&maxResults=20')).items)).toEqual(
      expected.slice(1500, 1520),
    );
    // A creative sent by its buyer (the agency acting for its company) counts too.
    const [creative] = await rows<{ id: number }>(
      t,
      sql`select c.id from creatives c join companies co on co.id = c.company_id
          where c.state = 'returned' and co.name in ('Acme Foods', 'Nordic Drinks a.s.') order by c.id limit 1`,
    );
    const resent = await call(t.app, 'POST', `/api/creatives/${creative!.id}/request-check`, {
      token: agency,
    });
    expect(resent.statusCode).toBe(200);
    expect((await count()).creatives).toBe(before.creatives + 1);
  });
});
