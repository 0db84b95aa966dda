import { listLibraryImages, type ImageList, type LibraryImage } from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';
import useSWR, { useSWRConfig } from 'swr';

const LIST_KEY = 'settings/images';
// The answer names each image in the user's language: the locale is part of the key.
const listKey = (search: string, page: number, pageSize: number, locale: string) =>
  [LIST_KEY, search, page, pageSize, locale] as const;
const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST_KEY;

/**
 * POST /images/list: one page (from 1) of the library, newest first, by name or file name; each
 * image named in the user's language (read again after a language switch).
 */
export function useLibraryImages(search: string, page: number, pageSize: number) {
  const locale = useLocale();
  return useSWR(
    listKey(search, page, pageSize, locale),
    ([, text, number, size]) =>
      listLibraryImages({ page: number, pageSize: size, filterParams: { search: text } }),
    // The grid keeps the images it shows while the next page or search loads.
    { keepPreviousData: true },
  );
}

/**
 * After an upload, a change or a delete every page is read again (product counts and names are the
 * server's). An uploaded image goes first on the unsearched first page at once: the list is newest
 * first, and the picker selects it before the new page has come.
 */
export function useRefreshLibraryImages() {
  const { mutate } = useSWRConfig();
  const locale = useLocale();
  return (uploaded?: LibraryImage, pageSize?: number) => {
    if (uploaded && pageSize)
      void mutate<ImageList>(
        listKey('', 1, pageSize, locale),
        (list) =>
          list && {
            items: [uploaded, ...list.items.filter((image) => image.id !== uploaded.id)].slice(0, pageSize),
            totalCount: list.totalCount + 1,
          },
        { revalidate: false },
      );
    void mutate(isListKey);
  };
}
