import type { Creative, MediaInfo } from '@portal/shared-contracts';
import type { Transaction } from '../../../db/client';
import type { MessageLanguage } from '../../../i18n/locale';
import type { UploadPart } from '../../campaign-items';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { applyFieldValues, creativeTarget } from '../apply-field-values';
import { findCreative } from '../find-creative';
import { loadFormatFields } from '../formats/load-format';
import { loadCreative } from '../load-creative';
import { checkCreativeEditable, recordCreativeSaved } from '../update-creative';
import { acceptFieldFile } from './accept-field-file';
import { checkFieldFile } from './check-field-file';
import { findItemMedia } from './find-item-media';
import { receiveFile } from './receive-file';
import { storeCreativeFile, withFileWrites, type FileWrites } from './stored-files';

async function fieldOf(ctx: AppContext, formatId: number, fieldId: number, language: MessageLanguage) {
  const fields = (await loadFormatFields(ctx.db, [formatId], language)).get(formatId)!;
  return { fields, field: fields.find((field) => field.id === fieldId)! };
}

/** Writes one field value of a creative the caller may edit, raising its version when it changed. */
async function saveValue(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  input: { fieldId: number; text?: string | null; fileId?: number | null },
  language: MessageLanguage,
  store?: (writes: FileWrites, tx: Transaction) => Promise<number>,
): Promise<Creative> {
  await withFileWrites(ctx, (writes) =>
    ctx.db.transaction(async (tx) => {
      const creative = await findCreative(tx, auth, creativeId, { lock: true });
      checkCreativeEditable(auth, creative);
      const fields = (await loadFormatFields(tx, [creative.formatId], language)).get(creative.formatId)!;
      const value = store ? { fieldId: input.fieldId, fileId: await store(writes, tx) } : input;
      const changed = await applyFieldValues(
        ctx,
        tx,
        auth,
        creativeTarget(creative),
        fields,
        [value],
        writes,
        () => '',
      );
      if (changed)
        await recordCreativeSaved(ctx, tx, auth, creative, creative.name, { fieldId: input.fieldId });
    }),
  );
  return loadCreative(ctx.db, auth, creativeId, language);
}

/** PUT /campaigns/media/{id} {text}: a text field's value (empty clears it). */
export async function updateItemMediaText(
  ctx: AppContext,
  auth: AuthContext,
  mediaId: number,
  text: string | null,
  language: MessageLanguage,
): Promise<Creative> {
  const media = await findItemMedia(ctx.db, auth, mediaId);
  return saveValue(ctx, auth, media.creativeId, { fieldId: media.fieldId, text }, language);
}

/**
 * POST /campaigns/media/{id}/file: the checked file, re-encoded (acceptFieldFile), becomes the field's
 * value, and its conversions.
 */
export async function uploadItemMediaFile(
  ctx: AppContext,
  auth: AuthContext,
  mediaId: number,
  readPart: () => Promise<UploadPart | undefined>,
  language: MessageLanguage,
): Promise<Creative> {
  const media = await findItemMedia(ctx.db, auth, mediaId);
  // Refused before the file is read: a caller who may not edit does not upload for nothing.
  checkCreativeEditable(auth, await findCreative(ctx.db, auth, media.creativeId, { lock: false }));
  const { field } = await fieldOf(ctx, media.formatId, media.fieldId, language);
  const received = await receiveFile(await readPart(), ctx.config.creativeFileMaxBytes);
  const accepted = await acceptFieldFile(field, received, ctx.config.creativeFileMaxBytes);
  return saveValue(ctx, auth, media.creativeId, { fieldId: media.fieldId }, language, async (writes, tx) => {
    const creative = await findCreative(tx, auth, media.creativeId, { lock: false });
    const stored = await storeCreativeFile(ctx, tx, auth, writes, {
      ...accepted,
      companyId: creative.companyId,
      tmp: false,
    });
    return stored.id;
  });
}

/**
 * POST /campaigns/media/{id}/file-info and /file-preview: the checks of a file for the field without
 * keeping it (400 with the issues, as the upload would answer), and for a preview its content.
 */
export async function itemMediaFileInfo(
  ctx: AppContext,
  auth: AuthContext,
  mediaId: number,
  readPart: () => Promise<UploadPart | undefined>,
  { preview }: { preview: boolean },
  language: MessageLanguage,
): Promise<MediaInfo> {
  const media = await findItemMedia(ctx.db, auth, mediaId);
  const { field } = await fieldOf(ctx, media.formatId, media.fieldId, language);
  const received = await receiveFile(await readPart(), ctx.config.creativeFileMaxBytes);
  const info = await checkFieldFile(field, received, ctx.config.creativeFileMaxBytes);
  return {
    name: received.fileName,
    contentType: info.contentType,
    content: preview ? received.buffer.toString('base64') : null,
    width: info.width,
    height: info.height,
    size: received.buffer.length,
  };
}
