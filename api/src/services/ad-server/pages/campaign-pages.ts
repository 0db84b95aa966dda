import { CAMPAIGN_STATES, type RateType } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adServerCampaigns, adServerLineItems, campaigns, companies } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { formatDate, formatMoney, formatNumber } from '../../ordering/format-params';
import type { AuthContext } from '../../sessions/auth-context';
import { adServerOf } from '../adapters';
import { bookedLineItems } from './booked-line-items';
import { deliveryByDay, deliveryTable } from './delivery-table';
import { facts, html, page } from './html';
import { bookingState, dateTime, itemStateName, productLabel, RATE_TYPE_NAMES } from './line-item-pages';

/** A booked campaign by its id or its proposal's id (retailer staff: the routes' access). */
async function findCampaign(db: Executor, by: 'campaign' | 'proposal', externalId: string) {
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
  return row;
}

const campaignStateName = (stateId: number) =>
  CAMPAIGN_STATES.find((state) => state.id === stateId)?.name ?? String(stateId);

/** GET /ad-server/campaigns/{externalId}: the booking, its line items and its delivery by day. */
export async function campaignPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const campaign = await findCampaign(db, 'campaign', externalId);
  const { booking } = campaign;
  const { links } = adServerOf(booking.adServer);
  const items = await bookedLineItems(db, auth, eq(adServerLineItems.campaignId, booking.campaignId));
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
      <table>
        <thead>
          <tr>
            <th>Řádková položka</th>
            <th>Produkt</th>
            <th>Období</th>
            <th>Stav položky</th>
            <th>Rezervace</th>
            <th>Flight</th>
          </tr>
        </thead>
        <tbody>
          ${items.map(
            (item) =>
              html`<tr>
                <td><a href="${links.lineItem(item.externalId)}">${item.externalId}</a></td>
                <td>${productLabel(item)}</td>
                <td>${formatDate(item.startDate)} – ${formatDate(item.endDate)}</td>
                <td>${itemStateName(item.stateId)}</td>
                <td>${bookingState(item)}</td>
                <td><a href="${links.flight(item.flightExternalId)}">${item.flightExternalId}</a></td>
              </tr>`,
          )}
        </tbody>
      </table>
      <h2>Doručení po dnech (všechny položky)</h2>
      ${deliveryTable(days)}`,
  );
}

/** GET /ad-server/proposals/{externalId}: the order as the ad server received it. */
export async function proposalPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const campaign = await findCampaign(db, 'proposal', externalId);
  const { booking } = campaign;
  const { links } = adServerOf(booking.adServer);
  const items = await bookedLineItems(db, auth, eq(adServerLineItems.campaignId, booking.campaignId));
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
      <table>
        <thead>
          <tr>
            <th>Řádková položka</th>
            <th>Produkt</th>
            <th>Období</th>
            <th>Typ ceny</th>
            <th class="n">Jednotková cena</th>
            <th class="n">Objednáno</th>
            <th class="n">Cena</th>
          </tr>
        </thead>
        <tbody>
          ${items.map(
            (item) =>
              html`<tr>
                <td><a href="${links.lineItem(item.externalId)}">${item.externalId}</a></td>
                <td>${productLabel(item)}</td>
                <td>${formatDate(item.startDate)} – ${formatDate(item.endDate)}</td>
                <td>${RATE_TYPE_NAMES[item.rateType as RateType]}</td>
                <td class="n">${formatMoney(Number(item.unitPrice), 'cs')}</td>
                <td class="n">
                  ${item.orderedAmount === null ? '–' : formatNumber(item.orderedAmount, 'cs')}
                </td>
                <td class="n">${formatMoney(Number(item.price), 'cs')}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
  );
}
