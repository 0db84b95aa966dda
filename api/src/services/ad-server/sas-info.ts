import type { CampaignItemSasInfo, CampaignSasInfo } from '@portal/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { campaignItems, campaigns } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { loadCampaignAdServerLinks } from './campaign-ad-server-links';
import { loadItemAdServerInfo, NO_ITEM_SAS_INFO } from './item-ad-server-info';

/**
 * GET /sas-info/campaign/{id} (retailer staff only: the route's access): the campaign's and its
 * proposal's links and every item's, in item order. Null links: not booked yet (before approval).
 */
export async function campaignSasInfo(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
): Promise<CampaignSasInfo> {
  const [campaign] = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)));
  if (!campaign) throw new NotFoundError('campaign_not_found');
  const items = await ctx.db
    .select({ id: campaignItems.id })
    .from(campaignItems)
    .where(eq(campaignItems.campaignId, campaign.id))
    .orderBy(asc(campaignItems.id));
  const [links, infos] = await Promise.all([
    loadCampaignAdServerLinks(ctx.db, campaign.id),
    loadItemAdServerInfo(
      ctx.db,
      items.map((item) => item.id),
      auth,
    ),
  ]);
  return {
    ...links,
    campaignItemInfos: items.map(({ id }) => ({
      campaignItemId: id,
      ...(infos.get(id)?.sasInfo ?? NO_ITEM_SAS_INFO),
    })),
  };
}

/**
 * GET /sas-info/campaign-item/{id}: anyone who may see the item (404 otherwise); the flight link for
 * retailer staff only.
 */
export async function campaignItemSasInfo(
  ctx: AppContext,
  auth: AuthContext,
  itemId: number,
): Promise<CampaignItemSasInfo> {
  const [item] = await ctx.db
    .select({ id: campaignItems.id })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .where(and(eq(campaignItems.id, itemId), companyTenancy(auth, campaigns.companyId)));
  if (!item) throw new NotFoundError('campaign_item_not_found');
  const infos = await loadItemAdServerInfo(ctx.db, [item.id], auth);
  return infos.get(item.id)?.sasInfo ?? NO_ITEM_SAS_INFO;
}
