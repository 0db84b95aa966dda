import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { IdSchema, nullableText } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CategoryTranslationsSchema } from './catalogue-translations';
import { ProductCategoryIdParamsSchema, ProductCategorySchema, type ProductCategory } from './categories';

export const CATEGORY_TITLE_MAX_LENGTH = 200;
export const CATEGORY_TEXT_MAX_LENGTH = 2_000;
export const CATEGORY_URL_MAX_LENGTH = 500;
/** How far ahead a category may push the earliest start of its items (a year is plenty). */
export const CATEGORY_MIN_DAYS_MAX = 365;

/**
 * Spec 001 §5 "Catalogue administration": a category's domainUrl may be empty; otherwise it starts
 * with http or https and names a host ('URL must be valid'). The same check in the browser and the API.
 */
export function isValidDomainUrl(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/**
 * PUT /categories/create (administrators): the card of the category settings. Title required;
 * domainUrl empty or an http(s) URL with a host; minDaysBeforeStartDate a whole number of at least 0.
 * Every field is required (clearing is an explicit null).
 */
export const CategoryRequestSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('category_title_required'),
    v.maxLength(CATEGORY_TITLE_MAX_LENGTH),
  ),
  description: nullableText(CATEGORY_TEXT_MAX_LENGTH),
  shortDescription: nullableText(CATEGORY_TEXT_MAX_LENGTH),
  minDaysBeforeStartDate: v.pipe(
    v.number(),
    v.integer('category_min_days_invalid'),
    v.minValue(0, 'category_min_days_invalid'),
    v.maxValue(CATEGORY_MIN_DAYS_MAX, 'category_min_days_invalid'),
  ),
  active: v.boolean(),
  internal: v.boolean(),
  autoPauseFlight: v.boolean(),
  domainUrl: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CATEGORY_URL_MAX_LENGTH),
      v.check(isValidDomainUrl, 'category_domain_url_invalid'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  /** The shop its items lead to (target products and landing pages come from it). */
  targetId: v.nullable(IdSchema),
  sasName: nullableText(CATEGORY_TITLE_MAX_LENGTH),
  /** English and Polish texts, replacing the saved ones. */
  translations: CategoryTranslationsSchema,
});
export type CategoryRequest = v.InferInput<typeof CategoryRequestSchema>;

/** PUT /categories/{id} (administrators): the card's fields and the version the card read. */
export const CategoryUpdateRequestSchema = v.object({
  ...CategoryRequestSchema.entries,
  version: EditVersionSchema,
});
export type CategoryUpdateRequest = v.InferInput<typeof CategoryUpdateRequestSchema>;

/** PUT /categories-position: every category's id, in the product list's new order. */
export const CategoryPositionsRequestSchema = v.object({
  productCategoriesOrder: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(10_000)),
});

export const createCategoryEndpoint = endpoint({
  method: 'put',
  path: '/categories/create',
  body: CategoryRequestSchema,
  response: ProductCategorySchema,
  access: access.administrator(),
});
/** PUT /categories/create (administrators) */
export const createCategory = bindEndpoint(
  createCategoryEndpoint,
  ({ send }) =>
    (body: CategoryRequest): Promise<ProductCategory> =>
      send({ json: body }),
);

export const updateCategoryEndpoint = endpoint({
  method: 'put',
  path: '/categories/:id',
  params: ProductCategoryIdParamsSchema,
  body: CategoryUpdateRequestSchema,
  response: ProductCategorySchema,
  access: access.administrator(),
});
/** PUT /categories/{id} (administrators) */
export const updateCategory = bindEndpoint(
  updateCategoryEndpoint,
  ({ send }) =>
    (id: number, body: CategoryUpdateRequest): Promise<ProductCategory> =>
      send({ params: { id }, json: body }),
);

export const deleteCategoryEndpoint = endpoint({
  method: 'delete',
  path: '/categories/:id',
  params: ProductCategoryIdParamsSchema,
  response: 'empty',
  status: 204,
  access: access.administrator(),
});
/** DELETE /categories/{id} (administrators; 409 while it has products) */
export const deleteCategory = bindEndpoint(
  deleteCategoryEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const saveCategoryPositionsEndpoint = endpoint({
  method: 'put',
  path: '/categories-position',
  body: CategoryPositionsRequestSchema,
  response: v.array(ProductCategorySchema),
  access: access.administrator(),
});
/** PUT /categories-position (administrators): the categories in their new order, as saved. */
export const saveCategoryPositions = bindEndpoint(
  saveCategoryPositionsEndpoint,
  ({ send }) =>
    (productCategoriesOrder: number[]) =>
      send({ json: { productCategoriesOrder } }),
);
