import type { ProductCategory } from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import useSWR, { useSWRConfig } from 'swr';
import { CATEGORIES_KEY, categoryKey, loadCategories, loadCategory } from './categories-request';

/** GET /categories: every category (also inactive and internal ones), in the product list's order. */
export function useCategories() {
  return useSWR(CATEGORIES_KEY, loadCategories);
}

/** GET /categories/{id} for the card; nothing for a new one. */
export function useCategory(id: number | null) {
  return useSWR(id === null ? null : categoryKey(id), loadCategory, {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * After a save or a delete: the list is read again (positions and product counts are the server's),
 * and a saved category's card has its answer.
 */
export function useRefreshCategories() {
  const { mutate } = useSWRConfig();
  return (saved?: ProductCategory) => {
    if (saved) void mutate(categoryKey(saved.id), saved, { revalidate: false });
    void mutate(CATEGORIES_KEY);
  };
}
