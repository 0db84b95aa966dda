import * as v from 'valibot';
import { call } from '../http/client';
import { IdSchema, IsoDateTimeSchema, NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema } from '../common/query';
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

/** POST /creatives/search: the company's creatives of the product's format. */
export const searchCreatives = (body: SearchCreativesRequest) =>
  call(v.array(CreativeSummarySchema), 'post', '/creatives/search', { json: body });

/** GET /creatives/{id} */
export const getCreative = (id: number, init: { signal?: AbortSignal } = {}) =>
  call(CreativeSchema, 'get', `/creatives/${id}`, init);

/** PUT /creatives/{id}: name and field values. */
export const updateCreative = (id: number, body: UpdateCreativeRequest) =>
  call(CreativeSchema, 'put', `/creatives/${id}`, { json: body });

/** GET /creatives/create/product/{id}?campaignItemId */
export const getCreativeDraft = (productId: number, campaignItemId?: number) =>
  call(CreativeDraftSchema, 'get', `/creatives/create/product/${productId}`, {
    searchParams: campaignItemId ? { campaignItemId } : {},
  });

/** POST /creatives/save/product/{id}: a new creative of the product, assigned to the item if one is given. */
export const createCreative = (productId: number, body: CreateCreativeRequest) =>
  call(CreativeSchema, 'post', `/creatives/save/product/${productId}`, { json: body });

/** POST /creatives/{id}/request-check */
export const requestCreativeCheck = (id: number) =>
  call(CreativeSchema, 'post', `/creatives/${id}/request-check`);

/** POST /creatives/{id}/approve (retailer staff; the note must be empty) */
export const approveCreative = (id: number) => call(CreativeSchema, 'post', `/creatives/${id}/approve`);

/** POST /creatives/{id}/reject: returned to the buyer with the note as its reason. */
export const rejectCreative = (id: number, note: string) =>
  call(CreativeSchema, 'post', `/creatives/${id}/reject`, { json: { note } });

/** GET /creatives/{id}/changes: what changed since the last approved or returned version. */
export const getCreativeChanges = (id: number) =>
  call(CreativeChangesSchema, 'get', `/creatives/${id}/changes`);
