import type { ImageList, ImageListRequestSchema } from '@portal/shared-contracts';
import { count, desc, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { likeLiteral } from '../../db/like';
import { libraryImages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { productsCountOf, toLibraryImage } from './image-rows';

/**
 * POST /images/list (administrators): a page of the library, newest first; the search is "contains"
 * over the file name and the names in every language, without regard to case.
 */
export async function listLibraryImages(
  ctx: AppContext,
  body: v.InferOutput<typeof ImageListRequestSchema>,
  language: MessageLanguage,
): Promise<ImageList> {
  const search = body.filterParams.search;
  const where = search
    ? sql`(${libraryImages.fileName} || ' ' || ${libraryImages.texts}::text) ilike '%' || ${likeLiteral(search)} || '%'`
    : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(libraryImages)
      .where(where)
      .orderBy(desc(libraryImages.createdAt), desc(libraryImages.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    ctx.db.select({ count: count() }).from(libraryImages).where(where),
  ]);
  const used = await productsCountOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toLibraryImage(row, used.get(row.id) ?? 0, language)),
    totalCount: Number(total?.count ?? 0),
  };
}
