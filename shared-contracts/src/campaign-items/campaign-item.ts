import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { call, NoContentSchema } from '../http/client';
import { uploadForm, type UploadOptions } from '../http/upload';
import { RateTypeSchema, NativeTypeSchema } from '../catalogue/product-enums';
import { CampaignStateSchema, CAMPAIGN_ITEM_STATE_IDENTIFIERS } from '../campaigns/campaign-states';
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

/** GET /campaign-item/{id} */
export const getCampaignItem = (id: number, init: { signal?: AbortSignal } = {}) =>
  call(CampaignItemDetailSchema, 'get', `/campaign-item/${id}`, init);

/** DELETE /campaign-item/{id} */
export const deleteCampaignItem = (id: number) => call(NoContentSchema, 'delete', `/campaign-item/${id}`);

/** PUT /campaign-item/{id}/message: the retailer's message to the buyer (empty clears it). */
export const updateCampaignItemMessage = (id: number, body: ItemMessageRequest) =>
  call(CampaignItemActionResponseSchema, 'put', `/campaign-item/${id}/message`, { json: body });

/** POST /campaign-item/{id}/approve: retailer approves an item whose creative is filled. */
export const approveCampaignItem = (id: number) =>
  call(CampaignItemActionResponseSchema, 'post', `/campaign-item/${id}/approve`, { json: {} });

/**
 * POST /campaign-item/{id}/reject {note}: retailer staff return the item's creative sent for approval
 * (its creative, or its zip) to the buyer, the note being the reason.
 */
export const rejectCampaignItem = (id: number, note: string) =>
  call(CampaignItemActionResponseSchema, 'post', `/campaign-item/${id}/reject`, { json: { note } });

/** POST /campaign-item/{id}/request-check: the buyer sends the item's filled creative for approval. */
export const requestCampaignItemCheck = (id: number) =>
  call(CampaignItemActionResponseSchema, 'post', `/campaign-item/${id}/request-check`, { json: {} });

/** The form field of the creative zip upload. */
export const CREATIVE_ZIP_FIELD = 'file';

/**
 * POST /campaign-item/{id}/creative-zip: the item's creative as one zip (application/zip), replacing an
 * earlier one; `onProgress` follows the upload. Answers the item as getCampaignItem does. A failure is
 * an ApiError whose message is the server's (spec 001 §8: show it, otherwise the generic error).
 */
export const uploadCampaignItemCreativeZip = (id: number, file: Blob, options: UploadOptions = {}) => {
  const form = new FormData();
  form.append(CREATIVE_ZIP_FIELD, file, file instanceof File ? file.name : 'creative.zip');
  return uploadForm(CampaignItemDetailSchema, `/campaign-item/${id}/creative-zip`, form, options);
};

/** POST /campaign-item/{id}/change-online-pause: retailer toggles an item online ↔ paused. */
export const changeCampaignItemOnlinePause = (id: number) =>
  call(CampaignItemActionResponseSchema, 'post', `/campaign-item/${id}/change-online-pause`, { json: {} });

/** GET /sas-info/campaign-item/{id}: the item's ad-server links (flight and zip for retailer staff). */
export const getCampaignItemSasInfo = (id: number) =>
  call(CampaignItemSasInfoSchema, 'get', `/sas-info/campaign-item/${id}`);
