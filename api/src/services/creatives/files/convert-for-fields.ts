import type { CreativeFormatField } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { creativeFieldValues, creativeFiles } from '../../../db/schema';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions/auth-context';
import { convertImage } from '../media/convert-image';
import { readCreativeFile, storeCreativeFile, type FileWrites } from './stored-files';

const CONTENT_TYPE = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Fills the fields converted from changed file fields (convertFromId, conversionFormat): the
 * source's image in the target format, marked autoConverted; a cleared source clears them.
 */
export async function convertForFields(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  writes: FileWrites,
  creative: { id: number; companyId: number },
  fields: readonly CreativeFormatField[],
  sources: readonly { field: CreativeFormatField; fileId: number | null }[],
): Promise<void> {
  for (const source of sources) {
    const targets = fields.filter(
      (field) => field.convertFromId === source.field.id && field.conversionFormat !== 'none',
    );
    if (targets.length === 0) continue;
    const [file] = source.fileId
      ? await tx.select().from(creativeFiles).where(eq(creativeFiles.id, source.fileId))
      : [];
    const content = file ? await readCreativeFile(ctx, file.storageKey) : null;
    for (const target of targets) {
      let fileId: number | null = null;
      if (file && content && target.conversionFormat !== 'none') {
        const converted = await convertImage(content, target.conversionFormat);
        const stored = await storeCreativeFile(ctx, tx, auth, writes, {
          companyId: creative.companyId,
          fileName: `${file.fileName.replace(/\.[^.]*$/, '')}.${target.conversionFormat}`,
          contentType: CONTENT_TYPE[target.conversionFormat],
          width: converted.info.width,
          height: converted.info.height,
          buffer: converted.buffer,
          tmp: false,
        });
        fileId = stored.id;
      }
      await tx
        .update(creativeFieldValues)
        .set({ text: null, fileId, autoConverted: fileId !== null, updatedAt: ctx.clock.now() })
        .where(
          and(eq(creativeFieldValues.creativeId, creative.id), eq(creativeFieldValues.fieldId, target.id)),
        );
    }
  }
}
