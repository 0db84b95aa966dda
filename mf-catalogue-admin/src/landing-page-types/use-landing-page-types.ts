import { isApiError } from '@portal/shared-contracts/core';
import {
  getLandingPageType,
  listLandingPageTypes,
  type LandingPageType,
} from '@portal/shared-contracts/landing-pages';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'landing-page-types';
const typeKey = (id: number) => ['landing-page-type', id] as const;

/** GET /landing-page-types: every type by name. */
export function useLandingPageTypes() {
  return useSWR(LIST_KEY, () => listLandingPageTypes());
}

/** GET /landing-page-types/{id} for the card; nothing for a new one. */
export function useLandingPageType(id: number | null) {
  return useSWR(id === null ? null : typeKey(id), ([, typeId]) => getLandingPageType(typeId), {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * After a save or a delete: the list is read again (names, order and page counts are the server's),
 * and a saved type's card has its answer. A failed read shows on the list, with its retry.
 */
export function useRefreshLandingPageTypes() {
  const { mutate } = useSWRConfig();
  return (saved?: LandingPageType) => {
    if (saved) void mutate(typeKey(saved.id), saved, { revalidate: false });
    void mutate(LIST_KEY);
  };
}
