import { possibleStatesFrom, type CampaignStateOption } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { campaignStateIn } from '../../i18n/state-names';
import { findTransitionCampaign } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * GET /campaigns/{id}/possible-states (the shared POSSIBLE_STATES): retailer staff only (the route's
 * access); 404 outside tenancy.
 */
export async function campaignPossibleStates(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
  language: MessageLanguage,
): Promise<CampaignStateOption[]> {
  // A read: no transaction and no row lock.
  const campaign = await findTransitionCampaign(ctx.db, auth, campaignId, { lock: false });
  return possibleStatesFrom(campaign.stateId).map((id) => {
    const { identifier, name } = campaignStateIn(id, language);
    return { id, identifier, name };
  });
}
