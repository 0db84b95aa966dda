import { campaignStateById, type CampaignStateFlags, type CreativeState } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { campaignItems, campaigns, creatives, products } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import { creativeFilledSql } from './creative-filled-sql';
import { productDisplayName } from '../catalogue';
import type { AuthContext } from '../sessions';

export interface ActionItem {
  id: number;
  campaignId: number;
  stateId: number;
  startDate: string;
  endDate: string;
  message: string | null;
  productId: number;
  productName: string;
  nativeFormat: boolean;
  /** The campaign's (vendor) company. */
  companyId: number;
  /** The assigned creative, its state and whether it is filled; null without one. */
  creative: { id: number; state: CreativeState; filled: boolean } | null;
  /** The uploaded creative zip's key in the file storage; null without one. */
  zipStorageKey: string | null;
  campaign: { id: number; stateId: number; itemsCount: number; state: CampaignStateFlags };
}

/**
 * An item of a campaign the caller may see (404 otherwise, like another tenant's id) with what the
 * item rules read. With `lock`, the item and then its campaign are locked FOR NO KEY UPDATE (the order
 * every item write takes), so neither state changes under the check.
 */
export async function findActionItem(
  db: Executor | Transaction,
  auth: AuthContext,
  itemId: number,
  { lock }: { lock: boolean },
): Promise<ActionItem> {
  const query = db
    .select({
      id: campaignItems.id,
      campaignId: campaignItems.campaignId,
      stateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      message: campaignItems.message,
      productId: campaignItems.productId,
      productName: productDisplayName,
      nativeFormat: products.nativeFormat,
      companyId: campaigns.companyId,
      creativeId: creatives.id,
      creativeState: creatives.state,
      creativeFilled: creativeFilledSql(creatives.id),
      zipStorageKey: campaignItems.zipStorageKey,
    })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .leftJoin(creatives, eq(creatives.id, campaignItems.creativeId))
    .where(and(eq(campaignItems.id, itemId), companyTenancy(auth, campaigns.companyId)));
  const [row] = lock ? await query.for('no key update', { of: campaignItems }) : await query;
  if (!row) throw new NotFoundError('campaign_item_not_found');
  const { creativeId, creativeState, creativeFilled, ...item } = row;
  const creative =
    creativeId === null ? null : { id: creativeId, state: creativeState!, filled: creativeFilled === true };
  const campaignQuery = db
    .select({ id: campaigns.id, stateId: campaigns.stateId, itemsCount: campaigns.itemsCount })
    .from(campaigns)
    .where(eq(campaigns.id, item.campaignId));
  const [campaign] = lock ? await campaignQuery.for('no key update') : await campaignQuery;
  if (!campaign) throw new NotFoundError('campaign_item_not_found');
  return { ...item, creative, campaign: { ...campaign, state: campaignStateById(campaign.stateId) } };
}
