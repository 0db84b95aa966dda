import { campaignStateById, type CampaignStateFlags } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems, campaigns } from '../../db/schema';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { deriveCampaignState, DERIVED_CAMPAIGN_STATES } from './derive-campaign-state';

/** Who a state change is recorded for: the user whose item action caused it, or the system. */
export type StateChangeActor = Pick<AuthContext, 'user' | 'impersonator'> | { userId: null };

export const SYSTEM_ACTOR = { userId: null } as const;

/**
 * Derives the campaign's state from its items again right after an item action (pause or run, item
 * approval, sending a creative, deleting an item), so the campaign does not wait for the clock job.
 * The caller holds the campaign's row lock in `tx`. Campaigns before approval or canceled keep their
 * state. A change is audited as campaign.state-changed (transition "items") for `actor`, the system
 * by default. Answers the campaign's state after it.
 */
export async function refreshCampaignState(
  ctx: AppContext,
  tx: Transaction,
  campaignId: number,
  actor: StateChangeActor = SYSTEM_ACTOR,
): Promise<CampaignStateFlags> {
  const [campaign] = await tx
    .select({ stateId: campaigns.stateId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`campaign ${campaignId} vanished`);
  if (!DERIVED_CAMPAIGN_STATES.includes(campaign.stateId)) return campaignStateById(campaign.stateId);
  const items = await tx
    .select({ stateId: campaignItems.stateId })
    .from(campaignItems)
    .where(eq(campaignItems.campaignId, campaignId));
  const derived = deriveCampaignState(items.map((item) => item.stateId));
  if (derived === null || derived === campaign.stateId) return campaignStateById(campaign.stateId);
  await tx
    .update(campaigns)
    .set({ stateId: derived, updatedAt: ctx.clock.now() })
    .where(eq(campaigns.id, campaignId));
  await recordAudit(tx, actor, {
    action: 'campaign.state-changed',
    entityType: 'campaign',
    entityId: campaignId,
    campaignId,
    details: stateChangeDetails('items', campaign.stateId, derived),
  });
  return campaignStateById(derived);
}

/** The details of a campaign.state-changed entry, as the transitions write them. */
export function stateChangeDetails(transition: string, fromStateId: number, toStateId: number) {
  return {
    transition,
    fromStateId,
    fromState: campaignStateById(fromStateId).identifier,
    toStateId,
    toState: campaignStateById(toStateId).identifier,
  };
}
