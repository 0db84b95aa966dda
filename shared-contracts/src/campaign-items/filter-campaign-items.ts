import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { RateTypeSchema } from '../catalogue/product-enums';
import {
  CAMPAIGN_ITEM_STATE_IDENTIFIERS,
  CampaignStateOptionSchema,
  CampaignStateSchema,
} from '../campaigns/campaign-states';
import {
  endNotBeforeStart,
  FilterIdsSchema,
  FilterSearchSchema,
  listOrderSchema,
} from '../campaigns/list-filter';
import { CampaignItemSchema, CampaignItemStateSchema } from './campaign-item';

/** Columns the activities list sorts by (the creative state has no data to sort by yet). */
export const CAMPAIGN_ITEM_SORT_FIELDS = [
  'name',
  'company',
  'campaign',
  'campaignState',
  'itemState',
  'startDate',
  'endDate',
  'price',
] as const;
export type CampaignItemSortField = (typeof CAMPAIGN_ITEM_SORT_FIELDS)[number];

/** The server answers at most this many items a page; the list offers 10, 20 and 50. */
export const CAMPAIGN_ITEM_FILTER_MAX_RESULTS = 100;

const MAX_INDEX = 2_147_483_647;
const IndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_INDEX));

/**
 * Body of POST /campaign-items/filter (spec 001 §7). Absent, null and empty filters do not filter.
 * Paging: the rows from `firstResult` (0-based), at most `maxResults` of them, and never at or past
 * `lastResult` when it is given (the index after the last row wanted, as the old client sent it).
 * Dates are 'YYYY-MM-DD'; the range keeps items whose run overlaps it.
 */
export const CampaignItemFilterRequestSchema = v.pipe(
  v.object({
    firstResult: IndexSchema,
    maxResults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CAMPAIGN_ITEM_FILTER_MAX_RESULTS)),
    lastResult: v.nullish(IndexSchema),
    /** Without an order: newest first (id descending). Ties are broken by id in the same direction. */
    order: listOrderSchema(CAMPAIGN_ITEM_SORT_FIELDS),
    /** As in the campaign filter: a sales person's campaigns, else those the caller created or is the contact of. */
    myCampaigns: v.nullish(v.boolean()),
    startDate: v.nullish(IsoDateSchema),
    endDate: v.nullish(IsoDateSchema),
    /**
     * Part of the campaign name, of the activity's product name, of the promoted product's name or
     * SKU, or (retailer and agency) of the company name; any case, taken literally.
     */
    search: FilterSearchSchema,
    campaignItemStateIdes: FilterIdsSchema,
    campaignStateIdes: FilterIdsSchema,
    companyIdes: FilterIdsSchema,
    salesPersonIdes: FilterIdsSchema,
    /** The advertising product's category and the product itself. */
    productCategoryIdes: FilterIdsSchema,
    productIdes: FilterIdsSchema,
    /** Brand, root category of the shop and SKU of the promoted product (the item's target product). */
    brandIdes: FilterIdsSchema,
    rootTargetProductCategoryIdes: FilterIdsSchema,
    targetProductExternalIdes: v.nullish(
      v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))), v.maxLength(1000)),
    ),
    /** true: only items leading to a custom URL (neither a shop product nor a landing page). */
    noCatalogTargetUrl: v.nullish(v.boolean()),
  }),
  endNotBeforeStart(),
  v.forward(
    v.partialCheck(
      [['firstResult'], ['lastResult']],
      (input) => input.lastResult == null || input.lastResult > input.firstResult,
      'last_result_not_after_first',
    ),
    ['lastResult'],
  ),
);
export type CampaignItemFilterRequest = v.InferInput<typeof CampaignItemFilterRequestSchema>;
export type CampaignItemFilter = v.InferOutput<typeof CampaignItemFilterRequestSchema>;

/**
 * One row of the activities list. Prices are CZK, dates 'YYYY-MM-DD'. `creative`, `zipUploaded` and
 * `editable` have the meaning (and shape) of CampaignItem, so the rules of campaign-rules.ts apply to
 * a row as they do to an item of the campaign detail.
 */
export const CampaignItemListRowSchema = v.object({
  id: IdSchema,
  campaignId: IdSchema,
  /** What the list shows: the generated name (product with its targeting values), else the product name. */
  name: v.string(),
  generatedName: v.nullable(v.string()),
  product: v.object({ id: IdSchema, name: v.string(), rateType: RateTypeSchema, nativeFormat: v.boolean() }),
  /** The shop product the item promotes, with its SKU. */
  targetProduct: v.nullable(v.object({ name: v.string(), externalIdentifier: v.string() })),
  /** The advertiser. */
  company: NamedRefSchema,
  campaign: NamedRefSchema,
  campaignState: CampaignStateSchema,
  itemState: CampaignItemStateSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** The ordered (total) price of the item. */
  price: v.number(),
  creative: CampaignItemSchema.entries.creative,
  zipUploaded: v.boolean(),
  /** The server's item flag (state before approval). */
  editable: v.boolean(),
  /** Retailer staff and impersonators: the uploaded creative zip's download; null for others or without one. */
  zipCreativeURL: v.nullable(v.string()),
});
export type CampaignItemListRow = v.InferOutput<typeof CampaignItemListRowSchema>;

export const CampaignItemFilterResponseSchema = v.object({
  items: v.array(CampaignItemListRowSchema),
  /** Items matching the filter, on every page. */
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CampaignItemFilterResponse = v.InferOutput<typeof CampaignItemFilterResponseSchema>;

export const CampaignItemStateOptionSchema = v.object({
  id: IdSchema,
  identifier: v.picklist(CAMPAIGN_ITEM_STATE_IDENTIFIERS),
  name: v.string(),
});
export type CampaignItemStateOption = v.InferOutput<typeof CampaignItemStateOptionSchema>;

/** What the activities filter panel offers the caller (only companies it may see). */
export const CampaignItemFilterDataSchema = v.object({
  itemStates: v.array(CampaignItemStateOptionSchema),
  campaignStates: v.array(CampaignStateOptionSchema),
  companies: v.array(NamedRefSchema),
  salesPersons: v.array(NamedRefSchema),
  productCategories: v.array(NamedRefSchema),
  products: v.array(v.object({ id: IdSchema, name: v.string(), categoryId: IdSchema })),
  brands: v.array(NamedRefSchema),
  /** Top-level categories of the shops' catalogues. */
  rootTargetProductCategories: v.array(NamedRefSchema),
});
export type CampaignItemFilterData = v.InferOutput<typeof CampaignItemFilterDataSchema>;

export const filterCampaignItemsEndpoint = endpoint({
  method: 'post',
  path: '/campaign-items/filter',
  body: CampaignItemFilterRequestSchema,
  response: CampaignItemFilterResponseSchema,
  access: access.tenantList('everyone'),
});
/** One page of the activities the caller may see, and their count. */
export const filterCampaignItems = bindEndpoint(
  filterCampaignItemsEndpoint,
  ({ send }) =>
    (body: CampaignItemFilterRequest, init: { signal?: AbortSignal } = {}) =>
      send({ json: body, ...init }),
);

export const campaignItemFilterDataEndpoint = endpoint({
  method: 'get',
  path: '/campaign-items/filter-data',
  response: CampaignItemFilterDataSchema,
  access: access.tenantList('everyone'),
});
/** The choices of the activities filter panel. */
export const getCampaignItemFilterData = bindEndpoint(
  campaignItemFilterDataEndpoint,
  ({ send }) =>
    () =>
      send(),
);
