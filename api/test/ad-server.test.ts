import {
  CampaignItemStateId,
  CampaignStateId,
  type CampaignItemActionResponse,
  type CampaignItemSasInfo,
  type CampaignSasInfo,
} from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  adServerCampaigns,
  adServerDelivery,
  adServerLineItems,
  campaignItems,
  campaigns,
} from '../src/db/schema';
import { runClockJob } from '../src/services/clock/run-clock-job';
import {
  appContextOf,
  campaignIdOf,
  campaignStateOf,
  impersonate,
  lastAuditEvent,
  loginDemoUsers,
} from './campaign-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';

/**
 * The built-in local ad server (design.md §4) on the seeded demo campaigns (demo today 2026-11-22):
 * booking on approval, release on cancel, pause and run, the sasInfo links and their pages, the CSV
 * import of delivery and the figures of the campaign list.
 */
let t: TestApp;
let retailer: string;
let vendor: string;
let nordic: string;
let agency: string;

const DEMO_NOW = '2026-11-22T10:00:00+01:00';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(DEMO_NOW);
  [retailer, vendor, nordic, agency] = await loginDemoUsers(t, 'retailer', 'vendor', 'nordic', 'agency');
});
afterAll(() => t.close());

const ctxOf = () => appContextOf(t);
const campaignId = (name: string) => campaignIdOf(t, name);
const campaignState = (id: number) => campaignStateOf(t, id);

async function itemsOf(id: number) {
  return t.database.db
    .select({
      id: campaignItems.id,
      stateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
    })
    .from(campaignItems)
    .where(eq(campaignItems.campaignId, id))
    .orderBy(asc(campaignItems.id));
}

const pause = (token: string, itemId: number) =>
  call(t.app, 'POST', `/api/campaign-item/${itemId}/change-online-pause`, { token, body: {} });

const csvImport = (token: string, csv: string) =>
  call(t.app, 'POST', '/api/ad-server/delivery/import', {
    token,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });

describe('booking in the local ad server', () => {
  it('the demo data books campaigns approved or later, with their delivery up to yesterday', async () => {
    const online = await campaignId('Podzimní polévky 2026');
    const [booking] = await t.database.db
      .select()
      .from(adServerCampaigns)
      .where(eq(adServerCampaigns.campaignId, online));
    expect(booking).toMatchObject({
      externalId: `CMP-${online}`,
      proposalExternalId: `PRP-${online}`,
      releasedAt: null,
    });
    const lineItems = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignId, online));
    expect(lineItems).toHaveLength((await itemsOf(online)).length);
    const [last] = await t.database.db
      .select({ day: sql<string>`max(${adServerDelivery.day})::text` })
      .from(adServerDelivery)
      .innerJoin(campaignItems, eq(campaignItems.id, adServerDelivery.campaignItemId))
      .where(eq(campaignItems.campaignId, online));
    expect(last!.day).toBe('2026-11-21');
    const inProcess = await campaignId('Veganský leden 2027');
    expect(
      await t.database.db.select().from(adServerCampaigns).where(eq(adServerCampaigns.campaignId, inProcess)),
    ).toEqual([]);
  });

  it('books a campaign and its items when the retailer approves it', async () => {
    const id = await campaignId('Silvestr 2026 – chuťovky');
    const response = await call(t.app, 'POST', `/api/campaigns/${id}/approve-by-retailer`, {
      token: retailer,
    });
    expect(response.statusCode).toBe(200);
    const items = await itemsOf(id);
    const answer = await call(t.app, 'GET', `/api/sas-info/campaign/${id}`, { token: retailer });
    expect(answer.json<CampaignSasInfo>()).toEqual({
      campaignURL: `/api/ad-server/campaigns/CMP-${id}`,
      proposalURL: `/api/ad-server/proposals/PRP-${id}`,
      campaignItemInfos: items.map((item) => ({
        campaignItemId: item.id,
        lineItemURL: `/api/ad-server/line-items/LI-${item.id}`,
        flightURL: `/api/ad-server/flights/FL-${item.id}`,
        creativeURL: `/api/ad-server/creatives/CR-${item.id}`,
        zipCreativeURL: null,
      })),
    });
  });

  it('books a campaign when the buyer approves it', async () => {
    const id = await campaignId('Farmářské sýry – zima 2026');
    expect((await call(t.app, 'POST', `/api/campaigns/${id}/approve`, { token: vendor })).statusCode).toBe(
      200,
    );
    const lineItems = await t.database.db
      .select({ externalId: adServerLineItems.externalId, paused: adServerLineItems.paused })
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignId, id))
      .orderBy(asc(adServerLineItems.campaignItemId));
    expect(lineItems).toEqual(
      (await itemsOf(id)).map((item) => ({ externalId: `LI-${item.id}`, paused: false })),
    );
  });

  it('releases the booking when the retailer cancels the campaign, and books it again on a new approval', async () => {
    const id = await campaignId('Vánoční punč 2026');
    const cancel = await call(t.app, 'POST', `/api/campaigns/${id}/change-state`, {
      token: retailer,
      body: { stateId: CampaignStateId.Canceled },
    });
    expect(cancel.statusCode).toBe(200);
    const [booking] = await t.database.db
      .select()
      .from(adServerCampaigns)
      .where(eq(adServerCampaigns.campaignId, id));
    expect(booking!.releasedAt).not.toBeNull();
    const lineItems = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignId, id));
    expect(lineItems.length).toBeGreaterThan(0);
    expect(lineItems.every((lineItem) => lineItem.releasedAt !== null)).toBe(true);

    await call(t.app, 'POST', `/api/campaigns/${id}/change-state`, {
      token: retailer,
      body: { stateId: CampaignStateId.InProcess },
    });
    expect(
      (await call(t.app, 'POST', `/api/campaigns/${id}/approve-by-retailer`, { token: retailer })).statusCode,
    ).toBe(200);
    const again = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignId, id));
    expect(again.every((lineItem) => lineItem.releasedAt === null)).toBe(true);
  });
});

describe('POST /campaign-item/{id}/change-online-pause', () => {
  let campaign: number;
  let onlineItem: number;

  beforeAll(async () => {
    campaign = await campaignId('Podzimní polévky 2026');
    const items = await itemsOf(campaign);
    onlineItem = items.find((item) => item.stateId === CampaignItemStateId.Online)!.id;
  });

  it('pauses an online item in the ad server, audits it and derives the campaign state', async () => {
    const others = (await itemsOf(campaign)).filter((item) => item.id !== onlineItem);
    const response = await pause(retailer, onlineItem);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CampaignItemActionResponse>();
    expect(answer.itemState.identifier).toBe('paused');
    // All running items paused → paused; another one still online → online.
    const stillOnline = others.some((item) => item.stateId === CampaignItemStateId.Online);
    expect(answer.campaignState.identifier).toBe(stillOnline ? 'online' : 'paused');
    const [lineItem] = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignItemId, onlineItem));
    expect(lineItem!.paused).toBe(true);
    expect(await lastAuditEvent(t, 'campaign-item.state-changed', onlineItem)).toMatchObject({
      campaignId: campaign,
      details: expect.objectContaining({ transition: 'pause', fromState: 'online', toState: 'paused' }),
    });
  });

  it('runs it again: the campaign is online', async () => {
    const response = await pause(retailer, onlineItem);
    expect(response.statusCode).toBe(200);
    expect(response.json<CampaignItemActionResponse>()).toMatchObject({
      id: onlineItem,
      itemState: { identifier: 'online' },
      campaignState: { identifier: 'online' },
    });
    expect(await campaignState(campaign)).toBe(CampaignStateId.Online);
    const [lineItem] = await t.database.db
      .select()
      .from(adServerLineItems)
      .where(eq(adServerLineItems.campaignItemId, onlineItem));
    expect(lineItem!.paused).toBe(false);
  });

  it('refuses vendors and agencies (403), other tenants (404) and items neither online nor paused (409)', async () => {
    expectError(await pause(vendor, onlineItem), 403, 'forbidden');
    expectError(await pause(agency, onlineItem), 403, 'forbidden');
    const asNordic = await impersonate(t, retailer, 'nordic@portal.test');
    expectError(await pause(asNordic, onlineItem), 404, 'campaign_item_not_found');
    expectError(await pause(retailer, 2_000_000_000), 404, 'campaign_item_not_found');
    const approved = (await itemsOf(await campaignId('Vánoční kampaň 2026 – čokolády')))[0]!;
    const refused = expectError(await pause(retailer, approved.id), 409, 'campaign_item_pause_not_allowed');
    expect(refused.message).toContain('Schválená');
    expect(await campaignState(campaign)).toBe(CampaignStateId.Online);
  });

  it('lets a retailer impersonating the buyer pause and run, recorded with both users', async () => {
    const asVendor = await impersonate(t, retailer, 'vendor@portal.test');
    expect((await pause(asVendor, onlineItem)).statusCode).toBe(200);
    const event = await lastAuditEvent(t, 'campaign-item.state-changed', onlineItem);
    expect(event.impersonatorUserId).not.toBeNull();
    expect((await pause(asVendor, onlineItem)).json<CampaignItemActionResponse>().itemState.identifier).toBe(
      'online',
    );
  });

  it('pauses the campaign when its last running item is paused', async () => {
    const id = await campaignId('Adventní kalendáře 2026');
    expect(await campaignState(id)).toBe(CampaignStateId.Paused);
    const paused = (await itemsOf(id)).find((item) => item.stateId === CampaignItemStateId.Paused)!;
    const run = await pause(retailer, paused.id);
    expect(run.json<CampaignItemActionResponse>().campaignState.identifier).toBe('online');
    const again = await pause(retailer, paused.id);
    expect(again.json<CampaignItemActionResponse>().campaignState.identifier).toBe('paused');
  });
});

describe('GET /sas-info/…', () => {
  it('gives the campaign links to retailer staff only (403 for buyers, 404 for unknown ids)', async () => {
    const id = await campaignId('Podzimní polévky 2026');
    expectError(
      await call(t.app, 'GET', `/api/sas-info/campaign/${id}`, { token: vendor }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'GET', `/api/sas-info/campaign/${id}`, { token: agency }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'GET', '/api/sas-info/campaign/2000000000', { token: retailer }),
      404,
      'campaign_not_found',
    );
    const unbooked = await campaignId('Veganský leden 2027');
    const answer = await call(t.app, 'GET', `/api/sas-info/campaign/${unbooked}`, { token: retailer });
    expect(answer.json<CampaignSasInfo>()).toMatchObject({ campaignURL: null, proposalURL: null });
    expect(answer.json<CampaignSasInfo>().campaignItemInfos.every((info) => info.lineItemURL === null)).toBe(
      true,
    );
  });

  it('gives an item its links in its tenancy, the flight to retailer staff only', async () => {
    const [item] = await itemsOf(await campaignId('Podzimní polévky 2026'));
    const url = `/api/sas-info/campaign-item/${item!.id}`;
    expect((await call(t.app, 'GET', url, { token: vendor })).json<CampaignItemSasInfo>()).toEqual({
      lineItemURL: `/api/ad-server/line-items/LI-${item!.id}`,
      flightURL: null,
      creativeURL: `/api/ad-server/creatives/CR-${item!.id}`,
      zipCreativeURL: null,
    });
    expect((await call(t.app, 'GET', url, { token: retailer })).json<CampaignItemSasInfo>().flightURL).toBe(
      `/api/ad-server/flights/FL-${item!.id}`,
    );
    expect((await call(t.app, 'GET', url, { token: agency })).statusCode).toBe(200);
    expectError(await call(t.app, 'GET', url, { token: nordic }), 404, 'campaign_item_not_found');
  });
});

describe('the pages behind the links', () => {
  it('shows a line item with its delivery by day, escaped, to whoever may see the item', async () => {
    const id = await campaignId('Podzimní polévky 2026');
    await t.database.db
      .update(campaigns)
      .set({ name: 'Polévky <script>alert(1)</script>' })
      .where(eq(campaigns.id, id));
    const [item] = await itemsOf(id);
    const page = await call(t.app, 'GET', `/api/ad-server/line-items/LI-${item!.id}`, { token: retailer });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.startsWith('<!doctype html>')).toBe(true);
    expect(page.body).toContain(`Řádková položka LI-${item!.id}`);
    expect(page.body).toContain('Polévky &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(`/api/ad-server/flights/FL-${item!.id}`);
    expect(page.body).toContain('Doručení po dnech');

    const forVendor = await call(t.app, 'GET', `/api/ad-server/line-items/LI-${item!.id}`, { token: vendor });
    expect(forVendor.statusCode).toBe(200);
    expect(forVendor.body).not.toContain('/api/ad-server/flights/');
    expectError(
      await call(t.app, 'GET', `/api/ad-server/line-items/LI-${item!.id}`, { token: nordic }),
      404,
      'ad_server_booking_not_found',
    );
    expect(
      (await call(t.app, 'GET', `/api/ad-server/creatives/CR-${item!.id}`, { token: vendor })).statusCode,
    ).toBe(200);
    await t.database.db.update(campaigns).set({ name: 'Podzimní polévky 2026' }).where(eq(campaigns.id, id));
  });

  it('shows campaigns, proposals, flights and products to retailer staff only', async () => {
    const id = await campaignId('Cidery – podzim 2026');
    const [item] = await itemsOf(id);
    for (const path of [`campaigns/CMP-${id}`, `proposals/PRP-${id}`, `flights/FL-${item!.id}`]) {
      const page = await call(t.app, 'GET', `/api/ad-server/${path}`, { token: retailer });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(path.split('/')[1]);
      expect(page.body).toContain(`LI-${item!.id}`);
      expectError(await call(t.app, 'GET', `/api/ad-server/${path}`, { token: nordic }), 403, 'forbidden');
    }
    expectError(
      await call(t.app, 'GET', '/api/ad-server/campaigns/CMP-0', { token: retailer }),
      404,
      'ad_server_booking_not_found',
    );
    const [product] = (
      (await t.database.db.execute(
        sql`select id, category_id from products order by id limit 1`,
      )) as unknown as {
        rows: { id: number; category_id: number }[];
      }
    ).rows;
    expect(
      (await call(t.app, 'GET', `/api/ad-server/products/${product!.id}`, { token: retailer })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/ad-server/product-lines/${product!.category_id}`, { token: retailer }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /ad-server/delivery/import', () => {
  const HEADER = 'lineItemExternalId,date,impressions,views,clicks,hardConversions,softConversions';
  let itemId: number;

  beforeAll(async () => {
    const [item] = await itemsOf(await campaignId('Cidery – podzim 2026'));
    itemId = item!.id;
  });

  const deliveryOf = async (day: string) => {
    const [row] = await t.database.db
      .select()
      .from(adServerDelivery)
      .where(and(eq(adServerDelivery.campaignItemId, itemId), eq(adServerDelivery.day, day)));
    return row;
  };

  it('stores real figures over the simulated ones; the simulation never overwrites them', async () => {
    const [item] = await t.database.db.select().from(campaignItems).where(eq(campaignItems.id, itemId));
    const day = item!.startDate;
    expect((await deliveryOf(day))!.source).toBe('simulated');
    const response = await csvImport(
      retailer,
      `${HEADER},viewableImpressions\nLI-${itemId},${day},1000,900,25,2,7,450\n`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ importedDays: 1, lineItems: 1 });
    expect(await deliveryOf(day)).toMatchObject({
      impressions: 1000,
      views: 900,
      viewableImpressions: 450,
      clicks: 25,
      hardConversions: 2,
      softConversions: 7,
      source: 'imported',
    });

    // The simulation redone from the start keeps the imported day.
    await t.database.db
      .update(adServerLineItems)
      .set({ deliveredThrough: null })
      .where(eq(adServerLineItems.campaignItemId, itemId));
    await runClockJob(ctxOf());
    expect(await deliveryOf(day)).toMatchObject({ impressions: 1000, source: 'imported' });
  });

  it('refuses a bad file with the line numbers and keeps nothing of it', async () => {
    const [item] = await t.database.db.select().from(campaignItems).where(eq(campaignItems.id, itemId));
    const before = await deliveryOf('2026-11-20');
    const response = await csvImport(
      retailer,
      [
        HEADER,
        `LI-${itemId},2026-11-20,5,5,5,5,5`,
        `LI-${itemId},2026-11-31,5,5,5,5,5`,
        'LI-999999999,2026-11-20,5,5,5,5,5',
        `LI-${itemId},2026-11-19,x,5,5,5,5`,
      ].join('\n'),
    );
    const body = expectError(response, 400, 'delivery_import_invalid_lines');
    expect(body.message).toContain('3, 5');
    expect(body.validationErrors).toEqual([
      { type: 'invalidDate', params: { line: 3, column: 'date', value: '2026-11-31' } },
      { type: 'invalidNumber', params: { line: 5, column: 'impressions', value: 'x' } },
    ]);
    expect(await deliveryOf('2026-11-20')).toEqual(before);

    const late = await csvImport(
      retailer,
      [
        HEADER,
        `LI-${itemId},2026-11-20,5,5,5,5,5`,
        'LI-999999999,2026-11-20,5,5,5,5,5',
        `LI-${itemId},${item!.endDate},5,5,5,5,5`,
        `LI-${itemId},2026-01-01,5,5,5,5,5`,
      ].join('\n'),
    );
    const lateBody = expectError(late, 400, 'delivery_import_invalid_lines');
    expect(lateBody.validationErrors).toEqual([
      { type: 'unknownLineItem', params: { line: 3, column: 'lineItemExternalId', value: 'LI-999999999' } },
      { type: 'dateNotFinished', params: { line: 4, column: 'date', value: item!.endDate } },
      { type: 'dateOutsidePeriod', params: { line: 5, column: 'date', value: '2026-01-01' } },
    ]);
    expect(await deliveryOf('2026-11-20')).toEqual(before);
  });

  it('refuses a bad header, an empty file, and anyone but retailer staff', async () => {
    const header = expectError(
      await csvImport(retailer, 'lineItemExternalId,date,impressions\nLI-1,2026-11-20,5'),
      400,
      'delivery_import_header',
    );
    expect(header.message).toContain('views, clicks, hardConversions, softConversions');
    expectError(await csvImport(retailer, `${HEADER}\n`), 400, 'delivery_import_empty');
    expectError(await csvImport(vendor, `${HEADER}\nLI-${itemId},2026-11-20,5,5,5,5,5`), 403, 'forbidden');
  });
});

describe('performance figures of the campaign list', () => {
  it('sums the delivery of the listed campaigns; campaigns without delivery show none', async () => {
    const id = await campaignId('Cidery – podzim 2026');
    const [sums] = (
      (await t.database.db.execute(sql`
        select sum(d.impressions)::int as impressions, sum(d.clicks)::int as clicks
        from ad_server_delivery d join campaign_items i on i.id = d.campaign_item_id
        where i.campaign_id = ${id}`)) as unknown as { rows: { impressions: number; clicks: number }[] }
    ).rows;
    const response = await call(t.app, 'POST', '/api/campaigns/filter', {
      token: retailer,
      body: { limit: 10, offset: 0, search: 'Cidery – podzim 2026' },
    });
    const [row] = response.json<{
      campaigns: { actualImpressions: number; actualClicks: number; ctrRatio: number }[];
    }>().campaigns;
    expect(row).toMatchObject({ actualImpressions: sums!.impressions, actualClicks: sums!.clicks });
    expect(row!.ctrRatio).toBeCloseTo((sums!.clicks / sums!.impressions) * 100, 3);

    const approved = await call(t.app, 'POST', '/api/campaigns/filter', {
      token: retailer,
      body: { limit: 10, offset: 0, search: 'Zimní péče o pleť 2026' },
    });
    expect(approved.json<{ campaigns: unknown[] }>().campaigns[0]).toMatchObject({
      actualImpressions: null,
      actualClicks: null,
      ctrRatio: null,
    });
  });
});
