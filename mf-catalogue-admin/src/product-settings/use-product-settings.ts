import {
  getCategories,
  getProductSettings,
  listProductSettings,
  type ProductSettings,
} from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useLocale } from '@portal/shared-ui';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'settings/product-settings/list';
const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST_KEY;
const productKey = (id: number) => ['settings/product-settings', id] as const;

/**
 * GET /product-settings: every product (also inactive ones), in the product list's order, titles and
 * categories in the user's language: read again after a language switch (the locale is in the key).
 */
export function useProductSettingsList() {
  const locale = useLocale();
  return useSWR([LIST_KEY, locale] as const, () => listProductSettings(), { keepPreviousData: true });
}

/** GET /products/{id}/edit for the detail; nothing when the address names no product. */
export function useProductSettings(id: number | null) {
  return useSWR(id === null ? null : productKey(id), ([, productId]) => getProductSettings(productId), {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
  });
}

/**
 * GET /categories: the categories a product may be moved to (administrators get every one), with
 * their translations: the select names them in the user's language (useCatalogueText).
 */
export function useProductCategories() {
  return useSWR('settings/product-settings/categories', () => getCategories(), { revalidateOnFocus: false });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** After a save: the saved product is the detail's answer, and the list is read again. */
export function useRefreshProductSettings() {
  const { mutate } = useSWRConfig();
  return (saved: ProductSettings) => {
    void mutate(productKey(saved.id), saved, { revalidate: false });
    void mutate(isListKey);
  };
}
