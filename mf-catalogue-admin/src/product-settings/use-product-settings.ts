import {
  getCategories,
  getProductSettings,
  listProductSettings,
  type ProductSettings,
} from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'settings/product-settings';
const productKey = (id: number) => ['settings/product-settings', id] as const;

/** GET /product-settings: every product (also inactive ones), in the product list's order. */
export function useProductSettingsList() {
  return useSWR(LIST_KEY, () => listProductSettings());
}

/** GET /products/{id}/edit for the detail; nothing when the address names no product. */
export function useProductSettings(id: number | null) {
  return useSWR(id === null ? null : productKey(id), ([, productId]) => getProductSettings(productId), {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
  });
}

/** GET /categories: the categories a product may be moved to (administrators get every one). */
export function useProductCategories() {
  return useSWR('settings/product-settings/categories', () => getCategories(), { revalidateOnFocus: false });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** After a save: the saved product is the detail's answer, and the list is read again. */
export function useRefreshProductSettings() {
  const { mutate } = useSWRConfig();
  return (saved: ProductSettings) => {
    void mutate(productKey(saved.id), saved, { revalidate: false });
    void mutate(LIST_KEY);
  };
}
