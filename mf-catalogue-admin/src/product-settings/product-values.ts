import { type NativeType, type ProductSettings } from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import { translationValuesOf, type TranslationValues } from '../common/text-translations';

/** The card's picture: its library id and thumbnail, and its name once picked from the library. */
export interface ProductImage {
  id: number;
  thumbUrl: string;
  name: string | null;
}

/** The detail form's values; texts stay as typed and are trimmed when sent. */
export interface ProductValues {
  title: string;
  active: boolean;
  description: string;
  categoryId: number | null;
  /** The format with its name, so the select shows it before the list arrives. */
  creativeFormat: NamedRef | null;
  sizeExternalId: number | null;
  price: number | null;
  minAmount: number | null;
  checkAvails: boolean;
  defaultPosEnabled: boolean;
  multipleVariableValues: boolean;
  auction: boolean;
  nativeFormat: boolean;
  /** Kept while the tool is a banner, so switching back to native restores it; a banner sends none. */
  nativeType: NativeType;
  /** A stored name the portal no longer offers stays until another is chosen (the API refuses it). */
  icon: string | null;
  moreInfoUrl: string;
  moreInfoUrlTitle: string;
  image: ProductImage | null;
  /** The storefront title and description in English and Polish; empty: the Czech one shows. */
  translations: TranslationValues<TranslatedKey>;
}

/** The texts a product has in English and Polish. */
export const TRANSLATED_KEYS = ['title', 'description'] as const;
export type TranslatedKey = (typeof TRANSLATED_KEYS)[number];

export const valuesOf = (product: ProductSettings): ProductValues => ({
  title: product.title ?? '',
  active: product.active,
  description: product.description ?? '',
  categoryId: product.categoryId,
  creativeFormat: product.creativeFormat,
  sizeExternalId: product.sizeExternalId,
  price: product.price,
  minAmount: product.minAmount,
  checkAvails: product.checkAvails,
  defaultPosEnabled: product.checkAvails && product.defaultPosEnabled,
  multipleVariableValues: product.multipleVariableValues,
  auction: product.auction,
  nativeFormat: product.nativeFormat,
  nativeType: product.nativeType,
  icon: product.icon,
  moreInfoUrl: product.moreInfoUrl ?? '',
  moreInfoUrlTitle: product.moreInfoUrlTitle ?? '',
  image: product.image ? { id: product.image.id, thumbUrl: product.image.thumbUrl, name: null } : null,
  translations: translationValuesOf(TRANSLATED_KEYS, product.translations),
});

// A text field emptied by the user holds no value at all in final-form.
const text = (value: string | undefined) => value ?? '';

/**
 * PUT /products/{id} of the form's values and the version they were read at, as the API's schema
 * takes it (which trims the texts and makes empty ones null, and says what is missing): every field,
 * the translations always. Without the availability check there is no default position, and a
 * banner has no native type (spec 001 §5; the API does the same).
 */
export const requestOf = (values: ProductValues, version: number) => ({
  title: text(values.title),
  active: values.active,
  description: text(values.description),
  categoryId: values.categoryId,
  creativeFormatId: values.creativeFormat?.id ?? null,
  sizeExternalId: values.sizeExternalId,
  price: values.price,
  minAmount: values.minAmount,
  checkAvails: values.checkAvails,
  defaultPosEnabled: values.checkAvails && values.defaultPosEnabled,
  multipleVariableValues: values.multipleVariableValues,
  auction: values.auction,
  nativeFormat: values.nativeFormat,
  nativeType: values.nativeFormat ? values.nativeType : 'none',
  icon: values.icon,
  moreInfoUrl: text(values.moreInfoUrl),
  moreInfoUrlTitle: text(values.moreInfoUrlTitle),
  imageId: values.image?.id ?? null,
  translations: {
    en: {
      title: text(values.translations?.en?.title),
      description: text(values.translations?.en?.description),
    },
    pl: {
      title: text(values.translations?.pl?.title),
      description: text(values.translations?.pl?.description),
    },
  },
  version,
});
