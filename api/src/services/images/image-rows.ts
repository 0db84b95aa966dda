import { imageUrl, type LibraryImage } from '@portal/shared-contracts';
import { count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { libraryImages, products } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';

type ImageRow = typeof libraryImages.$inferSelect;

const LOCALE_TAG = { cs: 'cs-CZ', en: 'en-GB', pl: 'pl-PL' } as const;

/** An image row as the library shows it: its name in the caller's language, else Czech, else the file name. */
export function toLibraryImage(
  row: ImageRow,
  productsCount: number,
  language: MessageLanguage,
): LibraryImage {
  const texts = row.texts;
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    name: texts[language]?.name || texts.cs?.name || row.fileName,
    translations: (['cs', 'en', 'pl'] as const)
      .filter((key) => texts[key])
      .map((key) => ({
        localeTag: LOCALE_TAG[key],
        name: texts[key]!.name,
        description: texts[key]!.description,
      })),
    productsCount,
    url: imageUrl(row.id),
    thumbUrl: imageUrl(row.id, true),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many products show each of the images. */
export async function productsCountOf(db: Executor, imageIds: number[]): Promise<Map<number, number>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .select({ imageId: products.imageId, count: count() })
    .from(products)
    .where(inArray(products.imageId, imageIds))
    .groupBy(products.imageId);
  return new Map(rows.map((row) => [row.imageId!, Number(row.count)]));
}

export async function loadLibraryImage(db: Executor, id: number, language: MessageLanguage) {
  const [row] = await db.select().from(libraryImages).where(eq(libraryImages.id, id));
  if (!row) return null;
  return toLibraryImage(row, (await productsCountOf(db, [id])).get(id) ?? 0, language);
}
