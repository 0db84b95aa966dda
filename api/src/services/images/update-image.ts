import type { LibraryImage, UpdateImageRequestSchema } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { libraryImages, type LibraryImageText } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { loadLibraryImage } from './image-rows';

const LANGUAGE_OF = { 'cs-CZ': 'cs', 'en-GB': 'en', 'pl-PL': 'pl' } as const;

/**
 * POST /images/update (administrators): the image's name and description per language, replaced
 * whole (a language left out, or with an empty name and description, has none).
 */
export async function updateLibraryImage(
  ctx: AppContext,
  auth: AuthContext,
  body: v.InferOutput<typeof UpdateImageRequestSchema>,
  language: MessageLanguage,
): Promise<LibraryImage> {
  await ctx.db.transaction(async (tx) => {
    const texts: Partial<Record<'cs' | 'en' | 'pl', LibraryImageText>> = {};
    for (const entry of body.translations)
      if (entry.name || entry.description)
        texts[LANGUAGE_OF[entry.localeTag]] = { name: entry.name, description: entry.description };
    const updated = await tx
      .update(libraryImages)
      .set({ texts, updatedAt: ctx.clock.now() })
      .where(eq(libraryImages.id, body.id))
      .returning({ id: libraryImages.id });
    if (updated.length === 0) throw new NotFoundError('image_not_found');
    await recordAudit(tx, auth, {
      action: 'image.updated',
      entityType: 'image',
      entityId: body.id,
      details: { texts },
    });
  });
  return (await loadLibraryImage(ctx.db, body.id, language))!;
}
