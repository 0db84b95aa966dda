import type { CreativeFormatField } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { creativeFieldValues, creativeFiles } from '../../../db/schema';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { convertImage } from '../media/convert-image';
import { valuesOf, type FieldValuesTarget } from '../value-owner';
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
  target: Pick<FieldValuesTarget, 'owner' | 'companyId'>,
  fields: readonly CreativeFormatField[],
  sources: readonly { field: CreativeFormatField; fileId: number | null }[],
): Promise<void> {
  for (const source of sources) {
    const converted = fields.filter(
      (field) => field.convertFromId === source.field.id && field.conversionFormat !== 'none',
    );
    if (converted.length === 0) continue;
    const [file] = source.fileId
      ? await tx.select().from(creativeFiles).where(eq(creativeFiles.id, source.fileId))
      : [];
    const content = file ? await readCreativeFile(ctx, file.storageKey) : null;
    for (const field of converted) {
      let fileId: number | null = null;
      if (file && content && field.conversionFormat !== 'none') {
        const image = await convertImage(content, field.conversionFormat);
        const stored = await storeCreativeFile(ctx, tx, auth, writes, {
          companyId: target.companyId,
          fileName: `${file.fileName.replace(/\.[^.]*$/, '')}.${field.conversionFormat}`,
          contentType: CONTENT_TYPE[field.conversionFormat],
          width: image.info.width,
          height: image.info.height,
          buffer: image.buffer,
          tmp: false,
        });
        fileId = stored.id;
      }
      await tx
        .update(creativeFieldValues)
        .set({ text: null, fileId, autoConverted: fileId !== null, updatedAt: ctx.clock.now() })
        .where(and(valuesOf(target.owner), eq(creativeFieldValues.fieldId, field.id)));
    }
  }
}
