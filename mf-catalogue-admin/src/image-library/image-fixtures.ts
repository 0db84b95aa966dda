// Test data (not part of the bundle): the images the library's tests answer with.
import { imageUrl, type LibraryImage } from '@portal/shared-contracts';

/** What the image library and the picker call. */
export const IMAGE_CALLS = [
  'listLibraryImages',
  'uploadLibraryImage',
  'updateLibraryImage',
  'deleteLibraryImage',
] as const;

export const libraryImage = (values: Partial<LibraryImage> & Pick<LibraryImage, 'id' | 'name'>) =>
  ({
    fileName: `${values.id}.png`,
    contentType: 'image/png',
    width: 1200,
    height: 400,
    size: 153_600,
    translations: [],
    productsCount: 0,
    url: imageUrl(values.id),
    thumbUrl: imageUrl(values.id, true),
    createdAt: '2026-03-01T10:00:00.000Z',
    ...values,
  }) satisfies LibraryImage;

export const TREE = libraryImage({
  id: 11,
  name: 'Vánoční stromek',
  fileName: 'stromek.jpg',
  contentType: 'image/jpeg',
  width: 300,
  height: 300,
  size: 51_712,
  translations: [
    { localeTag: 'cs-CZ', name: 'Vánoční stromek', description: 'Zelený' },
    { localeTag: 'en-GB', name: 'Christmas tree', description: '' },
  ],
  productsCount: 2,
});
export const BANNER = libraryImage({ id: 12, name: 'banner.png', fileName: 'banner.png' });
export const SHOP = libraryImage({
  id: 13,
  name: 'Prodejna',
  fileName: 'prodejna.webp',
  contentType: 'image/webp',
  translations: [{ localeTag: 'cs-CZ', name: 'Prodejna', description: '' }],
});
export const IMAGES = [TREE, BANNER, SHOP];

/** A file the user chooses. */
export const fileOf = (name: string, type = 'image/png') => new File(['image bytes'], name, { type });
