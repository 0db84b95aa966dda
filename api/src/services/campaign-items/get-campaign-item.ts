import type { CampaignItemDetail } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaignItems, campaigns, companies } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { findActionItem } from './locked-item';
import { loadCampaignItems } from './load-campaign-items';

/** GET /campaign-item/{id}: the item and what its screens need of the campaign (404 outside tenancy). */
export async function getCampaignItem(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  itemId: number,
): Promise<CampaignItemDetail> {
  const found = await findActionItem(ctx.db, auth, itemId, { lock: false });
  const [[item], [campaign]] = await Promise.all([
    loadCampaignItems(ctx.db, auth, language, eq(campaignItems.id, found.id)),
    ctx.db
      .select({ id: campaigns.id, name: campaigns.name, company: { id: companies.id, name: companies.name } })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(eq(campaigns.id, found.campaignId)),
  ]);
  return {
    item: item!,
    campaign: { ...campaign!, campaignState: campaignStateIn(found.campaign.stateId, language) },
  };
}
