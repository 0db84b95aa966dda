import { count, eq } from 'drizzle-orm';
import { libraryImages, products } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';

/**
 * DELETE /images/{id} (administrators): an image no product shows (409 naming how many do); its
 * files go once the row is gone.
 */
export async function deleteLibraryImage(ctx: AppContext, auth: AuthContext, imageId: number): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const [image] = await tx.select().from(libraryImages).where(eq(libraryImages.id, imageId)).for('update');
    if (!image) throw new NotFoundError('image_not_found');
    const [used] = await tx.select({ count: count() }).from(products).where(eq(products.imageId, imageId));
    const productsCount = Number(used?.count ?? 0);
    if (productsCount > 0) throw new ConflictError('image_in_use', { count: productsCount });
    await tx.delete(libraryImages).where(eq(libraryImages.id, imageId));
    await recordAudit(tx, auth, {
      action: 'image.deleted',
      entityType: 'image',
      entityId: imageId,
      details: { fileName: image.fileName },
    });
    return [image.storageKey, image.thumbStorageKey];
  });
  await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
}
