import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CampaignStateSchema } from './campaign-states';
import { endNotBeforeStart, FilterIdsSchema, FilterSearchSchema, listOrderSchema } from './list-filter';

/** Columns the campaign list sorts by. */
export const CAMPAIGN_SORT_FIELDS = [
  'name',
  'company',
  'salesPerson',
  'state',
  'startDate',
  'endDate',
  'price',
] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** Page sizes the list offers; the server accepts any limit from 1 to 100. */
export const CAMPAIGN_PAGE_SIZES = [10, 20, 50] as const;
export const CAMPAIGN_FILTER_MAX_LIMIT = 100;

/**
 * Body of POST /campaigns/filter. Absent, null and empty filters do not filter. Dates are
 * 'YYYY-MM-DD'; the range keeps campaigns whose run (first item start to last item end) overlaps it.
 */
export const CampaignFilterRequestSchema = v.pipe(
  v.object({
    limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CAMPAIGN_FILTER_MAX_LIMIT)),
    offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647)),
    /** Without an order: newest first (id descending). Ties are broken by id. */
    order: listOrderSchema(CAMPAIGN_SORT_FIELDS),
    /** A sales person's own campaigns; for others the campaigns they created or are the contact of. */
    myCampaigns: v.nullish(v.boolean()),
    startDate: v.nullish(IsoDateSchema),
    endDate: v.nullish(IsoDateSchema),
    /** Part of the campaign name (or, for retailer and agency, of the company name), any case. */
    search: FilterSearchSchema,
    campaignStateIdes: FilterIdsSchema,
    companyIdes: FilterIdsSchema,
    companyContactIdes: FilterIdsSchema,
    salesPersonIdes: FilterIdsSchema,
  }),
  endNotBeforeStart(),
);
export type CampaignFilterRequest = v.InferInput<typeof CampaignFilterRequestSchema>;
export type CampaignFilter = v.InferOutput<typeof CampaignFilterRequestSchema>;

/** One row of the campaign list. Prices are CZK; dates 'YYYY-MM-DD', null while the campaign has no items. */
export const CampaignListRowSchema = v.object({
  id: IdSchema,
  name: v.string(),
  campaignItemsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The advertiser (vendor company). */
  company: NamedRefSchema,
  companyContact: v.nullable(NamedRefSchema),
  salesPerson: v.nullable(NamedRefSchema),
  campaignState: CampaignStateSchema,
  startDateString: v.nullable(IsoDateSchema),
  endDateString: v.nullable(IsoDateSchema),
  /** Sum of the item totals. */
  totalPrice: v.number(),
  /** Current performance from the ad server; null until delivery statistics exist. */
  actualImpressions: v.nullable(v.number()),
  actualClicks: v.nullable(v.number()),
  ctrRatio: v.nullable(v.number()),
});
export type CampaignListRow = v.InferOutput<typeof CampaignListRowSchema>;

export const CampaignFilterResponseSchema = v.object({
  campaigns: v.array(CampaignListRowSchema),
  /** Campaigns matching the filter, on every page. */
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Total price of every campaign matching the filter, not only of this page. */
  totalPrice: v.number(),
});
export type CampaignFilterResponse = v.InferOutput<typeof CampaignFilterResponseSchema>;

export const filterCampaignsEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/filter',
  body: CampaignFilterRequestSchema,
  response: CampaignFilterResponseSchema,
  access: access.tenantList('everyone'),
});
/** One page of the campaigns the caller may see. */
export const filterCampaigns = bindEndpoint(
  filterCampaignsEndpoint,
  ({ send }) =>
    (body: CampaignFilterRequest, init: { signal?: AbortSignal } = {}) =>
      send({ json: body, ...init }),
);
