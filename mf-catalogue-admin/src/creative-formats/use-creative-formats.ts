import { isApiError } from '@portal/shared-contracts/core';
import {
  CREATIVE_FORMAT_PAGE_SIZE,
  filterCreativeFormats,
  getCreativeFormat,
  type CreativeFormat,
} from '@portal/shared-contracts/creatives';
import { useLocale } from '@portal/shared-ui';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'settings/creative-formats';
const FORMAT_KEY = 'settings/creative-format';
const formatKey = (id: number, locale: string) => [FORMAT_KEY, id, locale] as const;

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

/**
 * GET /creatives/formats/{id} for the detail; nothing when the address names no format. The answer
 * names the format's products in the user's language: read again after a language switch (the
 * locale is in the key), the form staying as it is meanwhile (it keeps its own values and version).
 */
export function useCreativeFormat(id: number | null) {
  const locale = useLocale();
  return useSWR(id === null ? null : formatKey(id, locale), ([, formatId]) => getCreativeFormat(formatId), {
    // A 404 is the answer (not found), not a hiccup to retry.
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** After a save: the saved format is the detail's answer, and every list page is read again. */
export function useRefreshCreativeFormats() {
  const { mutate } = useSWRConfig();
  const locale = useLocale();
  return (saved: CreativeFormat) => {
    void mutate(formatKey(saved.id, locale), saved, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
  };
}
