import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { IdParamSchema, IdParamsSchema, IdSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { PageQueryEntries, searchParamsOf, SearchQuerySchema } from '../common/query';

/** A field of a creative format is a text or a file (spec 000 §3 "Item media"). */
export const FIELD_MEDIA_TYPES = ['text', 'file'] as const;
export type FieldMediaType = (typeof FIELD_MEDIA_TYPES)[number];

/** What a text field holds (spec 000 §3 "Field types"): product-shop-data is filled by the shop, not the buyer. */
export const TEXT_MEDIA_TYPES = ['text', 'number', 'sku', 'product-shop-data'] as const;
export type TextMediaType = (typeof TEXT_MEDIA_TYPES)[number];

export const RESTRICTION_TYPES = [
  'text_max_len',
  'image_format',
  'image_width',
  'image_height',
  'image_byte_size',
  'number_type',
  'number_min',
  'number_max',
  'number_step',
  'sku_count',
  'sku_count_max',
] as const;
export type RestrictionType = (typeof RESTRICTION_TYPES)[number];

/** The image formats a file field may ask for (spec 001 §5 "Image formats offered"). */
export const IMAGE_FORMATS = ['JPEG', 'PNG', 'WEBP'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What a file field's image is converted to from its convert-from field. */
export const CONVERSION_FORMATS = ['none', 'png', 'jpg', 'webp'] as const;
export type ConversionFormat = (typeof CONVERSION_FORMATS)[number];

export const NUMBER_TYPES = ['Int', 'Float'] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];

/** A text in each language of the portal; the answers also give the caller's own. */
export const LocalizedTextSchema = v.object({
  cs: v.pipe(v.string(), v.trim(), v.maxLength(500)),
  en: v.pipe(v.string(), v.trim(), v.maxLength(500)),
  pl: v.pipe(v.string(), v.trim(), v.maxLength(500)),
});
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/**
 * One restriction of a field, as the spec's restrictionDetails list it: a type and its value as
 * text ('970' pixels, '153600' bytes, 'PNG' (one entry per allowed format), 'Int', '0.01').
 */
export const RestrictionSchema = v.object({
  type: v.picklist(RESTRICTION_TYPES),
  value: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50)),
});
export type Restriction = v.InferOutput<typeof RestrictionSchema>;

export const CreativeFormatFieldSchema = v.object({
  id: IdSchema,
  /** The technical name (the ad server's). */
  name: v.string(),
  mediaType: v.picklist(FIELD_MEDIA_TYPES),
  /** For text fields; null for files. */
  textMediaType: v.nullable(v.picklist(TEXT_MEDIA_TYPES)),
  required: v.boolean(),
  /** In the caller's language (falls back to Czech, then the name). */
  displayName: v.string(),
  displayDescription: v.nullable(v.string()),
  displayNames: LocalizedTextSchema,
  descriptions: LocalizedTextSchema,
  restrictions: v.array(RestrictionSchema),
  /** A file field filled automatically by converting this other file field's image. */
  convertFromId: v.nullable(IdSchema),
  conversionFormat: v.picklist(CONVERSION_FORMATS),
});
export type CreativeFormatField = v.InferOutput<typeof CreativeFormatFieldSchema>;

/** A field in its format's list: `convertFromIndex` names the convert-from field as the save does. */
export const CreativeFormatListedFieldSchema = v.object({
  ...CreativeFormatFieldSchema.entries,
  /** The position of the `convertFromId` field in the format's `fields`. */
  convertFromIndex: v.nullable(v.number()),
});

export const CreativeFormatSchema = v.object({
  id: IdSchema,
  name: v.string(),
  fields: v.array(CreativeFormatListedFieldSchema),
  /** The products that use the format, by name. */
  products: v.array(v.object({ id: IdSchema, name: v.string() })),
  /** The edit version (common/edit-version.ts). */
  version: v.number(),
});
export type CreativeFormat = v.InferOutput<typeof CreativeFormatSchema>;

export const CreativeFormatSummarySchema = v.object({
  id: IdSchema,
  name: v.string(),
  fieldsCount: v.number(),
  productsCount: v.number(),
});
export type CreativeFormatSummary = v.InferOutput<typeof CreativeFormatSummarySchema>;

export const CreativeFormatPageSchema = v.object({
  items: v.array(CreativeFormatSummarySchema),
  totalCount: v.number(),
});

/** The creative format list's page size (spec 001 §9). */
export const CREATIVE_FORMAT_PAGE_SIZE = 20;

export const CreativeFormatFilterQuerySchema = v.object({
  search: SearchQuerySchema,
  ...PageQueryEntries,
});

const NameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('field_required'), v.maxLength(100));

/**
 * One field of PUT /creatives/formats/{id}: an existing one by id, a new one without (absent or null
 * id). Every other key is required, as the format's edit answer has it.
 */
export const CreativeFormatFieldInputSchema = v.object({
  id: v.optional(v.nullable(IdSchema)),
  name: NameSchema,
  mediaType: v.picklist(FIELD_MEDIA_TYPES),
  textMediaType: v.nullable(v.picklist(TEXT_MEDIA_TYPES)),
  required: v.boolean(),
  displayNames: LocalizedTextSchema,
  descriptions: LocalizedTextSchema,
  restrictions: v.pipe(v.array(RestrictionSchema), v.maxLength(30)),
  /** Names the convert-from field by its position in `fields` (new fields have no id yet). */
  convertFromIndex: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  conversionFormat: v.picklist(CONVERSION_FORMATS),
});

export const UpdateCreativeFormatRequestSchema = v.object({
  name: NameSchema,
  fields: v.pipe(v.array(CreativeFormatFieldInputSchema), v.minLength(1), v.maxLength(100)),
  /**
   * The administrator has been told which products use the format and still removes a required
   * field: without it such a save is refused (409 creative_format_required_field_removed).
   */
  confirmRequiredFieldRemoval: v.optional(v.boolean(), false),
  version: EditVersionSchema,
});
export type UpdateCreativeFormatRequest = v.InferInput<typeof UpdateCreativeFormatRequestSchema>;

export const FormatFieldParamsSchema = v.object({ id: IdParamSchema, fieldId: IdParamSchema });
export const RestrictionTypeQuerySchema = v.object({ type: v.optional(v.picklist(RESTRICTION_TYPES)) });

export const CreativeFormatOptionSchema = v.object({ id: IdSchema, name: v.string() });

export const listCreativeFormatsEndpoint = endpoint({
  method: 'get',
  path: '/creatives/formats',
  response: v.array(CreativeFormatOptionSchema),
  access: access.shared(),
});
/** GET /creatives/formats: every format, by name. */
export const listCreativeFormats = bindEndpoint(
  listCreativeFormatsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const filterCreativeFormatsEndpoint = endpoint({
  method: 'get',
  path: '/creatives/formats/filter',
  query: CreativeFormatFilterQuerySchema,
  response: CreativeFormatPageSchema,
  access: access.administrator(),
});
/** GET /creatives/formats/filter: a page of formats whose name contains the text. */
export const filterCreativeFormats = bindEndpoint(
  filterCreativeFormatsEndpoint,
  ({ send }) =>
    (
      query: { search?: string; firstResult: number; maxResults: number },
      init: { signal?: AbortSignal } = {},
    ) =>
      send({ searchParams: searchParamsOf(query), ...init }),
);

export const getCreativeFormatEndpoint = endpoint({
  method: 'get',
  path: '/creatives/formats/:id',
  params: IdParamsSchema,
  response: CreativeFormatSchema,
  access: access.shared('everyone'),
});
/** GET /creatives/formats/{id} */
export const getCreativeFormat = bindEndpoint(
  getCreativeFormatEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const updateCreativeFormatEndpoint = endpoint({
  method: 'put',
  path: '/creatives/formats/:id',
  params: IdParamsSchema,
  body: UpdateCreativeFormatRequestSchema,
  response: CreativeFormatSchema,
  access: access.administrator(),
});
/** PUT /creatives/formats/{id} (administrators) */
export const updateCreativeFormat = bindEndpoint(
  updateCreativeFormatEndpoint,
  ({ send }) =>
    (id: number, body: UpdateCreativeFormatRequest) =>
      send({ params: { id }, json: body }),
);

export const getFieldRestrictionsEndpoint = endpoint({
  method: 'get',
  path: '/creatives/formats/:id/fields/:fieldId/restrictions',
  params: FormatFieldParamsSchema,
  query: RestrictionTypeQuerySchema,
  response: v.array(RestrictionSchema),
  access: access.shared('everyone'),
});
/** GET /creatives/formats/{id}/fields/{fieldId}/restrictions?type */
export const getFieldRestrictions = bindEndpoint(
  getFieldRestrictionsEndpoint,
  ({ send }) =>
    (id: number, fieldId: number, type?: RestrictionType) =>
      send({ params: { id, fieldId }, searchParams: type ? { type } : {} }),
);

/** The restrictions of a field read as numbers and lists (the UI's rules and the server's checks). */
export interface FieldRules {
  maxLength?: number;
  imageFormats?: ImageFormat[];
  width?: number;
  height?: number;
  maxBytes?: number;
  numberType?: NumberType;
  min?: number;
  max?: number;
  step?: number;
  skuMin?: number;
  skuMax?: number;
}

export function fieldRules(restrictions: readonly Restriction[]): FieldRules {
  const rules: FieldRules = {};
  const number = (value: string) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  };
  for (const { type, value } of restrictions) {
    switch (type) {
      case 'text_max_len':
        rules.maxLength = number(value);
        break;
      case 'image_format': {
        const format = value.toUpperCase() === 'JPG' ? 'JPEG' : value.toUpperCase();
        if ((IMAGE_FORMATS as readonly string[]).includes(format))
          rules.imageFormats = [...(rules.imageFormats ?? []), format as ImageFormat];
        break;
      }
      case 'image_width':
        rules.width = number(value);
        break;
      case 'image_height':
        rules.height = number(value);
        break;
      case 'image_byte_size':
        rules.maxBytes = number(value);
        break;
      case 'number_type':
        rules.numberType = value === 'Int' ? 'Int' : 'Float';
        break;
      case 'number_min':
        rules.min = number(value);
        break;
      case 'number_max':
        rules.max = number(value);
        break;
      case 'number_step':
        rules.step = number(value);
        break;
      case 'sku_count':
        rules.skuMin = number(value);
        break;
      case 'sku_count_max':
        rules.skuMax = number(value);
        break;
    }
  }
  // Spec 001 §5: the number step is 1 for Int and 0.01 otherwise.
  if (rules.step === undefined && rules.numberType) rules.step = rules.numberType === 'Int' ? 1 : 0.01;
  return rules;
}
