import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { IdSchema, NamedRefSchema, nullableText } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { ProductTranslationsSchema } from './catalogue-translations';
import { isValidDomainUrl } from './category-admin';
import { NATIVE_TYPES, NativeTypeSchema, PRODUCT_ICON_NAMES, RateTypeSchema } from './product-enums';
import { ProductIdParamsSchema } from './products';

export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5_000;
/** Prices and budgets are CZK with at most two decimals, below a billion. */
export const PRODUCT_MONEY_MAX = 999_999_999;

/** What product settings warn about (spec 001 §5): the ad server needs both to deliver. */
export const PRODUCT_SETTINGS_WARNINGS = ['sizeExternalIdMissing', 'creativeFormatMissing'] as const;
export type ProductSettingsWarning = (typeof PRODUCT_SETTINGS_WARNINGS)[number];

/** A row of the read-only product settings list (spec 000 §2 "Product settings"). */
export const ProductSettingsRowSchema = v.object({
  id: IdSchema,
  /** The ad server (SAS) name. */
  name: v.string(),
  title: v.nullable(v.string()),
  category: v.object({ id: IdSchema, title: v.string() }),
  rateType: RateTypeSchema,
  price: v.number(),
  active: v.boolean(),
});
export type ProductSettingsRow = v.InferOutput<typeof ProductSettingsRowSchema>;

/** Every field of the product detail (spec 000 §2 "Product settings"), with its warnings. */
export const ProductSettingsSchema = v.object({
  id: IdSchema,
  name: v.string(),
  title: v.nullable(v.string()),
  active: v.boolean(),
  description: v.nullable(v.string()),
  categoryId: IdSchema,
  creativeFormatId: v.nullable(IdSchema),
  /** The format by name, for the screen (the save names it by `creativeFormatId`). */
  creativeFormat: v.nullable(NamedRefSchema),
  sizeExternalId: v.nullable(v.number()),
  rateType: RateTypeSchema,
  price: v.number(),
  minAmount: v.number(),
  checkAvails: v.boolean(),
  defaultPosEnabled: v.boolean(),
  multipleVariableValues: v.boolean(),
  auction: v.boolean(),
  searchTool: v.boolean(),
  nativeFormat: v.boolean(),
  nativeType: NativeTypeSchema,
  icon: v.nullable(v.string()),
  moreInfoUrl: v.nullable(v.string()),
  moreInfoUrlTitle: v.nullable(v.string()),
  imageId: v.nullable(IdSchema),
  /** The card's picture from the image library, for the screen (the save names it by `imageId`). */
  image: v.nullable(v.object({ id: IdSchema, url: v.string(), thumbUrl: v.string() })),
  warnings: v.array(v.picklist(PRODUCT_SETTINGS_WARNINGS)),
  /** The storefront title and description in English and Polish (Czech: title, description). */
  translations: ProductTranslationsSchema,
  version: v.number(),
});
export type ProductSettings = v.InferOutput<typeof ProductSettingsSchema>;

/**
 * A price or budget: CZK from 0 to PRODUCT_MONEY_MAX with at most two decimals. The cents are
 * compared with a tolerance: 19.99 × 100 is 1998.9999999999998 in floating point.
 */
export function isValidMoney(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > PRODUCT_MONEY_MAX) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const money = (code: string) => v.pipe(v.number(code), v.check(isValidMoney, code));

/**
 * PUT /products/{id} (administrators; spec 001 §5 "Product settings"): save needs the storefront
 * name (title) and a category. Turning the availability check off turns the default position off
 * (the API does it too); a banner has no native type. Changing the price changes only what is
 * ordered from then on: ordered items keep their unit price. Every field of the edit answer that is
 * saved is required (clearing is an explicit null), and `version` is the one the form read.
 */
export const ProductSettingsRequestSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('product_title_required'),
    v.maxLength(PRODUCT_TITLE_MAX_LENGTH),
  ),
  active: v.boolean(),
  description: nullableText(PRODUCT_DESCRIPTION_MAX_LENGTH),
  categoryId: v.pipe(
    v.number('product_category_required'),
    v.integer(),
    v.minValue(1, 'product_category_required'),
  ),
  creativeFormatId: v.nullable(IdSchema),
  sizeExternalId: v.nullable(
    v.pipe(
      v.number(),
      v.integer('product_size_invalid'),
      v.minValue(1, 'product_size_invalid'),
      v.maxValue(2_147_483_647, 'product_size_invalid'),
    ),
  ),
  price: money('product_price_invalid'),
  minAmount: money('product_min_amount_invalid'),
  checkAvails: v.boolean(),
  defaultPosEnabled: v.boolean(),
  multipleVariableValues: v.boolean(),
  auction: v.boolean(),
  nativeFormat: v.boolean(),
  nativeType: v.picklist(NATIVE_TYPES),
  icon: v.nullable(v.picklist(PRODUCT_ICON_NAMES, 'product_icon_invalid')),
  moreInfoUrl: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(1_000),
      v.check(isValidDomainUrl, 'product_more_info_url_invalid'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  moreInfoUrlTitle: nullableText(PRODUCT_TITLE_MAX_LENGTH),
  imageId: v.nullable(IdSchema),
  /** English and Polish texts, replacing the saved ones. */
  translations: ProductTranslationsSchema,
  version: EditVersionSchema,
});
export type ProductSettingsRequest = v.InferInput<typeof ProductSettingsRequestSchema>;

export const listProductSettingsEndpoint = endpoint({
  method: 'get',
  path: '/product-settings',
  response: v.array(ProductSettingsRowSchema),
  access: access.administrator(),
});
/** GET /product-settings (administrators): every product, also inactive, in product-list order. */
export const listProductSettings = bindEndpoint(
  listProductSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getProductSettingsEndpoint = endpoint({
  method: 'get',
  path: '/products/:id/edit',
  params: ProductIdParamsSchema,
  response: ProductSettingsSchema,
  access: access.administrator(),
});
/** GET /products/{id}/edit (administrators) */
export const getProductSettings = bindEndpoint(
  getProductSettingsEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const updateProductSettingsEndpoint = endpoint({
  method: 'put',
  path: '/products/:id',
  params: ProductIdParamsSchema,
  body: ProductSettingsRequestSchema,
  response: ProductSettingsSchema,
  access: access.administrator(),
});
/** PUT /products/{id} (administrators) */
export const updateProductSettings = bindEndpoint(
  updateProductSettingsEndpoint,
  ({ send }) =>
    (id: number, body: ProductSettingsRequest) =>
      send({ params: { id }, json: body }),
);
