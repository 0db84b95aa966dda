import type { CampaignDetail, CampaignHistoryEntry } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema';
import { DEMO_TODAY } from '../src/demo/seed/demo-day';
import { runClockJob } from '../src/services/clock/run-clock-job';
import { appContextOf, campaignIdOf, impersonate, loginCampaignUsers, userIdOf } from './campaign-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { count, rows } from './ordering-fixtures';

/** GET, PUT and DELETE /campaigns/{id} and its history (spec 000 §2 "Campaign detail", §4 rules). */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let salesOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  // The demo's day (the database is seeded for it): which campaigns run, wait or ended is as written,
  // whatever day the tests run on.
  t.clock.set(`${DEMO_TODAY}T10:00:00+01:00`);
  ({ vendor, nordic, agency, retailer, salesOnly } = await loginCampaignUsers(t));
});
afterAll(() => t.close());

const campaignId = (name: string) => campaignIdOf(t, name);
const userId = (email: string) => userIdOf(t, email);

const get = (token: string, id: number | string) => call(t.app, 'GET', `/api/campaigns/${id}`, { token });
const put = (token: string, id: number, body: unknown) =>
  call(t.app, 'PUT', `/api/campaigns/${id}`, { token, body });
const remove = (token: string, id: number) => call(t.app, 'DELETE', `/api/campaigns/${id}`, { token });
const history = (token: string, id: number) => call(t.app, 'GET', `/api/campaigns/${id}/history`, { token });

describe('GET /campaigns/{id}', () => {
  it('answers the campaign with its items, parties and flags', async () => {
    const id = await campaignId('Vánoční kampaň 2026 – čokolády');
    const response = await get(vendor, id);
    expect(response.statusCode).toBe(200);
    const campaign = response.json<CampaignDetail>();
    expect(campaign).toMatchObject({
      id,
      name: 'Vánoční kampaň 2026 – čokolády',
      company: { name: 'Acme Foods' },
      campaignState: { identifier: 'approved', canEdit: false },
      campaignItemsCount: 4,
      itemAdditionAllowed: false,
      displayPerformance: false,
      sasInfo: null,
    });
    expect(campaign.campaignItems).toHaveLength(4);
    const total = campaign.campaignItems.reduce((sum, item) => sum + item.price, 0);
    expect(total).toBeCloseTo(campaign.totalPrice, 2);
    for (const item of campaign.campaignItems) {
      expect(item).toMatchObject({ campaignId: id, itemState: { identifier: 'approved' }, editable: false });
      expect(item.name).toBe(item.generatedName ?? item.product.name);
      // Flight and zip links are for retailer staff only.
      expect(item.sasInfo.flightURL).toBeNull();
      expect(item.sasInfo.zipCreativeURL).toBeNull();
    }
    // Items come by start date.
    const starts = campaign.campaignItems.map((item) => item.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('names the variable values in the generated name', async () => {
    const [row] = await rows<{ campaign_id: number; item_id: number; value: string }>(
      t,
      sql`select i.campaign_id, i.id as item_id, v.value from campaign_items i
          join campaign_item_variable_values iv on iv.campaign_item_id = i.id
          join product_variable_values v on v.id = iv.variable_value_id
          join campaigns c on c.id = i.campaign_id
          join companies co on co.id = c.company_id where co.name = 'Acme Foods' limit 1`,
    );
    const campaign = (await get(retailer, Number(row!.campaign_id))).json<CampaignDetail>();
    const item = campaign.campaignItems.find((candidate) => candidate.id === Number(row!.item_id))!;
    expect(item.generatedName).toContain(row!.value);
    expect(item.name).toBe(item.generatedName);
  });

  it('gives retailer staff the ad-server links and everyone the item addition flag by role', async () => {
    const reserved = await campaignId('Valentýn 2027 – pralinky');
    const asRetailer = (await get(retailer, reserved)).json<CampaignDetail>();
    expect(asRetailer.sasInfo).not.toBeNull();
    expect(asRetailer.itemAdditionAllowed).toBe(true);
    // A vendor adds nothing to a campaign the retailer holds for them.
    expect((await get(vendor, reserved)).json<CampaignDetail>().itemAdditionAllowed).toBe(false);
    const online = (await get(retailer, await campaignId('Podzimní polévky 2026'))).json<CampaignDetail>();
    expect(online.displayPerformance).toBe(true);
  });

  it('shows delivery figures of a running campaign and its items once the ad server reported them', async () => {
    const id = await campaignId('Podzimní polévky 2026');
    // The clock job writes the local ad server's delivery of every finished day.
    await runClockJob(appContextOf(t));
    const campaign = (await get(retailer, id)).json<CampaignDetail>();
    expect(campaign.displayPerformance).toBe(true);
    expect(campaign.actualImpressions).toBeGreaterThan(0);
    expect(campaign.sasInfo?.campaignURL).toMatch(/^\/api\/ad-server\//);
    const delivered = campaign.campaignItems.filter((item) => (item.actualImpressions ?? 0) > 0);
    expect(delivered.length).toBeGreaterThan(0);
    const sum = campaign.campaignItems.reduce((total, item) => total + (item.actualImpressions ?? 0), 0);
    expect(sum).toBe(campaign.actualImpressions);
    for (const item of campaign.campaignItems) {
      expect(item.externalId).toMatch(/^LI-/);
      expect(item.sasInfo.lineItemURL).not.toBeNull();
      expect(item.sasInfo.flightURL).not.toBeNull();
    }
    // Buyers get the figures and the line-item links, but not the flight.
    const asVendor = (await get(vendor, id)).json<CampaignDetail>();
    expect(asVendor.actualImpressions).toBe(campaign.actualImpressions);
    expect(asVendor.sasInfo).toBeNull();
    expect(
      asVendor.campaignItems.every(
        (item) => item.sasInfo.flightURL === null && item.sasInfo.lineItemURL !== null,
      ),
    ).toBe(true);
  });

  it('lets an agency read its vendors’ campaigns and nobody else’s', async () => {
    const nordicCampaign = await campaignId('Cidery – podzim 2026');
    expect((await get(agency, nordicCampaign)).statusCode).toBe(200);
    expectError(await get(vendor, nordicCampaign), 404, 'campaign_not_found');
    expectError(await get(nordic, await campaignId('Podzimní polévky 2026')), 404, 'campaign_not_found');
    expectError(await get(retailer, 999_999), 404, 'campaign_not_found');
    expectError(await get(salesOnly, nordicCampaign), 403, 'forbidden');
    expect((await get(vendor, 'abc')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/campaigns/${nordicCampaign}`)).statusCode).toBe(401);
  });
});

describe('PUT /campaigns/{id}', () => {
  it('renames an editable campaign and records it', async () => {
    const id = await campaignId('Veganský leden 2027');
    const response = await put(vendor, id, { name: '  Veganský leden 2027 – nový název ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CampaignDetail>().name).toBe('Veganský leden 2027 – nový název');
    const entries = (await history(vendor, id)).json<CampaignHistoryEntry[]>();
    expect(entries[0]).toMatchObject({
      action: 'campaign.updated',
      detail: 'Veganský leden 2027 → Veganský leden 2027 – nový název',
    });
    await put(vendor, id, { name: 'Veganský leden 2027' });
  });

  it('lets only retailer staff change the sales person, to an active sales person', async () => {
    const id = await campaignId('Veganský leden 2027');
    const sales2 = await userId('sales2@portal.test');
    expectError(
      await put(vendor, id, { name: 'Veganský leden 2027', salesPersonId: sales2 }),
      403,
      'sales_person_not_allowed',
    );
    const changed = await put(retailer, id, { name: 'Veganský leden 2027', salesPersonId: sales2 });
    expect(changed.json<CampaignDetail>().salesPerson).toMatchObject({ id: sales2 });
    // The buyer's dialog sends the campaign's current sales person back: that is no change.
    expect((await put(vendor, id, { name: 'Veganský leden 2027', salesPersonId: sales2 })).statusCode).toBe(
      200,
    );
    const notSales = await userId('vendor@portal.test');
    const invalid = expectError(
      await put(retailer, id, { name: 'X', salesPersonId: notSales }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(invalid)).toContain('salesPersonId');
    expect(
      (await put(retailer, id, { name: 'Veganský leden 2027', salesPersonId: null })).json<CampaignDetail>()
        .salesPerson,
    ).toBeNull();
  });

  it('refuses an empty name, a campaign that is not editable and other tenants', async () => {
    const inProcess = await campaignId('Veganský leden 2027');
    expectError(await put(vendor, inProcess, { name: '   ' }), 400, 'validation_failed');
    const inCheck = await campaignId('Silvestr 2026 – chuťovky');
    expectError(await put(vendor, inCheck, { name: 'Jinak' }), 409, 'campaign_not_editable');
    // Retailer staff edit a campaign in check, but not an online one.
    expect((await put(retailer, inCheck, { name: 'Silvestr 2026 – chuťovky' })).statusCode).toBe(200);
    expectError(
      await put(retailer, await campaignId('Podzimní polévky 2026'), { name: 'Jinak' }),
      409,
      'campaign_not_editable',
    );
    expectError(await put(nordic, inProcess, { name: 'Cizí' }), 404, 'campaign_not_found');
    expectError(await put(salesOnly, inProcess, { name: 'Cizí' }), 403, 'forbidden');
  });
});

describe('DELETE /campaigns/{id}', () => {
  it('lets a vendor delete an in-process campaign with items, freeing its weeks, and keeps its history', async () => {
    const create = await call(t.app, 'POST', '/api/campaigns/create', {
      token: vendor,
      body: { name: 'Ke smazání' },
    });
    const id = create.json<{ id: number }>().id;
    const [product] = await rows<{ id: number }>(
      t,
      sql`select id from products where check_avails and rate_type = 'FLAT_RATE' limit 1`,
    );
    const [value] = await rows<{ id: number }>(
      t,
      sql`select id from product_variable_values where product_id = ${product!.id} order by position limit 1`,
    );
    const added = await call(t.app, 'POST', `/api/campaigns/${id}/add-item`, {
      token: vendor,
      body: {
        productId: Number(product!.id),
        startDate: '2027-03-01',
        endDate: '2027-03-07',
        variableValueIdes: [Number(value!.id)],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(await count(t, sql`select count(*) from flat_rate_bookings where campaign_id = ${id}`)).toBe(1);

    expect((await remove(vendor, id)).statusCode).toBe(204);
    expectError(await get(vendor, id), 404, 'campaign_not_found');
    expect(await count(t, sql`select count(*) from flat_rate_bookings where campaign_id = ${id}`)).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*) from audit_events where campaign_id = ${id} and action = 'campaign.deleted'`,
      ),
    ).toBe(1);
  });

  it('refuses a vendor a campaign with items past in-process, but not an agency or the retailer', async () => {
    const inCheck = await campaignId('Novoroční přípitek 2027');
    expectError(await remove(nordic, inCheck), 409, 'campaign_delete_not_allowed');
    expectError(await remove(vendor, inCheck), 404, 'campaign_not_found');
    expectError(await remove(salesOnly, inCheck), 403, 'forbidden');
    expect((await remove(agency, inCheck)).statusCode).toBe(204);
    const empty = await campaignId('Dětský den 2027 – sladkosti');
    expect((await remove(vendor, empty)).statusCode).toBe(204);
  });
});

describe('GET /campaigns/{id}/history', () => {
  it('lists state changes with their author, newest first, and the impersonator to retailer staff only', async () => {
    const id = await campaignId('Zimní horké nápoje 2026');
    expect(
      (await call(t.app, 'POST', `/api/campaigns/${id}/request-check`, { token: nordic })).statusCode,
    ).toBe(200);
    const nordicUser = await userId('nordic@portal.test');
    const impersonated = await impersonate(t, retailer, 'nordic@portal.test');
    expect(
      (await call(t.app, 'POST', `/api/campaigns/${id}/approve-by-retailer`, { token: impersonated }))
        .statusCode,
    ).toBe(200);

    const asRetailer = (await history(retailer, id)).json<CampaignHistoryEntry[]>();
    expect(asRetailer.slice(0, 2)).toMatchObject([
      {
        action: 'campaign.state-changed',
        fromState: 'sas-check',
        toState: 'approved',
        user: { id: nordicUser },
        impersonator: { name: expect.any(String) },
      },
      { action: 'campaign.state-changed', fromState: 'in-process', toState: 'sas-check', impersonator: null },
    ]);
    const asBuyer = (await history(nordic, id)).json<CampaignHistoryEntry[]>();
    expect(asBuyer[0]).toMatchObject({ toState: 'approved', impersonator: null });
    expectError(await history(vendor, id), 404, 'campaign_not_found');
  });

  it('includes item writes with the item name', async () => {
    const id = await campaignId('Veganský leden 2027');
    const [item] = await rows<{ id: number }>(
      t,
      sql`select id from campaign_items where campaign_id = ${id} order by id limit 1`,
    );
    expect(
      (
        await call(t.app, 'PUT', `/api/campaign-item/${item!.id}/message`, {
          token: retailer,
          body: { message: 'Prosím doplňte URL.' },
        })
      ).statusCode,
    ).toBe(200);
    const [entry] = (await history(vendor, id)).json<CampaignHistoryEntry[]>();
    expect(entry).toMatchObject({
      action: 'campaign-item.message',
      campaignItemId: Number(item!.id),
      campaignItemName: expect.any(String),
      detail: 'Prosím doplňte URL.',
    });
    const stored = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'campaign-item.message'));
    expect(stored[0]!.campaignId).toBe(id);
  });
});
