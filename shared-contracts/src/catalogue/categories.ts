import * as v from 'valibot';
import { IdParamSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CategoryTranslationsSchema } from './catalogue-translations';
import { ProductSchema } from './products';

/** An advertising product category (a group on the product list). */
export const ProductCategorySchema = v.object({
  id: IdSchema,
  title: v.string(),
  description: v.nullable(v.string()),
  shortDescription: v.nullable(v.string()),
  minDaysBeforeStartDate: v.pipe(v.number(), v.integer(), v.minValue(0)),
  active: v.boolean(),
  internal: v.boolean(),
  autoPauseFlight: v.boolean(),
  domainUrl: v.nullable(v.string()),
  targetId: v.nullable(IdSchema),
  /** The shop by name, for the screens (the save names it by `targetId`). */
  target: v.nullable(NamedRefSchema),
  sasName: v.nullable(v.string()),
  position: v.number(),
  /** Ids of its products (all, also inactive). */
  productIds: v.array(IdSchema),
  /** Its texts in English and Polish (the settings screens edit them; the product list shows them). */
  translations: CategoryTranslationsSchema,
  /** The edit version (common/edit-version.ts). */
  version: v.number(),
});
export type ProductCategory = v.InferOutput<typeof ProductCategorySchema>;

/** A category with the active products the caller may order, as the product list shows it. */
export const ActiveProductCategorySchema = v.object({
  ...v.omit(ProductCategorySchema, ['productIds', 'translations']).entries,
  products: v.array(ProductSchema),
});
export type ActiveProductCategory = v.InferOutput<typeof ActiveProductCategorySchema>;

export const ProductCategoryIdParamsSchema = v.object({ id: IdParamSchema });

export const getCategoriesEndpoint = endpoint({
  method: 'get',
  path: '/categories',
  response: v.array(ProductCategorySchema),
  access: access.shared(),
});
/** GET /categories: every category (buyers: the active, non-internal ones they may order from). */
export const getCategories = bindEndpoint(
  getCategoriesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getActiveCategoriesEndpoint = endpoint({
  method: 'get',
  path: '/categories/active',
  response: v.array(ActiveProductCategorySchema),
  access: access.shared(),
});
/** GET /categories/active: active categories, in order, each with its active products; empty ones left out. */
export const getActiveCategories = bindEndpoint(
  getActiveCategoriesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getUserCategoriesEndpoint = endpoint({
  method: 'get',
  path: '/user-categories',
  response: v.array(NamedRefSchema),
  access: access.self(),
});
/** GET /user-categories: the categories the caller may order from (all when none are set). */
export const getUserCategories = bindEndpoint(
  getUserCategoriesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getCategoryEndpoint = endpoint({
  method: 'get',
  path: '/categories/:id',
  params: ProductCategoryIdParamsSchema,
  response: ProductCategorySchema,
  access: access.shared('everyone'),
});
/** GET /categories/{id} */
export const getCategory = bindEndpoint(
  getCategoryEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
