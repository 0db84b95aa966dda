import * as v from 'valibot';
import type { UiLocale } from '../common/locales';
import { searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { sessionStore } from '../session/session-store';
import { CAMPAIGN_SORT_FIELDS, type CampaignFilterRequest } from './filter-campaigns';
import { endNotBeforeStart, FilterSearchSchema } from './list-filter';
import {
  DateQuerySchema,
  ExportLocaleSchema,
  exportOrderEntries,
  flagParam,
  FlagQuerySchema,
  idsParam,
  IdsQuerySchema,
  listOrderOf,
} from './list-export-query';

/**
 * Query of GET /campaigns/export.csv: the filter and order of POST /campaigns/filter as text
 * (list-export-query.ts), without the paging (the export has every matching campaign); read as the
 * list's filter.
 */
export const CampaignExportQuerySchema = v.pipe(
  v.object({
    ...exportOrderEntries(CAMPAIGN_SORT_FIELDS),
    myCampaigns: FlagQuerySchema,
    startDate: DateQuerySchema,
    endDate: DateQuerySchema,
    search: FilterSearchSchema,
    campaignStateIdes: IdsQuerySchema,
    companyIdes: IdsQuerySchema,
    companyContactIdes: IdsQuerySchema,
    salesPersonIdes: IdsQuerySchema,
    locale: ExportLocaleSchema,
  }),
  v.transform(({ order, direction, ...filter }) => ({ ...filter, order: listOrderOf(order, direction) })),
  endNotBeforeStart(),
);
export type CampaignExportQuery = v.InferOutput<typeof CampaignExportQuerySchema>;
/** The campaign list's filter as the export reads it: the list's, without paging and locale. */
export type CampaignExportFilter = Omit<CampaignExportQuery, 'locale'>;

/** The list's request, paging optional (the export ignores it): what the list screen already holds. */
export type CampaignExportRequest = Omit<CampaignFilterRequest, 'limit' | 'offset'> &
  Partial<Pick<CampaignFilterRequest, 'limit' | 'offset'>>;

export const campaignsExportEndpoint = endpoint({
  method: 'get',
  path: '/campaigns/export.csv',
  query: CampaignExportQuerySchema,
  response: 'csv',
  access: access.tenantList('everyone'),
});

/**
 * The address of the CSV export of the campaign list with the list's filter and order, for a plain
 * download link. The header row is in `locale`, by default the UI's.
 */
export const campaignsExportUrl = bindEndpoint(
  campaignsExportEndpoint,
  ({ url }) =>
    (query: CampaignExportRequest, locale: UiLocale = sessionStore.getState().locale): string =>
      url(
        {},
        searchParamsOf({
          order: query.order?.name,
          direction: query.order?.direction,
          myCampaigns: flagParam(query.myCampaigns),
          startDate: query.startDate,
          endDate: query.endDate,
          search: query.search,
          campaignStateIdes: idsParam(query.campaignStateIdes),
          companyIdes: idsParam(query.companyIdes),
          companyContactIdes: idsParam(query.companyContactIdes),
          salesPersonIdes: idsParam(query.salesPersonIdes),
          locale,
        }),
      ),
);
