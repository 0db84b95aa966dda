import {
  CAMPAIGN_ITEM_FILTER_MAX_RESULTS,
  type CampaignItemExportFilter,
  type CampaignItemFilter,
  type CampaignItemListRow,
} from '@portal/shared-contracts';
import { and, sql } from 'drizzle-orm';
import { campaignItems } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { todayOf } from '../calendar';
import type { AppContext } from '../context';
import { type CsvColumn, type CsvExport, dmyDate, streamCsv, wholeAmount } from '../exports';
import { hasRole, type AuthContext } from '../sessions';
import { activityListRows } from './activity-list-rows';
import { conditionsOf } from './item-list-conditions';
import { campaignsJoinedIf, orderOf, sortJoins, SORTS_JOINING_CAMPAIGNS } from './item-list-order';

type Column = CsvColumn<CampaignItemListRow>;

/**
 * The activity list screen's columns (mf-campaigns activities-page.tsx), the company hidden from
 * vendors as there, with what the screen shows in one cell split into its own columns (the product
 * and the promoted product with its SKU under the activity's name) and the activity's own state.
 * The list has no delivery figures, so neither has the export.
 */
function columnsFor(auth: AuthContext): Column[] {
  return [
    { name: 'id', value: (row) => row.id },
    { name: 'activity', value: (row) => row.name },
    { name: 'product', value: (row) => row.product.name },
    { name: 'promotedProduct', value: (row) => row.targetProduct?.name ?? null },
    { name: 'sku', value: (row) => row.targetProduct?.externalIdentifier ?? null },
    ...(hasRole(auth.user, 'vendor')
      ? []
      : [{ name: 'company', value: (row) => row.company.name } satisfies Column]),
    { name: 'campaignId', value: (row) => row.campaign.id },
    { name: 'campaign', value: (row) => row.campaign.name },
    { name: 'campaignState', value: (row) => row.campaignState.name },
    { name: 'activityState', value: (row) => row.itemState.name },
    { name: 'startDate', value: (row) => dmyDate(row.startDate) },
    { name: 'endDate', value: (row) => dmyDate(row.endDate) },
    { name: 'orderedPrice', value: (row) => wholeAmount(row.price) },
  ];
}

/**
 * GET /campaign-items/export.csv: every activity of the list's filter, in the list's order, as a CSV
 * file written while it is read (exports/stream-csv.ts). The statement is the list's walked page
 * (walkPage of filter-campaign-items.ts) without its limit: the same tenancy and conditions
 * (conditionsOf, on the item's copy of the company), joins and sort keys (orderOf, the item id last,
 * so the order is total); the rows are the list's (activityListRows). `batchSize`: tests lower it to
 * read the small demo data set in several batches.
 */
export async function exportCampaignItems(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignItemExportFilter,
  language: MessageLanguage,
  { batchSize }: { batchSize?: number } = {},
): Promise<CsvExport> {
  // The list's conditions and order never read its paging.
  const listFilter: CampaignItemFilter = {
    ...filter,
    firstResult: 0,
    maxResults: CAMPAIGN_ITEM_FILTER_MAX_RESULTS,
    lastResult: null,
  };
  const { campaignOnly, itemCompany, item, search } = conditionsOf(auth, listFilter);
  const readsCampaigns = campaignOnly.length > 0 || Boolean(search);
  const sortJoinsCampaigns = listFilter.order
    ? SORTS_JOINING_CAMPAIGNS.includes(listFilter.order.name)
    : false;
  const where = and(...itemCompany, ...campaignOnly, ...item, search?.perRow) ?? sql`true`;
  const ids = sql`select ${campaignItems.id} as id from ${campaignItems}${campaignsJoinedIf(
    readsCampaigns && !sortJoinsCampaigns,
  )}${sortJoins(listFilter)} where ${where}
    order by ${sql.join(orderOf(listFilter, 'walk', false), sql`, `)}`;

  const columns = columnsFor(auth);
  const stream = await streamCsv(
    ctx,
    {
      ids,
      // No zip links in a file: the rows are the list's without them.
      rowsOf: (tx, batch) => activityListRows(tx, batch, language, { zipLinks: false, inTransaction: true }),
      columns,
      language,
    },
    batchSize,
  );
  return { fileName: `activities-${todayOf(ctx.clock)}.csv`, stream };
}
