import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { libraryImages } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';

/**
 * GET /images/{id}[?thumb=1]: a library image (or its 300×300 WEBP thumbnail) to every signed-in user,
 * since products' cards show them. Files never change under an id, so the browser keeps them.
 */
export async function serveLibraryImage(
  ctx: AppContext,
  reply: FastifyReply,
  imageId: number,
  thumb: boolean,
) {
  const [image] = await ctx.db.select().from(libraryImages).where(eq(libraryImages.id, imageId));
  if (!image) throw new NotFoundError('image_not_found');
  const stored = await ctx.files.get(thumb ? image.thumbStorageKey : image.storageKey);
  if (!stored) throw new NotFoundError('image_not_found');
  return reply
    .type(thumb ? 'image/webp' : image.contentType)
    .header('content-length', String(stored.size))
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(stored.content);
}
