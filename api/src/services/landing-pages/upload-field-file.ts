import type { LandingPage } from '@portal/shared-contracts';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { UploadPart } from '../campaign-items';
import type { AppContext } from '../context';
import {
  acceptFieldFile,
  applyFieldValues,
  receiveFile,
  storeCreativeFile,
  withFileWrites,
} from '../creatives';
import type { AuthContext } from '../sessions';
import { findLandingPage } from './find-landing-page';
import { landingPageFields, landingPageTarget } from './landing-page-target';
import { loadLandingPage } from './load-landing-page';
import { checkLandingPageEditable, recordLandingPageSaved } from './update-landing-page';

/**
 * POST /landing-pages/{id}/fields/{fieldId}/file (multipart `file`): an image checked from its bytes
 * against the field's rules (the creative upload's checks: 400 with validationErrors) and re-encoded
 * (acceptFieldFile) becomes the field's value, a file of the page's company, and the fields converted
 * from it are filled. Refused before the file is read when the caller may not edit the page (409) or
 * the field is not its type's (404).
 */
export async function uploadLandingPageFieldFile(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  fieldId: number,
  readPart: () => Promise<UploadPart | undefined>,
  language: MessageLanguage,
): Promise<LandingPage> {
  const unlocked = await findLandingPage(ctx.db, auth, landingPageId, { lock: false });
  checkLandingPageEditable(auth, unlocked);
  const field = (await landingPageFields(ctx.db, unlocked, language)).find(
    (candidate) => candidate.id === fieldId,
  );
  if (!field) throw new NotFoundError('landing_page_field_not_found', { fieldId });
  const received = await receiveFile(await readPart(), ctx.config.creativeFileMaxBytes);
  const accepted = await acceptFieldFile(field, received, ctx.config.creativeFileMaxBytes);
  await withFileWrites(ctx, (writes) =>
    ctx.db.transaction(async (tx) => {
      // Checked again under the lock: the page may have been sent or reviewed while the file came.
      const page = await findLandingPage(tx, auth, landingPageId, { lock: true });
      checkLandingPageEditable(auth, page);
      const fields = await landingPageFields(tx, page, language);
      const stored = await storeCreativeFile(ctx, tx, auth, writes, {
        ...accepted,
        companyId: page.companyId,
        tmp: false,
      });
      const valuesChanged = await applyFieldValues(
        ctx,
        tx,
        auth,
        landingPageTarget(page),
        fields,
        [{ fieldId, fileId: stored.id }],
        writes,
        () => '',
      );
      await recordLandingPageSaved(ctx, tx, auth, page, {
        name: page.name,
        active: page.active,
        valuesChanged,
        fieldId,
      });
    }),
  );
  return loadLandingPage(ctx.db, auth, landingPageId, language);
}
