import { CampaignStateId, type CampaignStateOption } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { campaignStateIn } from '../../i18n/state-names';
import { findTransitionCampaign } from './campaign-transition';
import type { MessageLanguage } from '../../i18n/locale';

const S = CampaignStateId;

/**
 * The retailer's manual state changes (design.md §3), by current state. The current state itself is
 * not listed (choosing it in the selector cancels the change).
 *
 * | from                                  | to                    |
 * |---------------------------------------|-----------------------|
 * | in-process                            | reserved, canceled    |
 * | reserved                              | in-process, canceled  |
 * | sas-check                             | user-check, canceled  |
 * | user-check, approved,                 | canceled              |
 * |   creative-waiting-for-approval,      |                       |
 * |   creative-returned, prepared         |                       |
 * | online, paused, closed                | (none: they follow their items) |
 * | canceled                              | in-process            |
 *
 * Every state before online may be canceled; approval and the moves after it have their own calls.
 */
export const POSSIBLE_STATES: Readonly<Record<number, readonly number[]>> = {
  [S.InProcess]: [S.Reserved, S.Canceled],
  [S.Reserved]: [S.InProcess, S.Canceled],
  [S.SasCheck]: [S.UserCheck, S.Canceled],
  [S.UserCheck]: [S.Canceled],
  [S.Approved]: [S.Canceled],
  [S.WaitingForApproval]: [S.Canceled],
  [S.CreativeReturned]: [S.Canceled],
  [S.Prepared]: [S.Canceled],
  [S.Online]: [],
  [S.Paused]: [],
  [S.Closed]: [],
  [S.Canceled]: [S.InProcess],
};

export const possibleStatesFrom = (stateId: number): readonly number[] => POSSIBLE_STATES[stateId] ?? [];

/** GET /campaigns/{id}/possible-states: retailer staff only (the route's access); 404 outside tenancy. */
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
