import {
  CampaignItemStateId,
  CampaignStateId,
  type CampaignTransitionResponse,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { campaignItems, campaigns } from '../src/db/schema';
import { campaignIdOf, impersonate, lastAuditEvent, loginDemoUsers } from './campaign-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { count, rows } from './ordering-fixtures';

/**
 * The campaign state transitions of design.md §3 (spec, document 1 §5 "Campaign approval and
 * rejection") on the seeded demo campaigns (demo today: 2026-11-22).
 */
let t: TestApp;
let vendor: string;
let nordic: string;
let retailer: string;

beforeAll(async () => {
  t = await createTestApp();
  [vendor, nordic, retailer] = await loginDemoUsers(t, 'vendor', 'nordic', 'retailer');
});
afterAll(() => t.close());

const campaignId = (name: string) => campaignIdOf(t, name);

const post = (token: string, id: number, action: string, body?: unknown) =>
  call(t.app, 'POST', `/api/campaigns/${id}/${action}`, { token, body });

function stateOf(response: LightMyRequestResponse): string {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response.json<CampaignTransitionResponse>().campaignState.identifier;
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

async function itemStates(id: number): Promise<number[]> {
  const items = await t.database.db
    .select({ stateId: campaignItems.stateId })
    .from(campaignItems)
    .where(eq(campaignItems.campaignId, id));
  return [...new Set(items.map((item) => item.stateId))];
}

const lastTransition = (id: number) => lastAuditEvent(t, 'campaign.state-changed', id);

/** Ends the first item of a campaign yesterday; returns its product's title or name and an undo. */
async function endFirstItem(id: number): Promise<{ name: string; undo: () => Promise<void> }> {
  const [item] = await rows<{ id: number; start_date: string; end_date: string; name: string }>(
    t,
    sql`select i.id, i.start_date::text, i.end_date::text, coalesce(p.title, p.name) as name
        from campaign_items i join products p on p.id = i.product_id
        where i.campaign_id = ${id} order by i.id limit 1`,
  );
  await t.database.db
    .update(campaignItems)
    .set({ startDate: '2026-11-01', endDate: '2026-11-21' })
    .where(eq(campaignItems.id, item!.id));
  return {
    name: item!.name,
    undo: async () => {
      await t.database.db
        .update(campaignItems)
        .set({ startDate: item!.start_date, endDate: item!.end_date })
        .where(eq(campaignItems.id, item!.id));
    },
  };
}

describe('POST /campaigns/{id}/request-check', () => {
  it('sends an in-process campaign with items for check', async () => {
    const id = await campaignId('Veganský leden 2027');
    expect(stateOf(await post(vendor, id, 'request-check'))).toBe('sas-check');
    expect((await stored(id)).stateId).toBe(CampaignStateId.SasCheck);
    const event = await lastTransition(id);
    expect(event.details).toMatchObject({
      transition: 'request-check',
      fromState: 'in-process',
      toState: 'sas-check',
    });
    expect(event.impersonatorUserId).toBeNull();
  });

  it('refuses retailer staff, other tenants, empty campaigns and the wrong state', async () => {
    const empty = await campaignId('Dětský den 2027 – sladkosti');
    expectError(await post(retailer, empty, 'request-check'), 403, 'forbidden');
    expectError(await post(nordic, empty, 'request-check'), 404, 'campaign_not_found');
    expectError(await post(vendor, empty, 'request-check'), 409, 'campaign_has_no_items');
    const inCheck = await campaignId('Silvestr 2026 – chuťovky');
    const response = await post(vendor, inCheck, 'request-check');
    expect(expectError(response, 409, 'campaign_check_not_allowed').message).toContain('Ke kontrole');
  });
});

describe('POST /campaigns/{id}/reject-to-vendor', () => {
  it('returns a campaign in check to the vendor with the reason', async () => {
    const id = await campaignId('Veganský leden 2027');
    expect((await stored(id)).stateId).toBe(CampaignStateId.SasCheck);
    expectError(await post(vendor, id, 'reject-to-vendor', { reason: 'x' }), 403, 'forbidden');
    expectError(await post(retailer, id, 'reject-to-vendor', { reason: '   ' }), 400, 'validation_failed');
    expectError(await post(retailer, id, 'reject-to-vendor', {}), 400, 'validation_failed');
    const response = await post(retailer, id, 'reject-to-vendor', { reason: '  Doplňte URL.  ' });
    expect(stateOf(response)).toBe('in-process');
    expect(await stored(id)).toMatchObject({
      stateId: CampaignStateId.InProcess,
      rejectReason: 'Doplňte URL.',
    });
    expect((await lastTransition(id)).details).toMatchObject({
      transition: 'reject-to-vendor',
      fromState: 'sas-check',
      toState: 'in-process',
      rejectReason: 'Doplňte URL.',
    });
    // Now in process: not in check any more.
    expectError(
      await post(retailer, id, 'reject-to-vendor', { reason: 'again' }),
      409,
      'campaign_reject_not_allowed',
    );
    expectError(
      await post(retailer, 999_999, 'reject-to-vendor', { reason: 'x' }),
      404,
      'campaign_not_found',
    );
  });
});

describe('POST /campaigns/{id}/approve-by-retailer', () => {
  it('approves a campaign in check and its items', async () => {
    const id = await campaignId('Silvestr 2026 – chuťovky');
    expectError(await post(vendor, id, 'approve-by-retailer'), 403, 'forbidden');
    expect(stateOf(await post(retailer, id, 'approve-by-retailer'))).toBe('approved');
    expect(await itemStates(id)).toEqual([CampaignItemStateId.Approved]);
    expectError(await post(retailer, id, 'approve-by-retailer'), 409, 'campaign_approve_not_allowed');
  });

  it('lets an impersonated session approve, recording the retailer behind it', async () => {
    const id = await campaignId('Veganský leden 2027');
    const impersonated = await impersonate(t, retailer, 'vendor@portal.test');
    expect(stateOf(await post(impersonated, id, 'approve-by-retailer'))).toBe('approved');
    const event = await lastTransition(id);
    expect(event.impersonatorUserId).toEqual(expect.any(Number));
    expect(event.details).toMatchObject({ fromState: 'in-process', toState: 'approved' });
  });

  it('refuses while an item has ended, naming it', async () => {
    const id = await campaignId('Novoroční přípitek 2027');
    expectError(await post(vendor, id, 'approve-by-retailer'), 403, 'forbidden');
    const ended = await endFirstItem(id);
    const response = await post(retailer, id, 'approve-by-retailer', undefined);
    expect(expectError(response, 409, 'campaign_items_ended').message).toContain(ended.name);
    expect((await stored(id)).stateId).toBe(CampaignStateId.SasCheck);
    await ended.undo();
  });

  it('refuses a campaign without items', async () => {
    const id = await campaignId('Novinka: proteinové tyčinky');
    expectError(await post(retailer, id, 'approve-by-retailer'), 409, 'campaign_has_no_items');
  });
});

describe('POST /campaigns/{id}/approve', () => {
  it('refuses while an item has ended, then approves a campaign in user-check', async () => {
    const id = await campaignId('Farmářské sýry – zima 2026');
    expectError(await post(retailer, id, 'approve'), 403, 'forbidden');
    expectError(await post(nordic, id, 'approve'), 404, 'campaign_not_found');
    const ended = await endFirstItem(id);
    const refused = await call(t.app, 'POST', `/api/campaigns/${id}/approve`, {
      token: vendor,
      headers: { 'accept-language': 'en-GB' },
    });
    const error = expectError(refused, 409, 'campaign_items_ended');
    expect(error.message).toBe(
      `The campaign cannot be approved; these items have already ended: ${ended.name}.`,
    );
    await ended.undo();
    expect(stateOf(await post(vendor, id, 'approve'))).toBe('approved');
    expect(await itemStates(id)).toEqual([CampaignItemStateId.Approved]);
    expect((await lastTransition(id)).details).toMatchObject({
      fromState: 'user-check',
      toState: 'approved',
    });
  });

  it('refuses a campaign whose state does not allow approval', async () => {
    const id = await campaignId('Vánoční kampaň 2026 – čokolády');
    expectError(await post(vendor, id, 'approve'), 409, 'campaign_approve_not_allowed');
  });
});

describe('GET /campaigns/{id}/possible-states and POST /campaigns/{id}/change-state', () => {
  const possible = async (id: number) => {
    const response = await call(t.app, 'GET', `/api/campaigns/${id}/possible-states`, { token: retailer });
    expect(response.statusCode).toBe(200);
    return response.json<{ identifier: string }[]>().map((state) => state.identifier);
  };

  it('lists the states by the current one, for retailer staff only', async () => {
    const reserved = await campaignId('Valentýn 2027 – pralinky');
    expect(await possible(reserved)).toEqual(['in-process', 'canceled']);
    expect(await possible(await campaignId('Nová řada Bella Natural'))).toEqual(['user-check', 'canceled']);
    expect(await possible(await campaignId('Podzimní polévky 2026'))).toEqual([]);
    expectError(
      await call(t.app, 'GET', `/api/campaigns/${reserved}/possible-states`, { token: vendor }),
      403,
      'forbidden',
    );
    expectError(
      await call(t.app, 'GET', '/api/campaigns/999999/possible-states', { token: retailer }),
      404,
      'campaign_not_found',
    );
  });

  it('changes only to a possible state', async () => {
    const id = await campaignId('Valentýn 2027 – pralinky');
    expectError(
      await post(vendor, id, 'change-state', { stateId: CampaignStateId.InProcess }),
      403,
      'forbidden',
    );
    expectError(
      await post(retailer, id, 'change-state', { stateId: CampaignStateId.Approved }),
      409,
      'campaign_state_change_not_allowed',
    );
    expectError(
      await post(retailer, id, 'change-state', { stateId: 99 }),
      409,
      'campaign_state_change_not_allowed',
    );
    expect(stateOf(await post(retailer, id, 'change-state', { stateId: CampaignStateId.InProcess }))).toBe(
      'in-process',
    );
    expect(stateOf(await post(retailer, id, 'change-state', { stateId: CampaignStateId.Reserved }))).toBe(
      'reserved',
    );
    expect((await lastTransition(id)).details).toMatchObject({
      transition: 'change-state',
      fromState: 'in-process',
      toState: 'reserved',
    });
    const inCheck = await campaignId('Nová řada Bella Natural');
    expect(
      stateOf(await post(retailer, inCheck, 'change-state', { stateId: CampaignStateId.UserCheck })),
    ).toBe('user-check');
  });

  /** A campaign before online holding flat-rate weeks, with its booking count. */
  async function bookedCampaign() {
    const [row] = await rows<{ campaign_id: number; n: number }>(
      t,
      sql`select b.campaign_id, count(*)::int as n from flat_rate_bookings b join campaigns c on c.id = b.campaign_id
          where c.state_id in (4, 5, 6, 7) group by b.campaign_id order by b.campaign_id limit 1`,
    );
    if (!row) throw new Error('no seeded campaign with bookings');
    return { id: Number(row.campaign_id), bookings: Number(row.n) };
  }
  const bookingsOf = (id: number) =>
    count(t, sql`select count(*) from flat_rate_bookings where campaign_id = ${id}`);

  it('cancels a campaign with its items and bookings, and reopens it booking the weeks again', async () => {
    const { id, bookings } = await bookedCampaign();
    expect(stateOf(await post(retailer, id, 'change-state', { stateId: CampaignStateId.Canceled }))).toBe(
      'canceled',
    );
    expect(await itemStates(id)).toEqual([CampaignItemStateId.Canceled]);
    expect(await bookingsOf(id)).toBe(0);
    expect(await possible(id)).toEqual(['in-process']);
    expect(stateOf(await post(retailer, id, 'change-state', { stateId: CampaignStateId.InProcess }))).toBe(
      'in-process',
    );
    expect(await itemStates(id)).toEqual([CampaignItemStateId.InProcess]);
    expect(await bookingsOf(id)).toBe(bookings);
  });

  it('refuses to reopen a campaign whose weeks were taken meanwhile', async () => {
    const { id } = await bookedCampaign();
    const [slot] = await rows<{ product_id: number; variable_value_id: number; week_start: string }>(
      t,
      sql`select product_id, variable_value_id, week_start::text from flat_rate_bookings where campaign_id = ${id} limit 1`,
    );
    expect(stateOf(await post(retailer, id, 'change-state', { stateId: CampaignStateId.Canceled }))).toBe(
      'canceled',
    );
    // Another live campaign's item takes the freed week.
    const [other] = await rows<{ id: number; campaign_id: number }>(
      t,
      sql`select i.id, i.campaign_id from campaign_items i join campaigns c on c.id = i.campaign_id
          where c.state_id = ${CampaignStateId.InProcess} and i.state_id = ${CampaignItemStateId.InProcess} and c.id <> ${id}
          order by i.id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into flat_rate_bookings (product_id, variable_value_id, week_start, campaign_item_id, campaign_id)
          values (${slot!.product_id}, ${slot!.variable_value_id}, ${slot!.week_start}, ${other!.id}, ${other!.campaign_id})`,
    );
    const response = await post(retailer, id, 'change-state', { stateId: CampaignStateId.InProcess });
    expectError(response, 409, 'slot_taken');
    expect((await stored(id)).stateId).toBe(CampaignStateId.Canceled);
    expect(await itemStates(id)).toEqual([CampaignItemStateId.Canceled]);
  });
});
