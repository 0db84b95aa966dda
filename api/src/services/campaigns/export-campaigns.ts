import {
  CAMPAIGN_FILTER_MAX_LIMIT,
  type CampaignExportFilter,
  type CampaignFilter,
  type CampaignListRow,
  type PerformanceMetricsDisplay,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { campaigns, companies, users } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { todayOf } from '../calendar';
import type { AppContext } from '../context';
import { type CsvColumn, type CsvExport, dmyDate, streamCsv, wholeAmount } from '../exports';
import { hasRole, isRetailer, type AuthContext } from '../sessions';
import { performanceMetricsDisplay } from '../settings';
import { conditionsOf } from './campaign-list-conditions';
import { orderOf, salesPersons } from './campaign-list-order';
import { campaignListRows } from './campaign-list-rows';

type Column = CsvColumn<CampaignListRow>;

/**
 * The list screen's columns for the caller (mf-campaigns campaign-list-page.tsx): company and sales
 * person for retailer staff and agencies only (spec 000 §6), the contact for everyone (the screen
 * shows it under the company, or as its own column to vendors), and the item count the screen shows
 * under the name. The delivery figures that the settings show (display-impressions, display-clicks);
 * not the CTR: it follows from the two, and a decimal would read as a date in Czech Excel.
 */
function columnsFor(auth: AuthContext, metrics: PerformanceMetricsDisplay): Column[] {
  const seesCompanies = isRetailer(auth.user) || hasRole(auth.user, 'agency');
  return [
    { name: 'id', value: (row) => row.id },
    { name: 'name', value: (row) => row.name },
    ...(seesCompanies ? [{ name: 'company', value: (row) => row.company.name } satisfies Column] : []),
    { name: 'contact', value: (row) => row.companyContact?.name ?? null },
    ...(seesCompanies
      ? [{ name: 'salesPerson', value: (row) => row.salesPerson?.name ?? null } satisfies Column]
      : []),
    { name: 'state', value: (row) => row.campaignState.name },
    { name: 'startDate', value: (row) => dmyDate(row.startDateString) },
    { name: 'endDate', value: (row) => dmyDate(row.endDateString) },
    { name: 'itemsCount', value: (row) => row.campaignItemsCount },
    { name: 'totalPrice', value: (row) => wholeAmount(row.totalPrice) },
    ...(metrics.impressions
      ? [{ name: 'impressions', value: (row) => row.actualImpressions } satisfies Column]
      : []),
    ...(metrics.clicks ? [{ name: 'clicks', value: (row) => row.actualClicks } satisfies Column] : []),
  ];
}

/**
 * The statement of the list's order, joined as listStatement of filter-campaigns.ts joins it (the
 * sort keys of orderOf name `companies` and the alias `sales_persons`).
 */
function sortJoinsOf(filter: CampaignFilter) {
  if (filter.order?.name === 'company')
    return sql` inner join ${companies} on ${eq(companies.id, campaigns.companyId)}`;
  if (filter.order?.name === 'salesPerson')
    return sql` left join ${users} as ${sql.identifier('sales_persons')} on ${eq(salesPersons.id, campaigns.salesPersonId)}`;
  return sql``;
}

/**
 * GET /campaigns/export.csv: every campaign of the list's filter, in the list's order, as a CSV file
 * written while it is read (exports/stream-csv.ts). The same tenancy and conditions as the list
 * (conditionsOf of filter-campaigns.ts), the same order (orderOf: the sort keys the list walks by,
 * the id last, so the order is total), the same rows (campaignListRows). `batchSize`:
 * tests lower it to read the small demo data set in several batches.
 */
export async function exportCampaigns(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignExportFilter,
  language: MessageLanguage,
  { batchSize }: { batchSize?: number } = {},
): Promise<CsvExport> {
  // The list's conditions and order never read its paging.
  const listFilter: CampaignFilter = { ...filter, limit: CAMPAIGN_FILTER_MAX_LIMIT, offset: 0 };
  const columns = columnsFor(auth, await performanceMetricsDisplay(ctx.db));
  const ids = sql`select ${campaigns.id} as id from ${campaigns}${sortJoinsOf(listFilter)}
    where ${conditionsOf(auth, listFilter) ?? sql`true`}
    order by ${sql.join(orderOf(listFilter, false), sql`, `)}`;
  const stream = await streamCsv(
    ctx,
    {
      ids,
      rowsOf: (tx, batch) => campaignListRows(tx, batch, language, { inTransaction: true }),
      columns,
      language,
    },
    batchSize,
  );
  return { fileName: `campaigns-${todayOf(ctx.clock)}.csv`, stream };
}
