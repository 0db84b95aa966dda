import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { campaignItems } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { findActionItem } from './locked-item';

export interface CreativeZipDownload {
  fileName: string;
  size: number;
  content: Readable;
}

/** `attachment` with the file name: plain ASCII for old clients and the exact name by RFC 6266/5987. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii.trim() || 'creative.zip'}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /campaign-item/{id}/creative-zip: the item's uploaded zip for retailer staff and impersonators
 * (spec 000 §6 "zip download"; 403 for others by the route's access, 404 outside tenancy or without a zip). Downloads work
 * whatever the zip-upload setting says now: the zips already uploaded are the creatives.
 */
export async function downloadItemCreativeZip(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
): Promise<CreativeZipDownload> {
  const item = await findActionItem(ctx.db, auth, itemId, { lock: false });
  // Twice at most: a replacement may delete the file between reading its key and opening it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [zip] = await ctx.db
      .select({ key: campaignItems.zipStorageKey, fileName: campaignItems.zipFileName })
      .from(campaignItems)
      .where(eq(campaignItems.id, item.id));
    if (!zip?.key || !zip.fileName) break;
    const stored = await ctx.files.get(zip.key);
    if (stored) return { fileName: zip.fileName, size: stored.size, content: stored.content };
    if (attempt === 1)
      ctx.log.error({ itemId, key: zip.key }, 'the item names a creative zip the storage lacks');
  }
  throw new NotFoundError('creative_zip_not_found');
}
