import {
  CampaignItemStateId,
  type BulkApproveResult,
  type ReviewQueueCount,
  type ReviewQueueNext,
  type ReviewQueuePage,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { impersonate, loginCampaignUsers } from './campaign-fixtures';
import { get } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { makeZip, multipartBody } from './zip-fixtures';

/**
 * The retailer's review queue (beyond the spec): everything waiting for the retailer — creatives sent
 * for approval with their waiting items, items waiting with an uploaded zip and no creative, landing
 * pages sent for approval — oldest first by when it was sent; its filters, paging and counter, the
 * next entry after a review, and the bulk approval entry by entry. Retailer staff only.
 */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let salesOnly: string;
let admin: string;
let impersonatedVendor: string;
let acme: number;
/** The items sent with a zip by the test, in the order sent. */
const zipItems: { id: number; companyId: number }[] = [];

const DEMO_NOW = '2026-11-22T10:00:00+01:00';

const json = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<T>();
};
const queue = (query = '', token = retailer) =>
  json<ReviewQueuePage>(get(t, token, `/api/review-queue${query}`));
const refsOf = (entries: readonly { kind: string; id: number }[]) =>
  entries.map(({ kind, id }) => `${kind}:${id}`);

/** What waits, in the queue's order, read straight from the tables (the oracle). */
async function waitingInOrder(companyId?: number): Promise<string[]> {
  const company = companyId === undefined ? sql`true` : sql`company_id = ${companyId}`;
  const found = await rows<{ kind: string; id: number }>(
    t,
    sql`select kind, id from (
      select 'creative' as kind, id, waiting_since from creatives
        where state = 'waiting-for-approval' and ${company}
      union all
      select 'itemZip', id, waiting_since from campaign_items
        where state_id = 5 and zip_storage_key is not null and creative_id is null and ${company}
      union all
      select 'landingPage', id, waiting_since from landing_pages
        where state = 'waiting-for-approval' and ${company}
    ) q order by waiting_since, kind, id`,
  );
  return found.map((row) => `${row.kind}:${row.id}`);
}

/** A buyer uploads a zip for an approved item of theirs and sends it: the item waits with the zip. */
async function sendZip(token: string, itemId: number, at: string): Promise<void> {
  t.clock.set(at);
  const { payload, headers } = multipartBody({
    fileName: `banner-${itemId}.zip`,
    contentType: 'application/zip',
    content: makeZip({ 'index.html': '<p>banner</p>' }),
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/campaign-item/${itemId}/creative-zip`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`zip upload: ${uploaded.body}`);
  const sent = await call(t.app, 'POST', `/api/campaign-item/${itemId}/request-check`, { token });
  if (sent.statusCode !== 200) throw new Error(`request-check: ${sent.body}`);
}

/** The waiting creatives whose first item (as the queue picks it) is of a native-format product. */
async function nativeCreatives(): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t,
    sql`select cr.id from creatives cr
        where cr.state = 'waiting-for-approval' and coalesce(
          (select p.native_format from campaign_items i join products p on p.id = i.product_id
            where i.creative_id = cr.id and i.state_id = 5 order by i.start_date, i.id limit 1),
          (select p.native_format from campaign_items i join products p on p.id = i.product_id
            where i.creative_id = cr.id order by i.id limit 1))`,
  );
  return found.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(DEMO_NOW);
  ({ vendor, nordic, agency, retailer, salesOnly } = await loginCampaignUsers(t));
  admin = await loginAs(t.app, 'admin@portal.test');
  impersonatedVendor = await impersonate(t, retailer, 'vendor@portal.test');
  const [company] = await rows<{ id: number }>(t, sql`select id from companies where name = 'Acme Foods'`);
  acme = Number(company!.id);
  // Items whose creative the buyer is still to deliver, one campaign each, running past the demo today.
  const candidates = await rows<{ id: number; company_id: number; name: string }>(
    t,
    sql`select distinct on (i.campaign_id) i.id, i.company_id, co.name from campaign_items i
        join companies co on co.id = i.company_id
        where i.state_id = ${CampaignItemStateId.Approved} and i.creative_id is null and i.end_date >= '2026-11-30'
        order by i.campaign_id, i.id`,
  );
  const ofAcme = candidates.filter((row) => row.name === 'Acme Foods').slice(0, 2);
  const ofNordic = candidates.filter((row) => row.name === 'Nordic Drinks a.s.').slice(0, 1);
  if (ofAcme.length < 2 || ofNordic.length < 1) throw new Error('the seed has too few items to fill');
  const sends: [string, { id: number; company_id: number }, string][] = [
    [vendor, ofAcme[0]!, '2026-11-22T10:10:00+01:00'],
    [nordic, ofNordic[0]!, '2026-11-22T10:20:00+01:00'],
    [vendor, ofAcme[1]!, '2026-11-22T10:30:00+01:00'],
  ];
  for (const [token, item, at] of sends) {
    await sendZip(token, Number(item.id), at);
    zipItems.push({ id: Number(item.id), companyId: Number(item.company_id) });
  }
  t.clock.set('2026-11-22T10:45:00+01:00');
});
afterAll(() => t.close());

describe('the queue', () => {
  it('is for retailer staff only', async () => {
    for (const token of [vendor, agency, salesOnly, impersonatedVendor]) {
      expectError(await get(t, token, '/api/review-queue'), 403, 'forbidden');
      expectError(await get(t, token, '/api/review-queue/count'), 403, 'forbidden');
      expectError(await get(t, token, '/api/review-queue/next'), 403, 'forbidden');
      expectError(
        await call(t.app, 'POST', '/api/review-queue/approve', {
          token,
          body: { entries: [{ kind: 'itemZip', id: zipItems[0]!.id }] },
        }),
        403,
        'forbidden',
      );
    }
    expectError(await call(t.app, 'GET', '/api/review-queue'), 401, 'unauthorized');
    expect((await get(t, admin, '/api/review-queue')).statusCode).toBe(200);
  });

  it('holds creatives, item zips and landing pages waiting, oldest first by when they were sent', async () => {
    const expected = await waitingInOrder();
    const page = await queue('?maxResults=100');
    expect(page.totalCount).toBe(expected.length);
    expect(refsOf(page.items)).toEqual(expected.slice(0, 100));
    const kinds = new Set(page.items.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['creative', 'itemZip', 'landingPage']);
    const times = page.items.map((entry) => Date.parse(entry.waitingSince));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The zips sent last are the newest.
    expect(refsOf(page.items.slice(-3))).toEqual(zipItems.map((item) => `itemZip:${item.id}`));
  });

  it('tells of each entry what the retailer needs: company, items with their start, where to review it', async () => {
    const { items } = await queue('?maxResults=100');
    const natives = await nativeCreatives();
    const creative = items.find((entry) => entry.kind === 'creative' && !natives.includes(entry.id))!;
    expect(creative.items.length).toBeGreaterThan(0);
    const [first] = await rows<{
      campaign_id: number;
      start_date: string;
      state_id: number;
      company: string;
    }>(
      t,
      sql`select i.campaign_id, i.start_date::text, i.state_id, co.name as company from campaign_items i
          join companies co on co.id = i.company_id where i.id = ${creative.items[0]!.id}`,
    );
    expect(Number(first!.state_id)).toBe(CampaignItemStateId.WaitingForApproval);
    expect(creative.company.name).toBe(first!.company);
    expect(creative.items[0]).toMatchObject({
      campaign: { id: Number(first!.campaign_id) },
      startDate: first!.start_date,
      // The services' today is 2026-11-22 (Prague).
      daysUntilStart: Math.round((Date.parse(first!.start_date) - Date.parse('2026-11-22')) / 86_400_000),
    });
    expect(creative.path).toBe(`/campaigns/${first!.campaign_id}/items/${creative.items[0]!.id}/creative`);
    const zip = items.find((entry) => entry.kind === 'itemZip' && entry.id === zipItems[0]!.id)!;
    expect(zip).toMatchObject({
      zipFileName: `banner-${zipItems[0]!.id}.zip`,
      company: { id: acme, name: 'Acme Foods' },
      target: null,
      items: [{ id: zipItems[0]!.id }],
    });
    expect(zip.name).toBe(zip.items[0]!.name);
    // An item of a native-format product has no creative preview: the queue reviews its zip itself.
    const [zipProduct] = await rows<{ native_format: boolean }>(
      t,
      sql`select p.native_format from campaign_items i join products p on p.id = i.product_id
          where i.id = ${zip.id}`,
    );
    expect(zip.path).toBe(
      zipProduct!.native_format
        ? `/review-queue/items/${zip.id}`
        : `/campaigns/${zip.items[0]!.campaign.id}/items/${zip.id}/creative`,
    );
    const page = items.find((entry) => entry.kind === 'landingPage')!;
    expect(page).toMatchObject({
      name: 'Acme – letní grilování',
      items: [],
      zipFileName: null,
      target: { name: expect.any(String) },
      path: `/landing-pages/${page.id}`,
    });
  });

  it('filters by kind and company', async () => {
    const zips = await queue('?kind=itemZip&maxResults=100');
    expect(refsOf(zips.items)).toEqual(zipItems.map((item) => `itemZip:${item.id}`));
    expect(zips.totalCount).toBe(3);
    const pages = await queue('?kind=landingPage');
    expect(pages.items.map((entry) => entry.name)).toEqual([
      'Acme – letní grilování',
      'Nordic – jarní novinky',
    ]);
    const ofAcme = await queue(`?companyId=${acme}&maxResults=100`);
    expect(refsOf(ofAcme.items)).toEqual(await waitingInOrder(acme));
    expect(ofAcme.items.every((entry) => entry.company.id === acme)).toBe(true);
    const acmeZips = await queue(`?companyId=${acme}&kind=itemZip`);
    expect(acmeZips.totalCount).toBe(2);
    expect(await queue('?companyId=999999')).toEqual({ items: [], totalCount: 0 });
    for (const bad of ['?kind=zip', '?companyId=abc', '?maxResults=101', '?firstResult=-1']) {
      expectError(await get(t, retailer, `/api/review-queue${bad}`), 400, 'validation_failed');
    }
  });

  it('pages on the server', async () => {
    const expected = await waitingInOrder();
    const seen: string[] = [];
    for (let first = 0; first < expected.length; first += 4) {
      const page = await queue(`?firstResult=${first}&maxResults=4`);
      expect(page.totalCount).toBe(expected.length);
      seen.push(...refsOf(page.items));
    }
    expect(seen).toEqual(expected);
    expect(await queue(`?firstResult=${expected.length + 10}`)).toEqual({
      items: [],
      totalCount: expected.length,
    });
  });

  it('counts what waits, in all and per kind (the header counter)', async () => {
    const count = await json<ReviewQueueCount>(get(t, retailer, '/api/review-queue/count'));
    const expected = await waitingInOrder();
    expect(count).toEqual({
      total: expected.length,
      creatives: expected.filter((ref) => ref.startsWith('creative:')).length,
      itemZips: 3,
      landingPages: 2,
    });
  });
});

describe('the next entry after a review', () => {
  const next = (query: string) => json<ReviewQueueNext>(get(t, retailer, `/api/review-queue/next${query}`));

  it('is the oldest without `after`, the one after it otherwise, and the oldest again past the last', async () => {
    const expected = await waitingInOrder();
    expect(refsOf([(await next('')).next!])).toEqual([expected[0]]);
    const second = await next(`?after=${expected[0]}`);
    expect(refsOf([second.next!])).toEqual([expected[1]]);
    expect(second.totalCount).toBe(expected.length);
    expect(refsOf([(await next(`?after=${expected.at(-1)}`)).next!])).toEqual([expected[0]]);
    // Within the filters: the next zip of Acme after its first.
    const acmeZip = await next(`?after=itemZip:${zipItems[0]!.id}&kind=itemZip&companyId=${acme}`);
    expect(acmeZip.next).toMatchObject({ kind: 'itemZip', id: zipItems[2]!.id });
    expect(acmeZip.totalCount).toBe(2);
    // An entry that never waited (or no longer exists): from the oldest.
    expect(refsOf([(await next('?after=landingPage:999999')).next!])).toEqual([expected[0]]);
    for (const bad of [
      '?after=zip:1',
      '?after=creative:0',
      '?after=creative',
      '?after=creative:99999999999',
    ]) {
      expectError(await get(t, retailer, `/api/review-queue/next${bad}`), 400, 'validation_failed');
    }
  });

  it('follows a review done with the entry’s own call: the one that was after it comes next', async () => {
    const before = await waitingInOrder();
    const pageRef = before.find((ref) => ref.startsWith('landingPage:'))!;
    const position = before.indexOf(pageRef);
    const approved = await call(t.app, 'POST', `/api/landing-pages/${pageRef.split(':')[1]}/approve`, {
      token: retailer,
    });
    expect(approved.statusCode).toBe(200);
    const after = await next(`?after=${pageRef}`);
    expect(refsOf([after.next!])).toEqual([before[position + 1]]);
    expect(after.totalCount).toBe(before.length - 1);
    // Returned, an entry leaves the queue too, and its follower comes next.
    const zipRef = `itemZip:${zipItems[0]!.id}`;
    const zipPosition = (await waitingInOrder()).indexOf(zipRef);
    const followers = await waitingInOrder();
    await t.database.db.execute(
      sql`update campaign_items set state_id = ${CampaignItemStateId.Returned} where id = ${zipItems[0]!.id}`,
    );
    expect(refsOf([(await next(`?after=${zipRef}`)).next!])).toEqual([followers[zipPosition + 1]]);
    // Sent again at its first time (the writer's updated_at is when it began waiting): its place back.
    await t.database.db.execute(
      sql`update campaign_items set state_id = ${CampaignItemStateId.WaitingForApproval},
          updated_at = '2026-11-22T10:10:00+01:00' where id = ${zipItems[0]!.id}`,
    );
    expect(await waitingInOrder()).toEqual(followers);
  });

  it('is null when nothing waits of the kind and company', async () => {
    expect(await next('?kind=landingPage&companyId=999999')).toEqual({ next: null, totalCount: 0 });
  });
});

describe('where each entry is reviewed (issue 31: no dead ends)', () => {
  it('gives every entry a page where it can be approved or returned', async () => {
    const { items } = await queue('?maxResults=100');
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) expect(entry.path).toEqual(expect.stringMatching(/^\//));
  });

  it("reviews a native-format item's creative in the queue's own review, not on the creative preview", async () => {
    const natives = await nativeCreatives();
    // The demo data has native creatives waiting (e.g. "Sponzorovaný produkt ve vyhledávání").
    expect(natives.length).toBeGreaterThan(0);
    const { items } = await queue('?kind=creative&maxResults=100');
    for (const entry of items) {
      if (natives.includes(entry.id)) expect(entry.path).toBe(`/review-queue/creatives/${entry.id}`);
      else expect(entry.path).toMatch(/^\/campaigns\/\d+\/items\/\d+\/creative$/);
    }
    expect(items.filter((entry) => entry.path?.startsWith('/review-queue/'))).toHaveLength(natives.length);
    // The next entry after a review names the same page.
    const native = items.find((entry) => natives.includes(entry.id))!;
    const before = items[items.indexOf(native) - 1];
    if (before) {
      const answer = await json<ReviewQueueNext>(
        get(t, retailer, `/api/review-queue/next?kind=creative&after=creative:${before.id}`),
      );
      expect(answer.next).toMatchObject({ id: native.id, path: `/review-queue/creatives/${native.id}` });
    }
  });

  it('reviews a creative no item shows in the queue’s own review', async () => {
    const natives = await nativeCreatives();
    const { items } = await queue('?kind=creative&maxResults=100');
    const banner = items.find((entry) => !natives.includes(entry.id) && entry.items.length > 0)!;
    await t.database.db.execute(
      sql`update campaign_items set creative_id = null where creative_id = ${banner.id}`,
    );
    const after = await queue('?kind=creative&maxResults=100');
    expect(after.items.find((entry) => entry.id === banner.id)).toMatchObject({
      items: [],
      path: `/review-queue/creatives/${banner.id}`,
    });
  });

  it("reviews a native-format item's zip in the queue's own review", async () => {
    const [item] = await rows<{ id: number }>(
      t,
      sql`select i.id from campaign_items i join products p on p.id = i.product_id
          where p.native_format and i.state_id = ${CampaignItemStateId.Approved} and i.creative_id is null
            and i.end_date >= '2026-11-30' and i.company_id = ${acme}
          order by i.id limit 1`,
    );
    expect(item).toBeDefined();
    await sendZip(vendor, Number(item!.id), '2026-11-22T11:00:00+01:00');
    const zips = await queue('?kind=itemZip&maxResults=100');
    expect(zips.items.find((entry) => entry.id === Number(item!.id))).toMatchObject({
      kind: 'itemZip',
      path: `/review-queue/items/${item!.id}`,
    });
  });
});

describe('the bulk approval', () => {
  it('approves each entry on its own, and tells which were not and why', async () => {
    const before = await json<ReviewQueueCount>(get(t, retailer, '/api/review-queue/count'));
    const { items } = await queue('?maxResults=100');
    const creative = items.find((entry) => entry.kind === 'creative')!;
    const zip = items.find((entry) => entry.kind === 'itemZip' && entry.id === zipItems[1]!.id)!;
    const page = items.find((entry) => entry.kind === 'landingPage')!;
    const [approvedPage] = await rows<{ id: number }>(
      t,
      sql`select id from landing_pages where state = 'approved' order by id limit 1`,
    );
    const mails = t.mailer.sent.length;
    const result = await json<BulkApproveResult>(
      call(t.app, 'POST', '/api/review-queue/approve', {
        token: retailer,
        body: {
          entries: [
            { kind: 'creative', id: creative.id },
            { kind: 'itemZip', id: zip.id },
            { kind: 'landingPage', id: page.id },
            { kind: 'landingPage', id: Number(approvedPage!.id) },
            { kind: 'creative', id: 999_999 },
            { kind: 'itemZip', id: zip.id },
          ],
        },
      }),
    );
    expect(result.approved).toEqual([
      { kind: 'creative', id: creative.id },
      { kind: 'itemZip', id: zip.id },
      { kind: 'landingPage', id: page.id },
    ]);
    expect(result.failed).toEqual([
      {
        kind: 'landingPage',
        id: Number(approvedPage!.id),
        code: 'review_queue_not_waiting',
        message: 'Na schválení už nečeká.',
      },
      { kind: 'creative', id: 999_999, code: 'review_queue_not_waiting', message: 'Na schválení už nečeká.' },
    ]);
    const after = await json<ReviewQueueCount>(get(t, retailer, '/api/review-queue/count'));
    expect(after).toEqual({
      total: before.total - 3,
      creatives: before.creatives - 1,
      itemZips: before.itemZips - 1,
      landingPages: before.landingPages - 1,
    });
    // Each with its own action: the creative's items and the zip's item are prepared (or online).
    const states = await rows<{ state_id: number }>(
      t,
      sql`select state_id from campaign_items where id in (${sql.join(
        [zip.id, ...creative.items.map((item) => item.id)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const { state_id } of states)
      expect([CampaignItemStateId.Prepared, CampaignItemStateId.Online]).toContain(Number(state_id));
    const [pageState] = await rows<{ state: string }>(
      t,
      sql`select state from landing_pages where id = ${page.id}`,
    );
    expect(pageState!.state).toBe('approved');
    // The buyers hear of the creative and the landing page.
    expect(t.mailer.sent.length).toBeGreaterThan(mails);
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_events where entity_type = 'landing-page' and entity_id = ${String(page.id)}
          order by id desc limit 1`,
    );
    expect(audit[0]!.action).toBe('landing-page.state-changed');
  });

  it("answers an entry's own refusal in the caller's language", async () => {
    // A zip item whose period has ended cannot be approved: the item's own 409.
    await t.database.db.execute(
      sql`update campaign_items set end_date = '2026-11-20', start_date = least(start_date, '2026-11-20')
          where id = ${zipItems[2]!.id}`,
    );
    const result = await json<BulkApproveResult>(
      call(t.app, 'POST', '/api/review-queue/approve', {
        token: retailer,
        body: { entries: [{ kind: 'itemZip', id: zipItems[2]!.id }] },
        headers: { 'accept-language': 'en-GB' },
      }),
    );
    expect(result.approved).toEqual([]);
    expect(result.failed).toEqual([
      {
        kind: 'itemZip',
        id: zipItems[2]!.id,
        code: 'campaign_item_approve_not_allowed',
        message: expect.stringMatching(/Awaiting approval/),
      },
    ]);
  });

  it('takes 1 to 100 entries of the known kinds', async () => {
    const bulk = (body: unknown) =>
      call(t.app, 'POST', '/api/review-queue/approve', { token: retailer, body });
    expectError(await bulk({ entries: [] }), 400, 'validation_failed');
    expectError(
      await bulk({ entries: Array.from({ length: 101 }, (_, i) => ({ kind: 'creative', id: i + 1 })) }),
      400,
      'validation_failed',
    );
    expectError(await bulk({ entries: [{ kind: 'campaign', id: 1 }] }), 400, 'validation_failed');
    expectError(await bulk({}), 400, 'validation_failed');
  });
});
