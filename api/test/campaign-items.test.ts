import type {
  CampaignDetail,
  CampaignItemActionResponse,
  CampaignItemDetail,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { campaigns } from '../src/db/schema';
import { impersonate, loginCampaignUsers } from './campaign-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/** GET and DELETE /campaign-item/{id}, the retailer's message and the item approval steps (spec 000 §4). */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let salesOnly: string;
let impersonatedVendor: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ vendor, nordic, agency, retailer, salesOnly } = await loginCampaignUsers(t));
  impersonatedVendor = await impersonate(t, retailer, 'vendor@portal.test');
});
afterAll(() => t.close());

/** The first item (by id) of a seeded campaign. */
async function firstItem(campaignName: string): Promise<{ itemId: number; campaignId: number }> {
  const [row] = await rows<{ item_id: number; campaign_id: number }>(
    t,
    sql`select i.id as item_id, c.id as campaign_id from campaign_items i join campaigns c on c.id = i.campaign_id
        where c.name = ${campaignName} order by i.id limit 1`,
  );
  if (!row) throw new Error(`no item in ${campaignName}`);
  return { itemId: Number(row.item_id), campaignId: Number(row.campaign_id) };
}

const item = (
  token: string,
  id: number | string,
  suffix = '',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
) => call(t.app, method, `/api/campaign-item/${id}${suffix}`, { token, body });

describe('GET /campaign-item/{id}', () => {
  it('answers the item with its campaign', async () => {
    const { itemId, campaignId } = await firstItem('Vánoční kampaň 2026 – čokolády');
    const response = await item(vendor, itemId);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CampaignItemDetail>();
    expect(detail.campaign).toMatchObject({
      id: campaignId,
      company: { name: 'Acme Foods' },
      campaignState: { identifier: 'approved' },
    });
    expect(detail.item).toMatchObject({
      id: itemId,
      campaignId,
      itemState: { identifier: 'approved', canSendForCheck: true },
      creative: null,
    });
    expect(detail.item.product.name).toEqual(expect.any(String));
  });

  it('refuses other tenants, unknown ids and roles without campaigns', async () => {
    const { itemId } = await firstItem('Cidery – podzim 2026');
    expect((await item(agency, itemId)).statusCode).toBe(200);
    expectError(await item(vendor, itemId), 404, 'campaign_item_not_found');
    expectError(await item(retailer, 999_999), 404, 'campaign_item_not_found');
    expectError(await item(salesOnly, itemId), 403, 'forbidden');
    expect((await item(vendor, '0')).statusCode).toBe(400);
  });
});

describe('DELETE /campaign-item/{id}', () => {
  it('deletes an item of an in-process campaign and updates the totals', async () => {
    const { itemId, campaignId } = await firstItem('Veganský leden 2027');
    const before = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}`, { token: vendor })
    ).json<CampaignDetail>();
    const removed = before.campaignItems.find((candidate) => candidate.id === itemId)!;
    expect((await item(vendor, itemId, '', 'DELETE')).statusCode).toBe(204);
    const after = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}`, { token: vendor })
    ).json<CampaignDetail>();
    expect(after.campaignItemsCount).toBe(before.campaignItemsCount - 1);
    expect(after.totalPrice).toBeCloseTo(before.totalPrice - removed.price, 2);
    expectError(await item(vendor, itemId), 404, 'campaign_item_not_found');
  });

  it('refuses a vendor in check, lets the retailer, and never an online campaign', async () => {
    const inCheck = await firstItem('Silvestr 2026 – chuťovky');
    expectError(await item(vendor, inCheck.itemId, '', 'DELETE'), 409, 'campaign_item_delete_not_allowed');
    expectError(await item(nordic, inCheck.itemId, '', 'DELETE'), 404, 'campaign_item_not_found');
    expectError(await item(salesOnly, inCheck.itemId, '', 'DELETE'), 403, 'forbidden');
    expect((await item(retailer, inCheck.itemId, '', 'DELETE')).statusCode).toBe(204);
    const online = await firstItem('Podzimní polévky 2026');
    const refusal = expectError(
      await item(retailer, online.itemId, '', 'DELETE'),
      409,
      'campaign_item_delete_not_allowed',
    );
    expect(refusal.message).toContain('Běží');
  });
});

describe('PUT /campaign-item/{id}/message', () => {
  it('lets retailer staff and an impersonator leave a message, and an empty one clears it', async () => {
    const { itemId } = await firstItem('Vánoční kampaň 2026 – čokolády');
    const set = await item(retailer, itemId, '/message', 'PUT', { message: '  Kreativu prosím do pátku. ' });
    expect(set.json<CampaignItemActionResponse>()).toMatchObject({
      id: itemId,
      message: 'Kreativu prosím do pátku.',
    });
    expect((await item(vendor, itemId)).json<CampaignItemDetail>().item.message).toBe(
      'Kreativu prosím do pátku.',
    );
    const cleared = await item(impersonatedVendor, itemId, '/message', 'PUT', { message: '' });
    expect(cleared.json<CampaignItemActionResponse>().message).toBeNull();
  });

  it('refuses buyers, too long messages and other tenants', async () => {
    const { itemId } = await firstItem('Vánoční kampaň 2026 – čokolády');
    expectError(await item(vendor, itemId, '/message', 'PUT', { message: 'Ahoj' }), 403, 'forbidden');
    expectError(await item(agency, itemId, '/message', 'PUT', { message: 'Ahoj' }), 403, 'forbidden');
    expectError(
      await item(retailer, itemId, '/message', 'PUT', { message: 'x'.repeat(4001) }),
      400,
      'validation_failed',
    );
    expect((await item(retailer, itemId, '/message', 'PUT', {})).statusCode).toBe(400);
    const nordicItem = await firstItem('Cidery – podzim 2026');
    const asImpersonatedAcme = await item(impersonatedVendor, nordicItem.itemId, '/message', 'PUT', {
      message: 'x',
    });
    expectError(asImpersonatedAcme, 404, 'campaign_item_not_found');
  });
});

describe('POST /campaign-item/{id}/request-check and /approve', () => {
  it('sends nothing for approval without a filled creative', async () => {
    // The item that ends last: the first may have ended by today (the seed's weeks are random).
    const [last] = await rows<{ item_id: number }>(
      t,
      sql`select i.id as item_id from campaign_items i join campaigns c on c.id = i.campaign_id
          where c.name = 'Vánoční kampaň 2026 – čokolády' order by i.end_date desc, i.id limit 1`,
    );
    const approved = { itemId: Number(last!.item_id) };
    expectError(
      await item(vendor, approved.itemId, '/request-check', 'POST', {}),
      409,
      'campaign_item_creative_not_filled',
    );
    expectError(
      await item(retailer, approved.itemId, '/approve', 'POST', {}),
      409,
      'campaign_item_creative_not_filled',
    );
  });

  it('refuses the wrong state and the wrong role', async () => {
    const inProcess = await firstItem('Zimní horké nápoje 2026');
    const check = expectError(
      await item(nordic, inProcess.itemId, '/request-check', 'POST', {}),
      409,
      'campaign_item_check_not_allowed',
    );
    expect(check.message).toContain('Rozpracovaná');
    expectError(
      await item(retailer, inProcess.itemId, '/approve', 'POST', {}),
      409,
      'campaign_item_approve_not_allowed',
    );
    expectError(await item(retailer, inProcess.itemId, '/request-check', 'POST', {}), 403, 'forbidden');
    expectError(await item(nordic, inProcess.itemId, '/approve', 'POST', {}), 403, 'forbidden');
    expectError(
      await item(vendor, inProcess.itemId, '/request-check', 'POST', {}),
      404,
      'campaign_item_not_found',
    );
    const closed = await firstItem('Letní grilování 2026');
    expectError(
      await item(retailer, closed.itemId, '/approve', 'POST', {}),
      409,
      'campaign_item_approve_not_allowed',
    );
    const [campaign] = await t.database.db
      .select({ stateId: campaigns.stateId })
      .from(campaigns)
      .where(eq(campaigns.id, inProcess.campaignId));
    expect(campaign!.stateId).toBe(1);
  });
});
