import {
  PRODUCT_ICON_NAMES,
  type NativeType,
  type ProductIconName,
  type ProductSettings,
  type ProductSettingsRequest,
} from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import {
  translationRequestOf,
  translationValuesOf,
  type TranslationField,
  type TranslationValues,
} from '../common/text-translations';

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

/** A field of the request (or of its translations), where the server's field errors are shown. */
export type ProductField =
  Exclude<keyof ProductSettingsRequest, 'translations' | 'version'> | TranslationField<TranslatedKey>;

/** The request field of each value, where the server's field errors are shown. */
export const fieldOf = (key: Exclude<keyof ProductValues, 'translations'>): ProductField =>
  key === 'creativeFormat' ? 'creativeFormatId' : key === 'image' ? 'imageId' : key;

/** The largest size id the API takes (a PostgreSQL integer). */
export const SIZE_EXTERNAL_ID_MAX = 2_147_483_647;

export const isProductIcon = (name: string | null): name is ProductIconName =>
  name !== null && (PRODUCT_ICON_NAMES as readonly string[]).includes(name);

export const isValidSizeId = (value: number) =>
  Number.isInteger(value) && value >= 1 && value <= SIZE_EXTERNAL_ID_MAX;

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

const textOrNull = (text: string) => text.trim() || null;

/**
 * PUT /products/{id} of valid values (the form checks them first) and the version they were read
 * at: every field, texts trimmed, empty ones null; the translations always.
 * Without the availability check there is no default position, and a banner has no native type
 * (spec 001 §5; the API does the same).
 */
export function requestOf(
  values: ProductValues & { categoryId: number; price: number; minAmount: number },
  version: number,
): ProductSettingsRequest {
  return {
    title: values.title.trim(),
    active: values.active,
    description: textOrNull(values.description),
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
    icon: isProductIcon(values.icon) ? values.icon : null,
    moreInfoUrl: textOrNull(values.moreInfoUrl),
    moreInfoUrlTitle: textOrNull(values.moreInfoUrlTitle),
    imageId: values.image?.id ?? null,
    translations: translationRequestOf(TRANSLATED_KEYS, values.translations),
    version,
  };
}
