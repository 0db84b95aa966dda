import type { LibraryImage } from '@portal/shared-contracts/catalogue';
import { formatNumber } from '@portal/shared-ui';

/** An image's pixels, e.g. 1200 × 400 px. */
export const pixelsOf = (image: Pick<LibraryImage, 'width' | 'height'>) =>
  `${image.width} × ${image.height} px`;

/** An image's size in kilobytes (1024 bytes), two decimals in the locale's notation, e.g. 150,00 KB. */
export const kilobytesOf = (image: Pick<LibraryImage, 'size'>, locale: string) =>
  `${formatNumber(image.size / 1024, locale, 2)} KB`;
