import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { creativeFiles } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { companyTenancy } from '../../campaign-access';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { openCreativeFile } from './stored-files';

/**
 * GET /creatives/media/{externalId} and /creatives/tmp-media/{id}: a creative's file to those who see
 * its company (404 otherwise). Files never change under an id, so the browser may keep them; they are
 * images (checked at upload), sent with nosniff so no browser takes them for anything else.
 */
export async function serveCreativeFile(
  ctx: AppContext,
  auth: AuthContext,
  reply: FastifyReply,
  fileId: number,
  { tmp }: { tmp: boolean },
) {
  const [file] = await ctx.db
    .select()
    .from(creativeFiles)
    .where(
      and(
        eq(creativeFiles.id, fileId),
        eq(creativeFiles.tmp, tmp),
        companyTenancy(auth, creativeFiles.companyId),
      ),
    );
  if (!file) throw new NotFoundError('creative_file_not_found');
  const stored = await openCreativeFile(ctx, file.storageKey);
  if (!stored) throw new NotFoundError('creative_file_not_found');
  return reply
    .type(file.contentType)
    .header('content-length', String(stored.size))
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(stored.content);
}
