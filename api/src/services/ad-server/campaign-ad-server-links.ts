import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerCampaigns } from '../../db/schema';
import { adServerOf } from './adapters';

export interface CampaignAdServerLinks {
  campaignURL: string | null;
  proposalURL: string | null;
}

/**
 * The ad server's pages of a campaign and of its proposal (the campaign detail's links for retailer
 * staff: the caller decides who sees them). Null before the campaign is booked (approval).
 */
export async function loadCampaignAdServerLinks(
  db: Executor,
  campaignId: number,
): Promise<CampaignAdServerLinks> {
  const [booking] = await db
    .select()
    .from(adServerCampaigns)
    .where(eq(adServerCampaigns.campaignId, campaignId));
  if (!booking) return { campaignURL: null, proposalURL: null };
  const { links } = adServerOf(booking.adServer);
  return {
    campaignURL: links.campaign(booking.externalId),
    proposalURL: links.proposal(booking.proposalExternalId),
  };
}
