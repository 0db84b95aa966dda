import { deleteCampaignItemRefusal } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaignItems } from '../../db/schema';
import { releaseItemInAdServer } from '../ad-server';
import { refreshCampaignState } from '../clock';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { deleteZipFiles } from './creative-zip-files';
import { findActionItem } from './locked-item';
import { refusalFactsOf, ruleItemOf } from './item-rules';
import { recordItemAudit } from './record-item-audit';

/**
 * DELETE /campaign-item/{id}: allowed while the campaign is editable and the item editable or of a
 * native-format product (spec 000 §4; 409 otherwise). Its weeks are freed (cascade), the ad server
 * lets go of it and the campaign's totals and, after approval, its state follow. Its creative zip's
 * file goes after the commit.
 */
export async function deleteCampaignItem(ctx: AppContext, auth: AuthContext, itemId: number): Promise<null> {
  const zipKey = await ctx.db.transaction(async (tx) => {
    const item = await findActionItem(tx, auth, itemId, { lock: true });
    const rule = ruleItemOf(item);
    refuse(deleteCampaignItemRefusal(rule.campaign, rule.item, ruleViewerOf(auth)), refusalFactsOf(item));
    await releaseItemInAdServer(tx, item.id);
    await tx.delete(campaignItems).where(eq(campaignItems.id, item.id));
    await refreshCampaignState(ctx, tx, item.campaignId, auth);
    await recordItemAudit(tx, auth, item, 'campaign-item.deleted', {
      startDate: item.startDate,
      endDate: item.endDate,
    });
    return item.zipStorageKey;
  });
  await deleteZipFiles(ctx, [zipKey]);
  return null;
}
