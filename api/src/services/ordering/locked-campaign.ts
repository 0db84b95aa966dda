import { campaignStateById } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { campaignItems, campaigns } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AuthContext } from '../sessions';

export interface LockedCampaign {
  id: number;
  name: string;
  companyId: number;
  companyContactId: number | null;
  state: { id: number; canEdit: boolean };
}

/**
 * The campaign an order goes into, if the caller may see it (else 404, like any other tenant's id),
 * locked FOR NO KEY UPDATE for the rest of the transaction: its state cannot change under the order,
 * and orders into one campaign queue here (the same lock the totals trigger takes, taken first).
 */
export async function lockCampaign(
  tx: Transaction,
  auth: AuthContext,
  campaignId: number,
): Promise<LockedCampaign> {
  const [row] = await tx
    .select({
      id: campaigns.id,
      name: campaigns.name,
      companyId: campaigns.companyId,
      companyContactId: campaigns.companyContactId,
      stateId: campaigns.stateId,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)))
    .for('no key update', { of: campaigns });
  if (!row) throw new NotFoundError('campaign_not_found');
  const { stateId, ...campaign } = row;
  return { ...campaign, state: { id: stateId, canEdit: campaignStateById(stateId).canEdit } };
}

export interface StoredItem {
  id: number;
  campaignId: number;
  productId: number;
  startDate: string;
  endDate: string;
}

/**
 * An item of a campaign the caller may see, else 404; the item is locked (parallel edits of it queue)
 * and then its campaign (see lockCampaign).
 */
export async function lockItem(
  tx: Transaction,
  auth: AuthContext,
  itemId: number,
): Promise<{ item: StoredItem; campaign: LockedCampaign }> {
  const [item] = await tx
    .select({
      id: campaignItems.id,
      campaignId: campaignItems.campaignId,
      productId: campaignItems.productId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
    })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .where(and(eq(campaignItems.id, itemId), companyTenancy(auth, campaigns.companyId)))
    .for('no key update', { of: campaignItems });
  if (!item) throw new NotFoundError('campaign_item_not_found');
  const campaign = await lockCampaign(tx, auth, item.campaignId);
  return { item, campaign };
}
