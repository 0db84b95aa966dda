import * as v from 'valibot';
import { IdParamSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { OptionalIdQuerySchema, SearchQuerySchema, searchParamsOf } from '../common/query';
import { call } from '../http/client';

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

/** GET /targeting/target: the active shops. */
export const getTargets = () => call(v.array(TargetSchema), 'get', '/targeting/target');

/** GET /targeting/target/search?name */
export const searchTargets = (name: string) =>
  call(v.array(TargetSchema), 'get', '/targeting/target/search', { searchParams: searchParamsOf({ name }) });

/** GET /targeting/target-product/search: products whose name or SKU contains the text, of allowed brands. */
export const searchTargetProducts = (
  query: AdvertiserRef & { name: string },
  init: { signal?: AbortSignal } = {},
) =>
  call(v.array(TargetProductSchema), 'get', '/targeting/target-product/search', {
    searchParams: searchParamsOf({ ...query }),
    ...init,
  });

export const TargetProductValidationSchema = v.object({
  valid: v.boolean(),
  targetProduct: v.nullable(TargetProductSchema),
});
export type TargetProductValidation = v.InferOutput<typeof TargetProductValidationSchema>;

/** GET /targeting/target-product/validate: whether the advertiser may promote this product. */
export const validateTargetProduct = (query: AdvertiserRef & { targetProductId: number }) =>
  call(TargetProductValidationSchema, 'get', '/targeting/target-product/validate', {
    searchParams: searchParamsOf({ ...query }),
  });

/** GET /targeting/target-product/search-url: the product at this URL, or null. */
export const findTargetProductByUrl = (targetId: number, url: string) =>
  call(v.nullable(TargetProductSchema), 'get', '/targeting/target-product/search-url', {
    searchParams: searchParamsOf({ targetId, url }),
  });

/** GET /targeting/target-product/search-sku: the product with this SKU, or null. */
export const findTargetProductBySku = (targetId: number, sku: string) =>
  call(v.nullable(TargetProductSchema), 'get', '/targeting/target-product/search-sku', {
    searchParams: searchParamsOf({ targetId, sku }),
  });

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

/** GET /landing-pages/search: approved, active landing pages of the advertiser in the shop. */
export const searchLandingPages = (query: { targetId: number; companyId?: number | null; search?: string }) =>
  call(v.array(LandingPageOptionSchema), 'get', '/landing-pages/search', {
    searchParams: searchParamsOf(query),
  });
