import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adServerDelivery } from '../../../db/schema';
import { formatDate, formatNumber } from '../../../services/ordering';
import { html, type Html } from './html';

export interface DeliveryDay {
  day: string;
  impressions: number;
  views: number;
  viewableImpressions: number | null;
  clicks: number;
  hardConversions: number;
  softConversions: number;
  /** simulated, imported, or both when several items are summed. */
  sources: string;
}

/** Delivery of some items by day (summed over the items), oldest first. */
export async function deliveryByDay(db: Executor, itemIds: readonly number[]): Promise<DeliveryDay[]> {
  if (itemIds.length === 0) return [];
  const d = adServerDelivery;
  const rows = await db
    .select({
      day: d.day,
      impressions: sql<string>`sum(${d.impressions})`,
      views: sql<string>`sum(${d.views})`,
      viewableImpressions: sql<string | null>`sum(${d.viewableImpressions})`,
      clicks: sql<string>`sum(${d.clicks})`,
      hardConversions: sql<string>`sum(${d.hardConversions})`,
      softConversions: sql<string>`sum(${d.softConversions})`,
      sources: sql<string>`string_agg(distinct ${d.source}, ', ')`,
    })
    .from(d)
    .where(inArray(d.campaignItemId, [...itemIds]))
    .groupBy(d.day)
    .orderBy(asc(d.day));
  return rows.map((row) => ({
    day: row.day,
    impressions: Number(row.impressions),
    views: Number(row.views),
    viewableImpressions: row.viewableImpressions === null ? null : Number(row.viewableImpressions),
    clicks: Number(row.clicks),
    hardConversions: Number(row.hardConversions),
    softConversions: Number(row.softConversions),
    sources: row.sources,
  }));
}

const SOURCE_NAMES: Record<string, string> = { simulated: 'simulace', imported: 'import' };
const number = (value: number | null) => (value === null ? '–' : formatNumber(value, 'cs'));
const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(2).replace('.', ',')} %` : '–';

/** The delivery table of a page: one row per day and the totals. */
export function deliveryTable(days: readonly DeliveryDay[]): Html {
  if (days.length === 0) return html`<p class="note">Zatím bez doručení.</p>`;
  const sum = (pick: (day: DeliveryDay) => number | null) =>
    days.reduce((total, day) => total + (pick(day) ?? 0), 0);
  const total = {
    impressions: sum((day) => day.impressions),
    views: sum((day) => day.views),
    viewable: sum((day) => day.viewableImpressions),
    clicks: sum((day) => day.clicks),
    hard: sum((day) => day.hardConversions),
    soft: sum((day) => day.softConversions),
  };
  return html`<table>
    <thead>
      <tr>
        <th>Den</th>
        <th class="n">Zobrazení</th>
        <th class="n">Zhlédnutí</th>
        <th class="n">Viditelná zobrazení</th>
        <th class="n">Prokliky</th>
        <th class="n">CTR</th>
        <th class="n">Tvrdé konverze</th>
        <th class="n">Měkké konverze</th>
        <th>Zdroj</th>
      </tr>
    </thead>
    <tbody>
      ${days.map(
        (day) =>
          html`<tr>
            <td>${formatDate(day.day)}</td>
            <td class="n">${number(day.impressions)}</td>
            <td class="n">${number(day.views)}</td>
            <td class="n">${number(day.viewableImpressions)}</td>
            <td class="n">${number(day.clicks)}</td>
            <td class="n">${percent(day.clicks, day.impressions)}</td>
            <td class="n">${number(day.hardConversions)}</td>
            <td class="n">${number(day.softConversions)}</td>
            <td>
              ${day.sources
                .split(', ')
                .map((source) => SOURCE_NAMES[source] ?? source)
                .join(', ')}
            </td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <td>Celkem</td>
        <td class="n">${number(total.impressions)}</td>
        <td class="n">${number(total.views)}</td>
        <td class="n">${number(total.viewable)}</td>
        <td class="n">${number(total.clicks)}</td>
        <td class="n">${percent(total.clicks, total.impressions)}</td>
        <td class="n">${number(total.hard)}</td>
        <td class="n">${number(total.soft)}</td>
        <td></td>
      </tr>
    </tfoot>
  </table>`;
}
