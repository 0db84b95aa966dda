import {
  campaignStateById,
  CampaignItemStateId,
  CampaignStateId,
  ITEM_STATES_BEFORE_APPROVAL,
  type CampaignStateFlags,
  type CampaignTransitionResponse,
  type RuleCampaign,
} from '@portal/shared-contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { campaignItems, campaigns, products } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { bookCampaignInAdServer } from '../ad-server';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import { recordAudit } from '../audit';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import { todayOf } from '../calendar';
import type { AuthContext } from '../sessions';

/** Shared steps of the campaign transitions of design.md §3: lock, check, move, audit. */

export interface TransitionCampaign {
  id: number;
  stateId: number;
  itemsCount: number;
  state: CampaignStateFlags;
}

/**
 * The campaign if the caller may see it (else 404, like any other tenant's id), locked FOR NO KEY
 * UPDATE: parallel transitions and orders into it queue, so its state cannot change under the check.
 */
export async function lockTransitionCampaign(
  tx: Transaction,
  auth: AuthContext,
  campaignId: number,
): Promise<TransitionCampaign> {
  return findTransitionCampaign(tx, auth, campaignId, { lock: true });
}

/** The campaign in the caller's tenancy (404 otherwise); locked against other writers when asked. */
export async function findTransitionCampaign(
  db: Executor,
  auth: AuthContext,
  campaignId: number,
  { lock }: { lock: boolean },
): Promise<TransitionCampaign> {
  const query = db
    .select({ id: campaigns.id, stateId: campaigns.stateId, itemsCount: campaigns.itemsCount })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw new NotFoundError('campaign_not_found');
  return { ...row, state: campaignStateById(row.stateId) };
}

/** The locked campaign as the shared rule functions read it. */
export const ruleCampaignOf = (campaign: TransitionCampaign): RuleCampaign => ({
  campaignState: campaign.state,
  campaignItemsCount: campaign.itemsCount,
});

/**
 * Both approvals are refused while any (not canceled) item has ended before today (Europe/Prague);
 * the message lists the items by their product's title or name.
 */
export async function refuseEndedItems(ctx: AppContext, tx: Transaction, campaignId: number): Promise<void> {
  const ended = await tx
    .select({ name: sql<string>`coalesce(${products.title}, ${products.name})` })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(
      and(
        eq(campaignItems.campaignId, campaignId),
        lt(campaignItems.endDate, todayOf(ctx.clock)),
        sql`${campaignItems.stateId} <> ${CampaignItemStateId.Canceled}`,
      ),
    )
    .orderBy(asc(campaignItems.endDate), asc(campaignItems.id));
  if (ended.length > 0) {
    throw new ConflictError('campaign_items_ended', {
      items: [...new Set(ended.map((item) => item.name))].join(', '),
      count: ended.length,
    });
  }
}

/** Moves the items of a campaign that are in one of `from` states to `to`. */
export async function moveItems(
  ctx: AppContext,
  tx: Transaction,
  campaignId: number,
  from: readonly number[],
  to: number,
): Promise<void> {
  await tx
    .update(campaignItems)
    .set({ stateId: to, updatedAt: ctx.clock.now() })
    .where(and(eq(campaignItems.campaignId, campaignId), inArray(campaignItems.stateId, [...from])));
}

/**
 * Writes the campaign's new state (and a rejection reason when given) and records the transition in
 * the audit trail: who, on behalf of whom while impersonating (recordAudit), from which state to which.
 */
export async function moveCampaign(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  campaign: TransitionCampaign,
  toStateId: number,
  transition: string,
  language: MessageLanguage,
  extra: { rejectReason?: string } = {},
): Promise<CampaignTransitionResponse> {
  await tx
    .update(campaigns)
    .set({ stateId: toStateId, updatedAt: ctx.clock.now(), ...extra })
    .where(eq(campaigns.id, campaign.id));
  const to = campaignStateById(toStateId);
  await recordAudit(tx, auth, {
    action: 'campaign.state-changed',
    entityType: 'campaign',
    entityId: campaign.id,
    details: {
      transition,
      fromStateId: campaign.stateId,
      fromState: campaign.state.identifier,
      toStateId,
      toState: to.identifier,
      ...extra,
    },
  });
  return { id: campaign.id, campaignState: campaignStateIn(toStateId, language) };
}

/**
 * What both approvals do once their rule allows it: refuse with an ended item, move the items still
 * before approval to approved, book the campaign in the ad server and move it to approved, audited
 * as `transition`.
 */
export async function approveWithItems(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  campaign: TransitionCampaign,
  transition: 'approve' | 'approve-by-retailer',
  language: MessageLanguage,
): Promise<CampaignTransitionResponse> {
  await refuseEndedItems(ctx, tx, campaign.id);
  await moveItems(ctx, tx, campaign.id, ITEM_STATES_BEFORE_APPROVAL, CampaignItemStateId.Approved);
  await bookCampaignInAdServer(ctx, tx, campaign.id);
  return moveCampaign(ctx, tx, auth, campaign, CampaignStateId.Approved, transition, language);
}
