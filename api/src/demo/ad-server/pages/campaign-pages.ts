import { campaignStateById, type RateType } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adServerCampaigns, adServerLineItems, campaigns, companies } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { stateName } from '../../../i18n/state-names';
import { formatMoney, formatNumber } from '../../../services/ordering';
import type { AuthContext } from '../../../services/sessions';
import { adServerOf } from '../../../services/ad-server';
import { bookedLineItems } from './booked-line-items';
import { deliveryByDay, deliveryTable } from './delivery-table';
import { facts, html, page } from './html';
import { dateTime, itemStateName, RATE_TYPE_NAMES } from './line-item-pages';
import { BOOKING_COLUMN, lineItemTable, PERIOD_COLUMN, PRODUCT_COLUMN } from './line-item-table';

/**
 * A booked campaign by its id or its proposal's id, with its ad server's links and its line items
 * (retailer staff: the routes' access).
 */
async function findCampaign(
  db: Executor,
  auth: AuthContext,
  by: 'campaign' | 'proposal',
  externalId: string,
) {
  const [row] = await db
    .select({
      booking: adServerCampaigns,
      name: campaigns.name,
      stateId: campaigns.stateId,
      totalPrice: campaigns.totalPrice,
      companyName: companies.name,
    })
    .from(adServerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, adServerCampaigns.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      by === 'campaign'
        ? eq(adServerCampaigns.externalId, externalId)
        : eq(adServerCampaigns.proposalExternalId, externalId),
    );
  if (!row) throw new NotFoundError('ad_server_booking_not_found', { id: externalId });
  const { links } = adServerOf(row.booking.adServer);
  const items = await bookedLineItems(db, auth, eq(adServerLineItems.campaignId, row.booking.campaignId));
  return { ...row, links, items };
}

// The simulated ad server speaks Czech, as the retailer's does.
const campaignStateName = (stateId: number) => stateName(campaignStateById(stateId).identifier, 'cs');

/** GET /ad-server/campaigns/{externalId}: the booking, its line items and its delivery by day. */
export async function campaignPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const { booking, links, items, ...campaign } = await findCampaign(db, auth, 'campaign', externalId);
  const days = await deliveryByDay(
    db,
    items.map((item) => item.itemId),
  );
  return page(
    `Kampaň ${booking.externalId}`,
    html`<h1>Kampaň ${booking.externalId}</h1>
      ${facts([
        ['Kampaň portálu', `#${booking.campaignId}, ${campaign.name}`],
        ['Inzerent', campaign.companyName],
        ['Stav kampaně', campaignStateName(campaign.stateId)],
        [
          'Návrh (proposal)',
          html`<a href="${links.proposal(booking.proposalExternalId)}">${booking.proposalExternalId}</a>`,
        ],
        ['Rezervováno', dateTime(booking.bookedAt)],
        ['Uvolněno', dateTime(booking.releasedAt)],
      ])}
      <h2>Řádkové položky</h2>
      ${lineItemTable(items, [
        PRODUCT_COLUMN,
        PERIOD_COLUMN,
        { label: 'Stav položky', cell: (item) => itemStateName(item.stateId) },
        BOOKING_COLUMN,
        {
          label: 'Flight',
          cell: (item) => html`<a href="${links.flight(item.flightExternalId)}">${item.flightExternalId}</a>`,
        },
      ])}
      <h2>Doručení po dnech (všechny položky)</h2>
      ${deliveryTable(days)}`,
  );
}

/** GET /ad-server/proposals/{externalId}: the order as the ad server received it. */
export async function proposalPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const { booking, links, items, ...campaign } = await findCampaign(db, auth, 'proposal', externalId);
  return page(
    `Návrh ${booking.proposalExternalId}`,
    html`<h1>Návrh ${booking.proposalExternalId}</h1>
      ${facts([
        [
          'Kampaň',
          html`<a href="${links.campaign(booking.externalId)}">${booking.externalId}</a> ${campaign.name}`,
        ],
        ['Inzerent', campaign.companyName],
        ['Celková cena', formatMoney(Number(campaign.totalPrice), 'cs')],
      ])}
      ${lineItemTable(items, [
        PRODUCT_COLUMN,
        PERIOD_COLUMN,
        { label: 'Typ ceny', cell: (item) => RATE_TYPE_NAMES[item.rateType as RateType] },
        {
          label: 'Jednotková cena',
          numeric: true,
          cell: (item) => formatMoney(Number(item.unitPrice), 'cs'),
        },
        {
          label: 'Objednáno',
          numeric: true,
          cell: (item) => (item.orderedAmount === null ? '–' : formatNumber(item.orderedAmount, 'cs')),
        },
        { label: 'Cena', numeric: true, cell: (item) => formatMoney(Number(item.price), 'cs') },
      ])}`,
  );
}
