import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { uploadForm, type UploadOptions } from '../http/upload';
import { RateTypeSchema, NativeTypeSchema } from '../catalogue/product-enums';
import { CampaignStateSchema, CAMPAIGN_ITEM_STATE_IDENTIFIERS } from '../campaigns/campaign-states';
import { CampaignIdParamsSchema } from '../campaigns/create-campaign';
import { CreativeStateSchema } from '../creatives/creative-states';
import { PerformanceEntries } from '../campaigns/performance';

export type { UploadOptions, UploadProgress } from '../http/upload';

export const ITEM_MESSAGE_MAX_LENGTH = 4000;

export const CampaignItemStateSchema = v.object({
  id: IdSchema,
  identifier: v.picklist(CAMPAIGN_ITEM_STATE_IDENTIFIERS),
  name: v.string(),
  /** The item's creative may be sent for approval. */
  canSendForCheck: v.boolean(),
});
export type CampaignItemState = v.InferOutput<typeof CampaignItemStateSchema>;

/**
 * The ad-server links of an item (spec 000 §3). flightURL is for retailer staff only, zipCreativeURL
 * (the download of the uploaded creative zip, null without one) for retailer staff and impersonators:
 * the server leaves them null for anyone else. Null links: the item is not booked yet.
 */
export const CampaignItemSasInfoSchema = v.object({
  lineItemURL: v.nullable(v.string()),
  flightURL: v.nullable(v.string()),
  creativeURL: v.nullable(v.string()),
  zipCreativeURL: v.nullable(v.string()),
});
export type CampaignItemSasInfo = v.InferOutput<typeof CampaignItemSasInfoSchema>;

/**
 * A line item (activity) as the campaign detail, the activity detail and the activity edit read it.
 * Prices are CZK; dates 'YYYY-MM-DD'.
 */
export const CampaignItemSchema = v.object({
  id: IdSchema,
  campaignId: IdSchema,
  /** Built from the product, the period and the targeting (e.g. "HP leaderboard · Pozice 1 · 2026-W49"). */
  generatedName: v.nullable(v.string()),
  /** What the screens show: generatedName, else the product name. */
  name: v.string(),
  product: v.object({
    id: IdSchema,
    name: v.string(),
    rateType: RateTypeSchema,
    price: v.number(),
    nativeFormat: v.boolean(),
    nativeType: NativeTypeSchema,
    checkAvails: v.boolean(),
    categoryId: IdSchema,
  }),
  itemState: CampaignItemStateSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  orderedAmount: v.nullable(v.number()),
  /** CPC items: the ordered amount; null otherwise. */
  orderedClicksCount: v.nullable(v.number()),
  /** CPM items: the ordered amount; null otherwise. */
  orderedImpressionsCount: v.nullable(v.number()),
  /** Per week, per 1000 impressions or per click. */
  unitPrice: v.number(),
  /** The item total. */
  price: v.number(),
  /** Spent so far from delivery (CPM, CPC); null for flat rate or before delivery. */
  usagePrice: v.nullable(v.number()),
  /** usagePrice as a percent of price, not capped (the UI caps the bar at 100). */
  progress: v.nullable(v.number()),
  variableValues: v.array(NamedRefSchema),
  note: v.nullable(v.string()),
  /** The retailer's message to the buyer. */
  message: v.nullable(v.string()),
  targetURL: v.nullable(v.string()),
  targetProduct: v.nullable(v.object({ id: IdSchema, name: v.string(), externalIdentifier: v.string() })),
  targetLandingPage: v.nullable(NamedRefSchema),
  targetKeywords: v.array(v.object({ id: IdSchema, value: v.string(), exactMatch: v.boolean() })),
  /** The server's item flag (state before approval, or for a retailer an approved item). */
  editable: v.boolean(),
  creativeEditAllowed: v.boolean(),
  /** The assigned creative; null until one is chosen (creatives are their own capability). */
  creative: v.nullable(
    v.object({
      id: IdSchema,
      name: v.string(),
      creativeState: CreativeStateSchema,
      /** Every required field is filled. */
      filled: v.boolean(),
    }),
  ),
  /** A creative zip is uploaded (POST /campaign-item/{id}/creative-zip): the creative counts as filled. */
  zipUploaded: v.boolean(),
  externalId: v.nullable(v.string()),
  flightExternalId: v.nullable(v.string()),
  ...PerformanceEntries,
  hardConversions: v.nullable(v.number()),
  softConversions: v.nullable(v.number()),
  sasInfo: CampaignItemSasInfoSchema,
});
export type CampaignItem = v.InferOutput<typeof CampaignItemSchema>;

/** GET /campaign-item/{id}: the item with its campaign's name, state and company (for breadcrumbs and rules). */
export const CampaignItemDetailSchema = v.object({
  item: CampaignItemSchema,
  campaign: v.object({
    id: IdSchema,
    name: v.string(),
    company: NamedRefSchema,
    campaignState: CampaignStateSchema,
  }),
});
export type CampaignItemDetail = v.InferOutput<typeof CampaignItemDetailSchema>;

export const ItemMessageRequestSchema = v.object({
  message: v.pipe(v.string(), v.trim(), v.maxLength(ITEM_MESSAGE_MAX_LENGTH)),
});
export type ItemMessageRequest = v.InferInput<typeof ItemMessageRequestSchema>;

/** POST /campaign-item/{id}/reject: the retailer's Dismiss in the item media dialog; the note is the reason. */
export const RejectItemRequestSchema = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('campaign_item_note_required'),
    v.maxLength(ITEM_MESSAGE_MAX_LENGTH),
  ),
});

/** The answer of the item actions (message, approve, request-check, pause or run): the item's new state. */
export const CampaignItemActionResponseSchema = v.object({
  id: IdSchema,
  itemState: CampaignItemStateSchema,
  campaignState: CampaignStateSchema,
  message: v.nullable(v.string()),
});
export type CampaignItemActionResponse = v.InferOutput<typeof CampaignItemActionResponseSchema>;

const params = CampaignIdParamsSchema;

export const getCampaignItemEndpoint = endpoint({
  method: 'get',
  path: '/campaign-item/:id',
  params,
  response: CampaignItemDetailSchema,
  access: access.company('campaignUsers', 'campaignItem'),
});
export const getCampaignItem = bindEndpoint(
  getCampaignItemEndpoint,
  ({ send }) =>
    (id: number, init: { signal?: AbortSignal } = {}) =>
      send({ params: { id }, ...init }),
);

export const deleteCampaignItemEndpoint = endpoint({
  method: 'delete',
  path: '/campaign-item/:id',
  params,
  response: 'empty',
  status: 204,
  access: access.company('campaignUsers', 'campaignItem'),
});
export const deleteCampaignItem = bindEndpoint(
  deleteCampaignItemEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const updateCampaignItemMessageEndpoint = endpoint({
  method: 'put',
  path: '/campaign-item/:id/message',
  params,
  body: ItemMessageRequestSchema,
  response: CampaignItemActionResponseSchema,
  access: access.company('retailerLike', 'campaignItem'),
});
/** The retailer's message to the buyer (empty clears it). */
export const updateCampaignItemMessage = bindEndpoint(
  updateCampaignItemMessageEndpoint,
  ({ send }) =>
    (id: number, body: ItemMessageRequest) =>
      send({ params: { id }, json: body }),
);

export const approveCampaignItemEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/approve',
  params,
  response: CampaignItemActionResponseSchema,
  access: access.company('retailerLike', 'campaignItem'),
});
/** Retailer approves an item whose creative is filled. */
export const approveCampaignItem = bindEndpoint(
  approveCampaignItemEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

export const rejectCampaignItemEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/reject',
  params,
  body: RejectItemRequestSchema,
  response: CampaignItemActionResponseSchema,
  access: access.company('retailerLike', 'campaignItem'),
});
/**
 * Retailer staff return the item's creative sent for approval (its creative, or its zip) to the
 * buyer, the note being the reason.
 */
export const rejectCampaignItem = bindEndpoint(
  rejectCampaignItemEndpoint,
  ({ send }) =>
    (id: number, note: string) =>
      send({ params: { id }, json: { note } }),
);

export const requestCampaignItemCheckEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/request-check',
  params,
  response: CampaignItemActionResponseSchema,
  access: access.company('buyers', 'campaignItem'),
});
/** The buyer sends the item's filled creative for approval. */
export const requestCampaignItemCheck = bindEndpoint(
  requestCampaignItemCheckEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

/** The form field of the creative zip upload. */
export const CREATIVE_ZIP_FIELD = 'file';

export const uploadCampaignItemCreativeZipEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/creative-zip',
  params,
  body: 'multipart',
  response: CampaignItemDetailSchema,
  access: access.company('campaignUsers', 'campaignItem'),
});
/**
 * The item's creative as one zip (application/zip), replacing an earlier one; `onProgress` follows
 * the upload. Answers the item as getCampaignItem does. A failure is an ApiError whose message is the
 * server's (spec 001 §8: show it, otherwise the generic error).
 */
export const uploadCampaignItemCreativeZip = bindEndpoint(
  uploadCampaignItemCreativeZipEndpoint,
  ({ path }) =>
    (id: number, file: Blob, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append(CREATIVE_ZIP_FIELD, file, file instanceof File ? file.name : 'creative.zip');
      return uploadForm(CampaignItemDetailSchema, path({ id }), form, options);
    },
);

/**
 * The download of the item's uploaded zip (retailer staff and impersonators): the browser follows the
 * link the server gives (sasInfo.zipCreativeURL, the activities list's zipCreativeURL).
 */
export const downloadCampaignItemCreativeZipEndpoint = endpoint({
  method: 'get',
  path: '/campaign-item/:id/creative-zip',
  params,
  response: 'binary',
  access: access.company('retailerLike', 'campaignItemWithZip'),
  caller: 'link',
});

export const changeCampaignItemOnlinePauseEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/change-online-pause',
  params: CampaignIdParamsSchema,
  response: CampaignItemActionResponseSchema,
  access: access.company('retailerLike', 'campaignItem'),
});
/** POST /campaign-item/{id}/change-online-pause: retailer toggles an item online ↔ paused. */
export const changeCampaignItemOnlinePause = bindEndpoint(
  changeCampaignItemOnlinePauseEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

export const getCampaignItemSasInfoEndpoint = endpoint({
  method: 'get',
  path: '/sas-info/campaign-item/:id',
  params: CampaignIdParamsSchema,
  response: CampaignItemSasInfoSchema,
  access: access.company('everyone', 'campaignItem'),
});
/** GET /sas-info/campaign-item/{id}: the item's ad-server links (flight and zip for retailer staff). */
export const getCampaignItemSasInfo = bindEndpoint(
  getCampaignItemSasInfoEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
