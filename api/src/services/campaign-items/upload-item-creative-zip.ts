import { type CampaignItemDetail, campaignItemStateById } from '@portal/shared-contracts';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignItems } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailerLike, type AuthContext } from '../sessions';
import { creativesSettings } from '../settings';
import { deleteZipFiles } from './creative-zip-files';
import { getCampaignItem } from './get-campaign-item';
import { creativeEditAllowed } from './load-campaign-items';
import { findActionItem, type ActionItem } from './locked-item';
import { receiveCreativeZip, type UploadPart } from './receive-creative-zip';
import { recordItemAudit } from './record-item-audit';

/** 409 unless zip upload is switched on (app setting) and the caller may change the item's creative. */
async function checkZipUploadAllowed(db: Executor, auth: AuthContext, item: ActionItem): Promise<void> {
  if (!(await creativesSettings(db)).zipUploadEnabled)
    throw new ConflictError('creative_zip_upload_disabled');
  if (!creativeEditAllowed(item.stateId, isRetailerLike(auth)))
    throw new ConflictError('campaign_item_creative_not_editable', {
      state: campaignItemStateById(item.stateId).identifier,
    });
}

/**
 * POST /campaign-item/{id}/creative-zip: the item's creative as one zip (spec 001 §5), which fills it
 * for request-check and approval. Whoever may change the item's creative: buyers until they send it,
 * retailer staff and impersonators from approval until the item ends (409 otherwise, and while the
 * app setting is off; 404 outside tenancy). The checks run before the file is read, so a refused
 * caller does not upload 50 MB for nothing, and again under the item's lock. The zip is stored first
 * and named by the item in one transaction (audited); the replaced zip is deleted only after the
 * commit, the new one if the transaction fails. `readPart` reads the request's multipart file.
 * Answers the item as GET does.
 */
export async function uploadItemCreativeZip(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  itemId: number,
  readPart: () => Promise<UploadPart | undefined>,
): Promise<CampaignItemDetail> {
  await checkZipUploadAllowed(ctx.db, auth, await findActionItem(ctx.db, auth, itemId, { lock: false }));
  const zip = await receiveCreativeZip(await readPart(), {
    tempDir: path.join(ctx.config.dataDir, 'tmp'),
    maxBytes: ctx.config.creativeZipMaxBytes,
  });
  try {
    const key = `campaign-items/${itemId}/creative-${randomUUID()}.zip`;
    await ctx.files.put(key, createReadStream(zip.path));
    let replaced: string | null;
    try {
      replaced = await ctx.db.transaction(async (tx) => {
        const item = await findActionItem(tx, auth, itemId, { lock: true });
        await checkZipUploadAllowed(tx, auth, item);
        const now = ctx.clock.now();
        await tx
          .update(campaignItems)
          .set({
            zipStorageKey: key,
            zipFileName: zip.fileName,
            zipSize: zip.size,
            zipUploadedAt: now,
            zipUploadedByUserId: auth.user.id,
            updatedAt: now,
          })
          .where(eq(campaignItems.id, item.id));
        await recordItemAudit(tx, auth, item, 'campaign-item.creative-zip-uploaded', {
          fileName: zip.fileName,
          size: zip.size,
          replaced: item.zipStorageKey !== null,
        });
        return item.zipStorageKey;
      });
    } catch (error) {
      await deleteZipFiles(ctx, [key]);
      throw error;
    }
    await deleteZipFiles(ctx, [replaced]);
  } finally {
    await zip.dispose();
  }
  return getCampaignItem(ctx, auth, language, itemId);
}
