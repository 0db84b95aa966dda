import { CampaignItemStateId, addDays, type RateType } from '@portal/shared-contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { adServerCampaigns, adServerLineItems, campaignItems, products } from '../../db/schema';
import { todayOf } from '../../services/calendar';
import type { AdServer, AdServerLinks } from '../../services/ad-server';
import { simulatedDelivery } from './simulated-delivery';
import { storeDelivery, type DeliveryRow } from '../../services/delivery';

/** The pages of the built-in ad server (routes/ad-server.ts), relative to the portal's address. */
export const LOCAL_AD_SERVER_PATH = '/api/ad-server';

const localLinks: AdServerLinks = {
  campaign: (id) => `${LOCAL_AD_SERVER_PATH}/campaigns/${encodeURIComponent(id)}`,
  proposal: (id) => `${LOCAL_AD_SERVER_PATH}/proposals/${encodeURIComponent(id)}`,
  lineItem: (id) => `${LOCAL_AD_SERVER_PATH}/line-items/${encodeURIComponent(id)}`,
  flight: (id) => `${LOCAL_AD_SERVER_PATH}/flights/${encodeURIComponent(id)}`,
  creative: (id) => `${LOCAL_AD_SERVER_PATH}/creatives/${encodeURIComponent(id)}`,
};

/** Item states whose line items deliver. */
const RUNNING: readonly number[] = [CampaignItemStateId.Online, CampaignItemStateId.Paused];

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The built-in ad server: its bookings are the rows of ad_server_campaigns / ad_server_line_items
 * with external ids made from the portal's ids (CMP-, PRP-, LI-, FL-, CR- and the id), so they are
 * stable across a release and a new booking. Delivery is simulated by simulatedDelivery for every
 * finished day a line item was running and not paused.
 */
export const localAdServer: AdServer = {
  kind: 'local',
  links: localLinks,

  async bookCampaign(tx, campaignId, at) {
    await tx
      .insert(adServerCampaigns)
      .values({
        campaignId,
        adServer: 'local',
        externalId: `CMP-${campaignId}`,
        proposalExternalId: `PRP-${campaignId}`,
        bookedAt: at,
      })
      .onConflictDoUpdate({ target: adServerCampaigns.campaignId, set: { bookedAt: at, releasedAt: null } });
    await tx.execute(sql`
      insert into ${adServerLineItems}
        (campaign_item_id, campaign_id, ad_server, external_id, flight_external_id, creative_external_id, booked_at)
      select i.id, i.campaign_id, 'local', 'LI-' || i.id, 'FL-' || i.id, 'CR-' || i.id, ${timestamp(at)}
      from ${campaignItems} i
      where i.campaign_id = ${campaignId} and i.state_id <> ${CampaignItemStateId.Canceled}
      on conflict (campaign_item_id) do update
        set released_at = null, paused = false, booked_at = excluded.booked_at`);
  },

  async releaseCampaign(tx, campaignId, at) {
    await tx
      .update(adServerCampaigns)
      .set({ releasedAt: at })
      .where(and(eq(adServerCampaigns.campaignId, campaignId), isNull(adServerCampaigns.releasedAt)));
    await tx
      .update(adServerLineItems)
      .set({ releasedAt: at })
      .where(and(eq(adServerLineItems.campaignId, campaignId), isNull(adServerLineItems.releasedAt)));
  },

  async releaseItem(tx, itemId, at) {
    await tx
      .update(adServerLineItems)
      .set({ releasedAt: at })
      .where(and(eq(adServerLineItems.campaignItemId, itemId), isNull(adServerLineItems.releasedAt)));
  },

  async setItemPaused(tx, itemId, paused) {
    await tx.update(adServerLineItems).set({ paused }).where(eq(adServerLineItems.campaignItemId, itemId));
  },

  async itemsStarted(tx, itemIds) {
    await markItemsStarted(tx, itemIds);
  },

  async recordDelivery(tx, today) {
    return simulateDelivery(tx, today);
  },
};

/**
 * Marks the line items of items that have started running (went online, or ended after running):
 * delivered_through becomes the day before the start, unless delivery has already moved it. The clock
 * job calls it for its moves, so an item that goes online and ends between two runs still delivers
 * its days, while one that ends missing (never ran) does not.
 */
export async function markItemsStarted(tx: Transaction, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.execute(sql`
    update ${adServerLineItems} as l set delivered_through = i.start_date - 1
    from ${campaignItems} as i
    where i.id = l.campaign_item_id and l.delivered_through is null
      and l.campaign_item_id in (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

/**
 * One pass of the simulation: every line item of a running item (or of one that ran and ended) that
 * is behind (delivered_through before the last finished day of its period) gets the days after
 * delivered_through up to yesterday or its end, then delivered_through moves there. A paused line
 * item's days are passed over without delivery (a day counts as paused when the item is paused at
 * the first run after it ended). Line items another transaction holds (a pause in progress) are
 * skipped until the next run. Simulated rows never replace imported ones.
 */
async function simulateDelivery(tx: Transaction, today: string): Promise<number> {
  const yesterday = addDays(today, -1);
  const behind = await tx
    .select({
      itemId: adServerLineItems.campaignItemId,
      deliveredThrough: adServerLineItems.deliveredThrough,
      paused: adServerLineItems.paused,
      stateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      orderedAmount: campaignItems.orderedAmount,
      unitPrice: campaignItems.unitPrice,
      rateType: products.rateType,
      updatedAt: campaignItems.updatedAt,
    })
    .from(adServerLineItems)
    .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(
      and(
        eq(adServerLineItems.adServer, 'local'),
        isNull(adServerLineItems.releasedAt),
        // Closed items only for the days of their run not done yet: delivered_through is set once an
        // item has run (markItemsStarted), so an item closed without ever running delivers nothing.
        or(
          inArray(campaignItems.stateId, [...RUNNING]),
          and(
            eq(campaignItems.stateId, CampaignItemStateId.Closed),
            isNotNull(adServerLineItems.deliveredThrough),
          ),
        ),
        lte(campaignItems.startDate, yesterday),
        sql`coalesce(${adServerLineItems.deliveredThrough}, ${campaignItems.startDate} - 1) < least(${campaignItems.endDate}, ${yesterday}::date)`,
      ),
    )
    .orderBy(asc(adServerLineItems.campaignItemId))
    .for('no key update', { of: adServerLineItems, skipLocked: true });
  if (behind.length === 0) return 0;

  const rows: DeliveryRow[] = [];
  const through: { itemId: number; day: string }[] = [];
  for (const item of behind) {
    const last = item.endDate < yesterday ? item.endDate : yesterday;
    // Not marked by the clock job: another action put it online (an item approved after its start),
    // so it runs from the day of that change (its last update), not from its start date.
    const since = item.deliveredThrough === null ? todayOf({ now: () => item.updatedAt }) : null;
    const first =
      item.deliveredThrough !== null
        ? addDays(item.deliveredThrough, 1)
        : since !== null && since > item.startDate
          ? since
          : item.startDate;
    through.push({ itemId: item.itemId, day: last });
    if (item.paused) continue;
    const basis = {
      itemId: item.itemId,
      rateType: item.rateType as RateType,
      startDate: item.startDate,
      endDate: item.endDate,
      orderedAmount: item.orderedAmount,
      unitPrice: Number(item.unitPrice),
    };
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const delivery = simulatedDelivery(basis, day);
      if (delivery) rows.push({ campaignItemId: item.itemId, day, ...delivery, source: 'simulated' });
    }
  }
  await storeDelivery(tx, rows, { keepImported: true });
  await tx.execute(sql`
    update ${adServerLineItems} as l set delivered_through = v.day::date
    from (values ${sql.join(
      through.map(({ itemId, day }) => sql`(${itemId}::int, ${day})`),
      sql`, `,
    )}) as v(item_id, day)
    where l.campaign_item_id = v.item_id`);
  return rows.length;
}
