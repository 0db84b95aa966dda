import * as v from 'valibot';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, NamedRefSchema } from '../common/primitives';
import { OptionalIdQuerySchema, SearchQuerySchema } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CreativeFormatFieldSchema, CreativeFormatSchema } from './creative-formats';
import {
  CREATIVE_NAME_MAX_LENGTH,
  CREATIVE_NOTE_MAX_LENGTH,
  CREATIVE_TEXT_MAX_LENGTH,
} from './creative-rules';
import { CreativeStateSchema } from './creative-states';

/** An uploaded file of a creative (an image, or any file a file field takes). */
export const CreativeFileSchema = v.object({
  id: IdSchema,
  name: v.string(),
  contentType: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  size: v.number(),
  /** Where the browser reads it (GET /creatives/media/{id} or /creatives/tmp-media/{id} under /api). */
  url: v.string(),
});
export type CreativeFile = v.InferOutput<typeof CreativeFileSchema>;

/** A field's value: the spec's item media (its id is the one of PUT /campaigns/media/{id}). */
export const CreativeFieldValueSchema = v.object({
  id: IdSchema,
  formatField: CreativeFormatFieldSchema,
  text: v.nullable(v.string()),
  file: v.nullable(CreativeFileSchema),
  filled: v.boolean(),
  /** Filled by converting the image of the field it converts from. */
  autoConverted: v.boolean(),
});
export type CreativeFieldValue = v.InferOutput<typeof CreativeFieldValueSchema>;

export const CreativeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  creativeState: CreativeStateSchema,
  /** The reject reason; the screens show it only when the creative is returned. */
  notes: v.nullable(v.string()),
  company: NamedRefSchema,
  product: v.object({ id: IdSchema, name: v.string(), nativeFormat: v.boolean() }),
  format: NamedRefSchema,
  fieldValues: v.array(CreativeFieldValueSchema),
  filled: v.boolean(),
  /** Display names of the required fields still empty. */
  missingFields: v.array(v.string()),
  /** Raised by every save that changes it. */
  version: v.number(),
  updatedAt: IsoDateTimeSchema,
  /** The items the creative is assigned to (those the caller may see). */
  campaignItems: v.array(v.object({ id: IdSchema, campaignId: IdSchema, name: v.string() })),
  canEdit: v.boolean(),
  canSendForCheck: v.boolean(),
  canReview: v.boolean(),
  /** The ad server's page of the creative (retailer staff only). */
  adServerCreativeURL: v.nullable(v.string()),
});
export type Creative = v.InferOutput<typeof CreativeSchema>;

export const CreativeSummarySchema = v.object({
  id: IdSchema,
  name: v.string(),
  creativeState: CreativeStateSchema,
  filled: v.boolean(),
  updatedAt: IsoDateTimeSchema,
  /** An image of the creative, for the picker's thumbnail. */
  previewUrl: v.nullable(v.string()),
});
export type CreativeSummary = v.InferOutput<typeof CreativeSummarySchema>;

export const SearchCreativesRequestSchema = v.object({
  search: SearchQuerySchema,
  productId: IdSchema,
  /** Whose creatives: required for retailer staff and agencies, a vendor's own otherwise. */
  companyId: v.optional(v.nullable(IdSchema)),
});
export type SearchCreativesRequest = v.InferInput<typeof SearchCreativesRequestSchema>;

/** GET /creatives/create/product/{id}: what a new creative of the product is made of. */
export const CreativeDraftSchema = v.object({
  product: v.object({ id: IdSchema, name: v.string(), nativeFormat: v.boolean() }),
  format: CreativeFormatSchema,
  /** The item's company when the draft is for an item. */
  company: v.nullable(NamedRefSchema),
  suggestedName: v.string(),
});
export type CreativeDraft = v.InferOutput<typeof CreativeDraftSchema>;

const CreativeNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('creative_name_required'),
  v.maxLength(CREATIVE_NAME_MAX_LENGTH),
);

export const FieldValueInputSchema = v.object({
  fieldId: IdSchema,
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(CREATIVE_TEXT_MAX_LENGTH)))),
  /** A file uploaded for this field (its id from an upload answer). */
  fileId: v.optional(v.nullable(IdSchema)),
});
export type FieldValueInput = v.InferInput<typeof FieldValueInputSchema>;

export const CreateCreativeRequestSchema = v.object({
  name: CreativeNameSchema,
  companyId: v.optional(v.nullable(IdSchema)),
  /** Assign the new creative to this item at once. */
  campaignItemId: v.optional(v.nullable(IdSchema)),
  fieldValues: v.pipe(v.array(FieldValueInputSchema), v.maxLength(100)),
});
export type CreateCreativeRequest = v.InferInput<typeof CreateCreativeRequestSchema>;

export const UpdateCreativeRequestSchema = v.object({
  name: CreativeNameSchema,
  fieldValues: v.pipe(v.array(FieldValueInputSchema), v.maxLength(100)),
});
export type UpdateCreativeRequest = v.InferInput<typeof UpdateCreativeRequestSchema>;

export const RejectCreativeRequestSchema = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('creative_note_required'),
    v.maxLength(CREATIVE_NOTE_MAX_LENGTH),
  ),
});

export const AssignCreativeRequestSchema = v.object({ creativeId: IdSchema });

/** One kept version of a creative, and what changed against the last approved or returned one. */
export const CreativeVersionValueSchema = v.object({
  fieldId: IdSchema,
  text: v.nullable(v.string()),
  file: v.nullable(CreativeFileSchema),
});

export const CreativeChangesSchema = v.object({
  /** The last version the retailer approved or returned; null when there is none yet. */
  since: v.nullable(
    v.object({ version: v.number(), state: CreativeStateSchema, at: IsoDateTimeSchema, name: v.string() }),
  ),
  nameChanged: v.boolean(),
  fields: v.array(
    v.object({
      field: CreativeFormatFieldSchema,
      before: v.nullable(CreativeVersionValueSchema),
      after: v.nullable(CreativeVersionValueSchema),
    }),
  ),
});
export type CreativeChanges = v.InferOutput<typeof CreativeChangesSchema>;

const byCreativeId = { params: IdParamsSchema } as const;

export const searchCreativesEndpoint = endpoint({
  method: 'post',
  path: '/creatives/search',
  body: SearchCreativesRequestSchema,
  response: v.array(CreativeSummarySchema),
  access: access.company('campaignUsers', 'company', 'body.companyId', { optional: true }),
});
/** POST /creatives/search: the company's creatives of the product's format. */
export const searchCreatives = bindEndpoint(
  searchCreativesEndpoint,
  ({ send }) =>
    (body: SearchCreativesRequest) =>
      send({ json: body }),
);

export const getCreativeEndpoint = endpoint({
  method: 'get',
  path: '/creatives/:id',
  ...byCreativeId,
  response: CreativeSchema,
  access: access.company('campaignUsers', 'creative'),
});
/** GET /creatives/{id} */
export const getCreative = bindEndpoint(
  getCreativeEndpoint,
  ({ send }) =>
    (id: number, init: { signal?: AbortSignal } = {}) =>
      send({ params: { id }, ...init }),
);

export const updateCreativeEndpoint = endpoint({
  method: 'put',
  path: '/creatives/:id',
  ...byCreativeId,
  body: UpdateCreativeRequestSchema,
  response: CreativeSchema,
  access: access.company('campaignUsers', 'creative'),
});
/** PUT /creatives/{id}: name and field values. */
export const updateCreative = bindEndpoint(
  updateCreativeEndpoint,
  ({ send }) =>
    (id: number, body: UpdateCreativeRequest) =>
      send({ params: { id }, json: body }),
);

export const CreativeDraftQuerySchema = v.object({ campaignItemId: OptionalIdQuerySchema });

export const getCreativeDraftEndpoint = endpoint({
  method: 'get',
  path: '/creatives/create/product/:id',
  params: IdParamsSchema,
  query: CreativeDraftQuerySchema,
  response: CreativeDraftSchema,
  access: access.company('campaignUsers', 'campaignItem', 'query.campaignItemId', { optional: true }),
});
/** GET /creatives/create/product/{id}?campaignItemId */
export const getCreativeDraft = bindEndpoint(
  getCreativeDraftEndpoint,
  ({ send }) =>
    (productId: number, campaignItemId?: number) =>
      send({ params: { id: productId }, searchParams: campaignItemId ? { campaignItemId } : {} }),
);

export const createCreativeEndpoint = endpoint({
  method: 'post',
  path: '/creatives/save/product/:id',
  params: IdParamsSchema,
  body: CreateCreativeRequestSchema,
  response: CreativeSchema,
  access: access.company('campaignUsers', 'company', 'body.companyId', { optional: true }),
});
/** POST /creatives/save/product/{id}: a new creative of the product, assigned to the item if one is given. */
export const createCreative = bindEndpoint(
  createCreativeEndpoint,
  ({ send }) =>
    (productId: number, body: CreateCreativeRequest) =>
      send({ params: { id: productId }, json: body }),
);

export const requestCreativeCheckEndpoint = endpoint({
  method: 'post',
  path: '/creatives/:id/request-check',
  ...byCreativeId,
  response: CreativeSchema,
  access: access.company('buyers', 'creative'),
});
/** POST /creatives/{id}/request-check */
export const requestCreativeCheck = bindEndpoint(
  requestCreativeCheckEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const approveCreativeEndpoint = endpoint({
  method: 'post',
  path: '/creatives/:id/approve',
  ...byCreativeId,
  response: CreativeSchema,
  access: access.company('retailerLike', 'creative'),
});
/** POST /creatives/{id}/approve (retailer staff; the note must be empty) */
export const approveCreative = bindEndpoint(
  approveCreativeEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const rejectCreativeEndpoint = endpoint({
  method: 'post',
  path: '/creatives/:id/reject',
  ...byCreativeId,
  body: RejectCreativeRequestSchema,
  response: CreativeSchema,
  access: access.company('retailerLike', 'creative'),
});
/** POST /creatives/{id}/reject: returned to the buyer with the note as its reason. */
export const rejectCreative = bindEndpoint(
  rejectCreativeEndpoint,
  ({ send }) =>
    (id: number, note: string) =>
      send({ params: { id }, json: { note } }),
);

export const getCreativeChangesEndpoint = endpoint({
  method: 'get',
  path: '/creatives/:id/changes',
  ...byCreativeId,
  response: CreativeChangesSchema,
  access: access.company('campaignUsers', 'creative'),
});
/** GET /creatives/{id}/changes: what changed since the last approved or returned version. */
export const getCreativeChanges = bindEndpoint(
  getCreativeChangesEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
