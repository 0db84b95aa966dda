import { isApiError } from '@portal/shared-contracts/core';
import {
  CREATIVE_FORMAT_PAGE_SIZE,
  filterCreativeFormats,
  getCreativeFormat,
  type CreativeFormat,
} from '@portal/shared-contracts/creatives';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'settings/creative-formats';
const formatKey = (id: number) => ['settings/creative-format', id] as const;

/** GET /creatives/formats/filter: one page (20 formats) of those whose name contains the text. */
export function useCreativeFormatPage(search: string, page: number) {
  return useSWR(
    [LIST_KEY, search, page] as const,
    ([, text, number]) =>
      filterCreativeFormats({
        ...(text ? { search: text } : {}),
        firstResult: (number - 1) * CREATIVE_FORMAT_PAGE_SIZE,
        maxResults: CREATIVE_FORMAT_PAGE_SIZE,
      }),
    // The table keeps the rows it shows while the next page or search loads.
    { keepPreviousData: true },
  );
}

/** GET /creatives/formats/{id} for the detail; nothing when the address names no format. */
export function useCreativeFormat(id: number | null) {
  return useSWR(id === null ? null : formatKey(id), ([, formatId]) => getCreativeFormat(formatId), {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** After a save: the saved format is the detail's answer, and every list page is read again. */
export function useRefreshCreativeFormats() {
  const { mutate } = useSWRConfig();
  return (saved: CreativeFormat) => {
    void mutate(formatKey(saved.id), saved, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
  };
}
