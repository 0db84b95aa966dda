import * as v from 'valibot';
import type { UiLocale } from '../common/locales';
import { searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { endNotBeforeStart, FilterSearchSchema } from '../campaigns/list-filter';
import {
  DateQuerySchema,
  ExportLocaleSchema,
  exportOrderEntries,
  flagParam,
  FlagQuerySchema,
  idsParam,
  IdsQuerySchema,
  listOrderOf,
} from '../campaigns/list-export-query';
import { sessionStore } from '../session/session-store';
import { CAMPAIGN_ITEM_SORT_FIELDS, type CampaignItemFilterRequest } from './filter-campaign-items';

/** A promoted product's SKU, as the list's filter takes it. */
const SkuSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/**
 * Promoted products' SKUs: the parameter repeated, one SKU each (a SKU may hold a comma), at most as
 * many as the list takes. Absent or one empty value: none.
 */
const SkusQuerySchema = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform((): string[] => []),
    ),
    v.pipe(
      SkuSchema,
      v.transform((sku) => [sku]),
    ),
    v.pipe(v.array(SkuSchema), v.maxLength(1000)),
  ]),
);

/**
 * Query of GET /campaign-items/export.csv: the filter and order of POST /campaign-items/filter as
 * text (list-export-query.ts), without the paging (the export has every matching item); read as the
 * list's filter.
 */
export const CampaignItemExportQuerySchema = v.pipe(
  v.object({
    ...exportOrderEntries(CAMPAIGN_ITEM_SORT_FIELDS),
    myCampaigns: FlagQuerySchema,
    startDate: DateQuerySchema,
    endDate: DateQuerySchema,
    search: FilterSearchSchema,
    campaignItemStateIdes: IdsQuerySchema,
    campaignStateIdes: IdsQuerySchema,
    companyIdes: IdsQuerySchema,
    salesPersonIdes: IdsQuerySchema,
    productCategoryIdes: IdsQuerySchema,
    productIdes: IdsQuerySchema,
    brandIdes: IdsQuerySchema,
    rootTargetProductCategoryIdes: IdsQuerySchema,
    targetProductExternalIdes: SkusQuerySchema,
    noCatalogTargetUrl: FlagQuerySchema,
    locale: ExportLocaleSchema,
  }),
  v.transform(({ order, direction, ...filter }) => ({ ...filter, order: listOrderOf(order, direction) })),
  endNotBeforeStart(),
);
export type CampaignItemExportQuery = v.InferOutput<typeof CampaignItemExportQuerySchema>;
/** The activity list's filter as the export reads it: the list's, without paging and locale. */
export type CampaignItemExportFilter = Omit<CampaignItemExportQuery, 'locale'>;

/** The list's request, paging optional (the export ignores it): what the list screen already holds. */
export type CampaignItemExportRequest = Omit<
  CampaignItemFilterRequest,
  'firstResult' | 'maxResults' | 'lastResult'
> &
  Partial<Pick<CampaignItemFilterRequest, 'firstResult' | 'maxResults' | 'lastResult'>>;

export const campaignItemsExportEndpoint = endpoint({
  method: 'get',
  path: '/campaign-items/export.csv',
  query: CampaignItemExportQuerySchema,
  response: 'csv',
  access: access.tenantList('everyone'),
});

/**
 * The address of the CSV export of the activity list with the list's filter and order, for a plain
 * download link. The header row is in `locale`, by default the UI's.
 */
export const campaignItemsExportUrl = bindEndpoint(
  campaignItemsExportEndpoint,
  ({ url }) =>
    (query: CampaignItemExportRequest, locale: UiLocale = sessionStore.getState().locale): string => {
      const params = searchParamsOf({
        order: query.order?.name,
        direction: query.order?.direction,
        myCampaigns: flagParam(query.myCampaigns),
        startDate: query.startDate,
        endDate: query.endDate,
        search: query.search,
        campaignItemStateIdes: idsParam(query.campaignItemStateIdes),
        campaignStateIdes: idsParam(query.campaignStateIdes),
        companyIdes: idsParam(query.companyIdes),
        salesPersonIdes: idsParam(query.salesPersonIdes),
        productCategoryIdes: idsParam(query.productCategoryIdes),
        productIdes: idsParam(query.productIdes),
        brandIdes: idsParam(query.brandIdes),
        rootTargetProductCategoryIdes: idsParam(query.rootTargetProductCategoryIdes),
        noCatalogTargetUrl: flagParam(query.noCatalogTargetUrl),
        locale,
      });
      for (const sku of query.targetProductExternalIdes ?? [])
        params.append('targetProductExternalIdes', sku);
      return url({}, params);
    },
);
