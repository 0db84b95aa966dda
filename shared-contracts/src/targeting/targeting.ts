import * as v from 'valibot';
import { IdParamSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { OptionalIdQuerySchema, SearchQuerySchema, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

/** A shop of the retailer that ads lead to. */
export const TargetSchema = v.object({ id: IdSchema, name: v.string(), domainUrl: v.string() });
export type Target = v.InferOutput<typeof TargetSchema>;

/** A product of a shop's catalogue that a native item promotes or an ad leads to. */
export const TargetProductSchema = v.object({
  id: IdSchema,
  targetId: IdSchema,
  /** The SKU. */
  externalIdentifier: v.string(),
  name: v.string(),
  /** "name (SKU)" */
  nameWithSku: v.string(),
  url: v.string(),
  brand: v.nullable(NamedRefSchema),
  category: v.nullable(NamedRefSchema),
});
export type TargetProduct = v.InferOutput<typeof TargetProductSchema>;

/** At most this many target products come back from a search. */
export const TARGET_PRODUCT_SEARCH_LIMIT = 20;

export const TargetSearchQuerySchema = v.object({ name: SearchQuerySchema });

/** Who the product is for: its allowed brands limit what may be promoted. */
const AdvertiserQueryEntries = {
  targetId: IdParamSchema,
  advertiserCompanyId: OptionalIdQuerySchema,
  advertiserCompanyContactId: OptionalIdQuerySchema,
};

export const TargetProductSearchQuerySchema = v.object({
  ...AdvertiserQueryEntries,
  name: SearchQuerySchema,
});
export const TargetProductValidateQuerySchema = v.object({
  ...AdvertiserQueryEntries,
  targetProductId: IdParamSchema,
});
export const TargetProductByUrlQuerySchema = v.object({
  targetId: IdParamSchema,
  url: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
});
export const TargetProductBySkuQuerySchema = v.object({
  targetId: IdParamSchema,
  sku: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});

export interface AdvertiserRef {
  targetId: number;
  advertiserCompanyId?: number | null;
  advertiserCompanyContactId?: number | null;
}

export const getTargetsEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target',
  response: v.array(TargetSchema),
  access: access.shared(),
});
/** GET /targeting/target: the active shops. */
export const getTargets = bindEndpoint(
  getTargetsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const searchTargetsEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target/search',
  query: TargetSearchQuerySchema,
  response: v.array(TargetSchema),
  access: access.shared(),
});
/** GET /targeting/target/search?name */
export const searchTargets = bindEndpoint(
  searchTargetsEndpoint,
  ({ send }) =>
    (name: string) =>
      send({ searchParams: searchParamsOf({ name }) }),
);

/** The advertiser (optional: the caller's own company otherwise) whose allowed brands limit the answer. */
const byAdvertiser = access.company('everyone', 'company', 'query.advertiserCompanyId', { optional: true });

export const searchTargetProductsEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target-product/search',
  query: TargetProductSearchQuerySchema,
  response: v.array(TargetProductSchema),
  access: byAdvertiser,
});
/** GET /targeting/target-product/search: products whose name or SKU contains the text, of allowed brands. */
export const searchTargetProducts = bindEndpoint(
  searchTargetProductsEndpoint,
  ({ send }) =>
    (query: AdvertiserRef & { name: string }, init: { signal?: AbortSignal } = {}) =>
      send({ searchParams: searchParamsOf({ ...query }), ...init }),
);

export const TargetProductValidationSchema = v.object({
  valid: v.boolean(),
  targetProduct: v.nullable(TargetProductSchema),
});
export type TargetProductValidation = v.InferOutput<typeof TargetProductValidationSchema>;

export const validateTargetProductEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target-product/validate',
  query: TargetProductValidateQuerySchema,
  response: TargetProductValidationSchema,
  access: byAdvertiser,
});
/** GET /targeting/target-product/validate: whether the advertiser may promote this product. */
export const validateTargetProduct = bindEndpoint(
  validateTargetProductEndpoint,
  ({ send }) =>
    (query: AdvertiserRef & { targetProductId: number }) =>
      send({ searchParams: searchParamsOf({ ...query }) }),
);

export const findTargetProductByUrlEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target-product/search-url',
  query: TargetProductByUrlQuerySchema,
  response: v.nullable(TargetProductSchema),
  access: access.shared('everyone'),
});
/** GET /targeting/target-product/search-url: the product at this URL, or null. */
export const findTargetProductByUrl = bindEndpoint(
  findTargetProductByUrlEndpoint,
  ({ send }) =>
    (targetId: number, url: string) =>
      send({ searchParams: searchParamsOf({ targetId, url }) }),
);

export const findTargetProductBySkuEndpoint = endpoint({
  method: 'get',
  path: '/targeting/target-product/search-sku',
  query: TargetProductBySkuQuerySchema,
  response: v.nullable(TargetProductSchema),
  access: access.shared('everyone'),
});
/** GET /targeting/target-product/search-sku: the product with this SKU, or null. */
export const findTargetProductBySku = bindEndpoint(
  findTargetProductBySkuEndpoint,
  ({ send }) =>
    (targetId: number, sku: string) =>
      send({ searchParams: searchParamsOf({ targetId, sku }) }),
);

/** An approved, active landing page an item may lead to. */
export const LandingPageOptionSchema = v.object({
  id: IdSchema,
  name: v.string(),
  url: v.string(),
  company: NamedRefSchema,
});
export type LandingPageOption = v.InferOutput<typeof LandingPageOptionSchema>;

export const LandingPageSearchQuerySchema = v.object({
  targetId: IdParamSchema,
  companyId: OptionalIdQuerySchema,
  search: SearchQuerySchema,
});

export const searchLandingPagesEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages/search',
  query: LandingPageSearchQuerySchema,
  response: v.array(LandingPageOptionSchema),
  access: access.company('everyone', 'company', 'query.companyId', { optional: true }),
});
/** GET /landing-pages/search: approved, active landing pages of the advertiser in the shop. */
export const searchLandingPages = bindEndpoint(
  searchLandingPagesEndpoint,
  ({ send }) =>
    (query: { targetId: number; companyId?: number | null; search?: string }) =>
      send({ searchParams: searchParamsOf(query) }),
);
