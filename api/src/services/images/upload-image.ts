import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMAGE_THUMB_SIZE, type LibraryImage } from '@portal/shared-contracts';
import sharp from 'sharp';
import { libraryImages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import type { UploadPart } from '../campaign-items';
import type { AppContext } from '../context';
import {
  ImageRefusedError,
  inspectImage,
  MAX_INPUT_PIXELS,
  receiveFile,
  reencodeImage,
  withFileWrites,
} from '../creatives';
import type { AuthContext } from '../sessions';
import { toLibraryImage } from './image-rows';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * POST /images/upload (administrators): a picture for the library, checked from its bytes as the
 * creatives' are (JPEG, PNG or WEBP that decodes whole, at most CREATIVE_FILE_MAX_BYTES), kept
 * re-encoded (reencodeImage: the picture alone, its size the kept file's) with a 300×300 WEBP thumbnail
 * (the picker's grid). Nothing is kept when anything fails.
 */
export async function uploadLibraryImage(
  ctx: AppContext,
  auth: AuthContext,
  part: () => Promise<UploadPart | undefined>,
  language: MessageLanguage,
): Promise<LibraryImage> {
  const maxBytes = ctx.config.creativeFileMaxBytes;
  const file = await receiveFile(await part(), maxBytes);
  const { info, issues } = await inspectImage(file.buffer, { formats: ['JPEG', 'PNG', 'WEBP'], maxBytes });
  if (file.truncated && !issues.some((issue) => issue.type === 'fileTooBig'))
    issues.unshift({ type: 'fileTooBig', params: { current: `> ${maxBytes}`, max: maxBytes } });
  if (!info || issues.length > 0) throw new ImageRefusedError(file.fileName, issues);
  const kept = await reencodeImage(file, info.format);
  const thumb = await sharp(kept, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  return withFileWrites(ctx, async (writes) => {
    const base = `images/${randomUUID()}`;
    const key = `${base}.${EXTENSION[info.contentType] ?? 'bin'}`;
    const thumbKey = `${base}-thumb.webp`;
    await ctx.files.put(key, Readable.from(kept));
    writes.keys.push(key);
    await ctx.files.put(thumbKey, Readable.from(thumb));
    writes.keys.push(thumbKey);
    return ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(libraryImages)
        .values({
          storageKey: key,
          thumbStorageKey: thumbKey,
          fileName: file.fileName,
          contentType: info.contentType,
          width: info.width,
          height: info.height,
          size: kept.length,
          createdByUserId: auth.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, auth, {
        action: 'image.uploaded',
        entityType: 'image',
        entityId: row!.id,
        details: { fileName: file.fileName, width: info.width, height: info.height },
      });
      return toLibraryImage(row!, 0, language);
    });
  });
}
