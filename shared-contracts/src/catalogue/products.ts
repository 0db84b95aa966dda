import * as v from 'valibot';
import { IdSchema, IdParamSchema, NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { NativeTypeSchema, RateTypeSchema } from './product-enums';

/** A targeting variable ("tag") value of a product, e.g. a banner position. */
export const ProductVariableValueSchema = v.object({
  id: IdSchema,
  /** The variable, e.g. "Pozice". */
  name: v.string(),
  /** The value shown to buyers, e.g. "Pozice 1". */
  value: v.string(),
  active: v.boolean(),
});
export type ProductVariableValue = v.InferOutput<typeof ProductVariableValueSchema>;

/** What an order form needs to know of a product's category. */
export const ProductCategoryRefSchema = v.object({
  id: IdSchema,
  title: v.string(),
  /** Items may start this many days after today at the earliest (not for flat rate). */
  minDaysBeforeStartDate: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Every target URL must begin with it; null allows any URL. */
  domainUrl: v.nullable(v.string()),
  /** The shop target products and landing pages come from. */
  target: v.nullable(NamedRefSchema),
});

/** An advertising product as buyers see it. Prices are CZK. */
export const ProductSchema = v.object({
  id: IdSchema,
  /** The ad-server name. */
  name: v.string(),
  title: v.nullable(v.string()),
  /** title, or name when there is no title: what the UI shows. */
  titleOrName: v.string(),
  description: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  /** Per week (flat rate), per 1000 impressions (CPM) or per click (CPC). */
  price: v.number(),
  /** The smallest order total, not enforced for flat rate nor for a retailer. */
  minAmount: v.number(),
  rateType: RateTypeSchema,
  active: v.boolean(),
  nativeFormat: v.boolean(),
  nativeType: NativeTypeSchema,
  checkAvails: v.boolean(),
  /** Items of a search product carry keywords (with nativeType topInSearch they are required). */
  searchTool: v.boolean(),
  auction: v.boolean(),
  multipleVariableValues: v.boolean(),
  defaultPosEnabled: v.boolean(),
  moreInfoUrl: v.nullable(v.string()),
  moreInfoUrlTitle: v.nullable(v.string()),
  sizeExternalId: v.nullable(v.number()),
  /** The card's picture from the image library (its 300×300 thumbnail), or null. */
  imageUrl: v.nullable(v.string()),
  category: ProductCategoryRefSchema,
  /** Active values only; an item needs one when the list is not empty. */
  variableValues: v.array(ProductVariableValueSchema),
  /** A flat-rate product with availability check: one booking per week and variable value. */
  hasAvailabilities: v.boolean(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductListSchema = v.array(ProductSchema);

export const ProductSearchQuerySchema = v.object({ phrase: SearchQuerySchema });
export const ProductIdParamsSchema = v.object({ id: IdParamSchema });

export const getProductsEndpoint = endpoint({
  method: 'get',
  path: '/products',
  response: ProductListSchema,
  access: access.shared(),
});
/** GET /products: the active products the caller may order (allowed categories only). */
export const getProducts = bindEndpoint(
  getProductsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const searchProductsEndpoint = endpoint({
  method: 'get',
  path: '/products/search',
  query: ProductSearchQuerySchema,
  response: ProductListSchema,
  access: access.shared(),
});
/** GET /products/search?phrase: products whose title, name or description contains the phrase. */
export const searchProducts = bindEndpoint(
  searchProductsEndpoint,
  ({ send }) =>
    (phrase: string) =>
      send({ searchParams: searchParamsOf({ phrase }) }),
);

export const getFlatRateProductsWithAvailabilitiesEndpoint = endpoint({
  method: 'get',
  path: '/products/flat-rate-with-availabilities',
  response: ProductListSchema,
  access: access.shared(),
});
/** GET /products/flat-rate-with-availabilities: products the availability view lists. */
export const getFlatRateProductsWithAvailabilities = bindEndpoint(
  getFlatRateProductsWithAvailabilitiesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getProductEndpoint = endpoint({
  method: 'get',
  path: '/products/:id',
  params: ProductIdParamsSchema,
  response: ProductSchema,
  access: access.shared('everyone'),
});
/** GET /products/{id}: 404 when it does not exist, is inactive or is not allowed to the caller. */
export const getProduct = bindEndpoint(
  getProductEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

/** Links to the product in the ad server (retailer only). */
export const ProductSasInfoSchema = v.object({ productURL: v.string(), productLineURL: v.string() });
export type ProductSasInfo = v.InferOutput<typeof ProductSasInfoSchema>;

export const getProductSasInfoEndpoint = endpoint({
  method: 'get',
  path: '/sas-info/products/:id',
  params: ProductIdParamsSchema,
  response: ProductSasInfoSchema,
  access: access.retailer('retailerStaff'),
});
/** GET /sas-info/products/{id} */
export const getProductSasInfo = bindEndpoint(
  getProductSasInfoEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
