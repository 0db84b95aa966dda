import type { UploadedCreativeFile } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { creativeFormatFields } from '../../../db/schema';
import { NotFoundError, ValidationError } from '../../../errors';
import type { MessageLanguage } from '../../../i18n/locale';
import type { UploadPart } from '../../campaign-items';
import type { AppContext } from '../../context';
import { hasRole, type AuthContext } from '../../sessions';
import { toCreativeFile } from '../creative-file-url';
import { toFormatField } from '../formats/load-format';
import { acceptFieldFile } from './accept-field-file';
import { receiveFile } from './receive-file';
import { storeCreativeFile, withFileWrites } from './stored-files';

/**
 * POST /creatives/formats/fields/{id}/upload and /creatives/upload/company/{companyId}/media/{id}: a
 * file for a field of a creative not saved yet, checked against the field's rules and kept, re-encoded
 * (acceptFieldFile), as a temporary file of the company (a vendor's own unless another, in the
 * caller's tenancy, is named) until a saved creative takes it.
 */
export async function uploadFieldFile(
  ctx: AppContext,
  auth: AuthContext,
  fieldId: number,
  companyId: number | null,
  readPart: () => Promise<UploadPart | undefined>,
  language: MessageLanguage,
): Promise<UploadedCreativeFile> {
  const [row] = await ctx.db.select().from(creativeFormatFields).where(eq(creativeFormatFields.id, fieldId));
  if (!row) throw new NotFoundError('creative_format_field_not_found');
  const owner = companyId ?? (hasRole(auth.user, 'vendor') ? auth.user.companyId : null);
  if (owner === null) throw new ValidationError([{ field: 'companyId', code: 'creative_company_required' }]);
  const field = toFormatField(row, language);
  const received = await receiveFile(await readPart(), ctx.config.creativeFileMaxBytes);
  const accepted = await acceptFieldFile(field, received, ctx.config.creativeFileMaxBytes);
  const stored = await withFileWrites(ctx, (writes) =>
    storeCreativeFile(ctx, ctx.db, auth, writes, { ...accepted, companyId: owner, tmp: true }),
  );
  return { file: toCreativeFile(stored) };
}
