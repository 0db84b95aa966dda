import { campaignItemStateById, type RateType } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adServerLineItems } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { stateName } from '../../../i18n/state-names';
import { formatDate, formatMoney, formatNumber } from '../../../services/ordering';
import { formatBytes } from '../../../i18n/format-bytes';
import { adServerOf, creativeZipUrl } from '../../../services/ad-server';
import { isRetailer, isRetailerLike, type AuthContext } from '../../../services/sessions';
import { bookedLineItems, type BookedLineItem } from './booked-line-items';
import { deliveryByDay, deliveryTable } from './delivery-table';
import { facts, html, page, type Html } from './html';

export const RATE_TYPE_NAMES: Record<RateType, string> = {
  FLAT_RATE: 'paušál za týden',
  CPM: 'CPM',
  CPC: 'CPC',
};

// The simulated ad server speaks Czech, as the retailer's does.
export const itemStateName = (stateId: number) => stateName(campaignItemStateById(stateId).identifier, 'cs');

export const productLabel = (item: Pick<BookedLineItem, 'productTitle' | 'productName'>) =>
  item.productTitle?.trim() ? `${item.productTitle} (${item.productName})` : item.productName;

const pragueDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD.MM.YYYY HH:MM' in Prague, like the portal's dates. */
export function dateTime(at: Date | null): string {
  if (at === null) return '–';
  const [date = '', time = ''] = pragueDateTime.format(at).split(', ');
  return `${formatDate(date)} ${time}`;
}

export const bookingState = (item: Pick<BookedLineItem, 'releasedAt' | 'paused'>) =>
  item.releasedAt ? `uvolněno ${dateTime(item.releasedAt)}` : item.paused ? 'pozastaveno' : 'aktivní';

/** The item's run, 'DD.MM.YYYY – DD.MM.YYYY'. */
export const period = (item: Pick<BookedLineItem, 'startDate' | 'endDate'>) =>
  `${formatDate(item.startDate)} – ${formatDate(item.endDate)}`;

/** The link to a line item's page in its ad server. */
export const lineItemLink = (item: Pick<BookedLineItem, 'adServer' | 'externalId'>): Html =>
  html`<a href="${adServerOf(item.adServer).links.lineItem(item.externalId)}">${item.externalId}</a>`;

async function findLineItem(
  db: Executor,
  auth: AuthContext,
  where: Parameters<typeof bookedLineItems>[2],
  id: string,
) {
  const [item] = await bookedLineItems(db, auth, where);
  if (!item) throw new NotFoundError('ad_server_booking_not_found', { id });
  return item;
}

function itemFacts(item: BookedLineItem, retailerStaff: boolean): Html {
  const { links } = adServerOf(item.adServer);
  return facts([
    ['Položka portálu', `#${item.itemId}, ${productLabel(item)}`],
    [
      'Kampaň',
      retailerStaff
        ? html`<a href="${links.campaign(item.campaignExternalId)}">${item.campaignExternalId}</a>
            ${item.campaignName} (${item.companyName})`
        : `${item.campaignName} (${item.companyName})`,
    ],
    ['Stav položky', itemStateName(item.stateId)],
    ['Rezervace', bookingState(item)],
    ['Období', period(item)],
    ['Typ ceny', RATE_TYPE_NAMES[item.rateType as RateType]],
    ['Jednotková cena', formatMoney(Number(item.unitPrice), 'cs')],
    ['Objednáno', item.orderedAmount === null ? '–' : formatNumber(item.orderedAmount, 'cs')],
    ['Cena', formatMoney(Number(item.price), 'cs')],
    ['Rezervováno', dateTime(item.bookedAt)],
    ['Doručení simulováno do', item.deliveredThrough ? formatDate(item.deliveredThrough) : '–'],
  ]);
}

/** GET /ad-server/line-items/{externalId}: anyone who may see the item; the flight link for retailer staff. */
export async function lineItemPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const item = await findLineItem(db, auth, eq(adServerLineItems.externalId, externalId), externalId);
  const retailerStaff = isRetailer(auth.user);
  const { links } = adServerOf(item.adServer);
  const days = await deliveryByDay(db, [item.itemId]);
  return page(
    `Řádková položka ${item.externalId}`,
    html`<h1>Řádková položka ${item.externalId}</h1>
      ${itemFacts(item, retailerStaff)}
      <p>
        ${retailerStaff ? html`Flight: <a href="${links.flight(item.flightExternalId)}">${item.flightExternalId}</a> · ` : ''}Kreativa:
        <a href="${links.creative(item.creativeExternalId)}">${item.creativeExternalId}</a>
      </p>
      <h2>Doručení po dnech</h2>
      ${deliveryTable(days)}`,
  );
}

/** GET /ad-server/flights/{externalId}: retailer staff (the route's access). */
export async function flightPage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const item = await findLineItem(db, auth, eq(adServerLineItems.flightExternalId, externalId), externalId);
  const days = await deliveryByDay(db, [item.itemId]);
  return page(
    `Flight ${item.flightExternalId}`,
    html`<h1>Flight ${item.flightExternalId}</h1>
      <p>Řádková položka ${lineItemLink(item)}</p>
      ${facts([
        ['Období', period(item)],
        ['Stav', bookingState(item)],
        ['Dní s doručením', String(days.length)],
        ['Doručení simulováno do', item.deliveredThrough ? formatDate(item.deliveredThrough) : '–'],
      ])}
      <h2>Doručení po dnech</h2>
      ${deliveryTable(days)}`,
  );
}

/** What the creative slot holds: the item's uploaded zip (its download for retailer staff and impersonators), or nothing yet. */
function creativeContent(item: BookedLineItem, zipLink: boolean): Html | string {
  if (item.zipFileName === null) return 'Kreativa zatím nebyla do reklamního systému nahrána.';
  const label = `${item.zipFileName} (${formatBytes(item.zipSize ?? 0)}), nahráno ${dateTime(item.zipUploadedAt)}`;
  return zipLink ? html`ZIP <a href="${creativeZipUrl(item.itemId)}">${label}</a>` : `ZIP ${label}`;
}

/**
 * GET /ad-server/creatives/{externalId}: the line item's creative slot, for anyone who may see the
 * item: what the slot expects and the uploaded zip, if any (the portal's download link, as
 * sasInfo.zipCreativeURL gives it).
 */
export async function creativePage(db: Executor, auth: AuthContext, externalId: string): Promise<string> {
  const item = await findLineItem(db, auth, eq(adServerLineItems.creativeExternalId, externalId), externalId);
  return page(
    `Kreativa ${item.creativeExternalId}`,
    html`<h1>Kreativa ${item.creativeExternalId}</h1>
      <p>Řádková položka ${lineItemLink(item)}</p>
      ${facts([
        ['Produkt', productLabel(item)],
        ['Rozměr (ID velikosti)', item.sizeExternalId === null ? '–' : String(item.sizeExternalId)],
        ['Cílová URL', item.targetUrl ?? '–'],
        ['Obsah', creativeContent(item, isRetailerLike(auth))],
      ])}`,
  );
}
