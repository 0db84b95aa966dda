import * as v from 'valibot';

/** How a product is priced: per week (Flat Rate), per 1000 impressions (CPM) or per click (CPC). */
export const RATE_TYPES = ['FLAT_RATE', 'CPM', 'CPC'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const RateTypeSchema = v.picklist(RATE_TYPES);

/** Where a native-format product (sponsored product) is placed; `none` for banners. */
export const NATIVE_TYPES = [
  'topInCategory',
  'topInSearch',
  'topInAllSecondCategory',
  'matchingProvidedProducts',
  'other',
  'none',
] as const;
export type NativeType = (typeof NATIVE_TYPES)[number];
export const NativeTypeSchema = v.picklist(NATIVE_TYPES);

/** The preset icon names a product may show (spec 000 §3: one of 17). */
export const PRODUCT_ICON_NAMES = [
  'banner',
  'banner-vertical',
  'star',
  'recommend',
  'search',
  'search-banner',
  'page',
  'calendar',
  'mobile',
  'mail',
  'video',
  'gift',
  'tag',
  'shop',
  'chart',
  'megaphone',
  'fire',
] as const;
export type ProductIconName = (typeof PRODUCT_ICON_NAMES)[number];
