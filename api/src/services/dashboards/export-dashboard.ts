import { Readable } from 'node:stream';
import { exportColumnName, type ExportColumn } from '../../i18n/export-columns';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { BOM, type CsvExport, csvLine, dmyDate, separatorFor, wholeAmount } from '../exports';
import type { AuthContext } from '../sessions';
import { assertDashboardsEnabled } from './dashboard-settings';
import { deliveryByProductDay } from './delivery-by-day';
import { dailySeries, type DashboardPeriod } from './get-dashboard-data';

const COLUMNS: ExportColumn[] = ['day', 'impressions', 'clicks', 'ctr', 'spend'];

/**
 * The CTR with the decimal separator of the file's language: a comma where the separator is ';'
 * (cs, pl), which Czech and Polish Excel read as a number; a point in English files.
 */
const ctrText = (ctr: number | null, language: MessageLanguage): string | null =>
  ctr === null ? null : language === 'en' ? ctr.toFixed(2) : ctr.toFixed(2).replace('.', ',');

/**
 * GET /dashboards/delivery.csv: the daily series of the dashboard (every day of the period, at most a
 * year's lines), as the list exports write their files: UTF-8 with BOM, d.m.Y, whole crowns (the
 * days' spend is whole crowns already). The lines are few, so the file is made at once rather than
 * read through a cursor.
 */
export async function exportDashboard(
  ctx: AppContext,
  auth: AuthContext,
  period: DashboardPeriod,
  language: MessageLanguage,
): Promise<CsvExport> {
  await assertDashboardsEnabled(ctx.db);
  // The same days as GET /dashboards/delivery: its spend total is the sum of these lines.
  const days = dailySeries(period, await deliveryByProductDay(ctx.db, auth, period, language));
  const separator = separatorFor(language);
  const text =
    BOM +
    csvLine(
      COLUMNS.map((column) => exportColumnName(column, language)),
      separator,
    ) +
    days
      .map((day) =>
        csvLine(
          [dmyDate(day.day), day.impressions, day.clicks, ctrText(day.ctr, language), wholeAmount(day.spend)],
          separator,
        ),
      )
      .join('');
  return { fileName: `dashboard-${period.from}-${period.to}.csv`, stream: Readable.from([text]) };
}
