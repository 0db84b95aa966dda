import { deleteCampaignRefusal } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { recordAudit } from '../audit';
import { lockTransitionCampaign, ruleCampaignOf } from '../campaign-transitions';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { releaseCampaignInAdServer } from '../ad-server';
import { campaignZipKeys, deleteZipFiles } from '../campaign-items';
import { refuse, ruleViewerOf } from '../campaign-access';

/**
 * DELETE /campaigns/{id}: allowed without items, in process, or for anyone but a vendor (spec 000 §4;
 * 409 otherwise). The items, their bookings and weeks go with it (cascade) and the ad server lets go of
 * it; the audit trail keeps the campaign's history.
 */
export async function deleteCampaign(ctx: AppContext, auth: AuthContext, campaignId: number): Promise<null> {
  const zipKeys = await ctx.db.transaction(async (tx) => {
    const campaign = await lockTransitionCampaign(tx, auth, campaignId);
    refuse(deleteCampaignRefusal(ruleCampaignOf(campaign), ruleViewerOf(auth)), {
      campaignState: campaign.state.identifier,
    });
    const [row] = await tx
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    await releaseCampaignInAdServer(tx, campaign.id);
    const keys = await campaignZipKeys(tx, campaign.id);
    await tx.delete(campaigns).where(eq(campaigns.id, campaign.id));
    await recordAudit(tx, auth, {
      action: 'campaign.deleted',
      entityType: 'campaign',
      entityId: campaign.id,
      details: { name: row?.name, fromState: campaign.state.identifier, itemsCount: campaign.itemsCount },
    });
    return keys;
  });
  // The items' creative zips, once the rows naming them are gone for good.
  await deleteZipFiles(ctx, zipKeys);
  return null;
}
