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
