import type { CampaignHistoryEntry } from '@portal/shared-contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, campaignItems, campaigns, products, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { productDisplayName } from '../catalogue';
import type { AppContext } from '../context';
import { fullName, isRetailer, type AuthContext } from '../sessions';
import { companyTenancy } from '../campaign-access';

const authors = alias(users, 'authors');
const impersonators = alias(users, 'impersonators');

/** The newest entries a history shows; older ones stay in the audit trail. */
export const HISTORY_LIMIT = 500;

type Details = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A line of text for what changed, where the entry carries more than a state move. */
function detailOf(action: string, details: Details): string | null {
  if (text(details.rejectReason)) return text(details.rejectReason);
  if (action === 'campaign-item.message') return text(details.message);
  if (action === 'campaign.updated') {
    const name = details.name as { from?: string; to?: string } | undefined;
    return name?.to ? `${name.from ?? ''} → ${name.to}` : null;
  }
  if (action === 'campaign.created') return text(details.name);
  // The uploaded file's own name: which zip the retailer approved is then on record.
  if (action === 'campaign-item.creative-zip-uploaded') return text(details.fileName);
  return null;
}

/**
 * GET /campaigns/{id}/history: the audit trail of the campaign and its items, newest first. Who
 * acted for a buyer while impersonating is shown to retailer staff only.
 */
export async function campaignHistory(
  ctx: AppContext,
  auth: AuthContext,
  campaignId: number,
): Promise<CampaignHistoryEntry[]> {
  const [campaign] = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)));
  if (!campaign) throw new NotFoundError('campaign_not_found');

  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      details: auditEvents.details,
      author: { id: authors.id, firstName: authors.firstName, lastName: authors.lastName },
      impersonator: {
        id: impersonators.id,
        firstName: impersonators.firstName,
        lastName: impersonators.lastName,
      },
      // Left joined: null for an entry of no item, or of a deleted one.
      productName: sql<string | null>`${productDisplayName}`,
    })
    .from(auditEvents)
    .leftJoin(authors, eq(authors.id, auditEvents.userId))
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
    .leftJoin(
      campaignItems,
      and(
        eq(auditEvents.entityType, 'campaign_item'),
        sql`${campaignItems.id}::text = ${auditEvents.entityId}`,
      ),
    )
    .leftJoin(products, eq(products.id, campaignItems.productId))
    .where(eq(auditEvents.campaignId, campaign.id))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(HISTORY_LIMIT);

  const showImpersonator = isRetailer(auth.user);
  return rows.map((row): CampaignHistoryEntry => {
    const details = row.details ?? {};
    const itemId = row.entityType === 'campaign_item' ? Number(row.entityId) : null;
    return {
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      user: row.author?.id
        ? {
            id: row.author.id,
            name: fullName({ firstName: row.author.firstName ?? '', lastName: row.author.lastName ?? '' }),
          }
        : null,
      impersonator:
        showImpersonator && row.impersonator?.id
          ? {
              id: row.impersonator.id,
              name: fullName({
                firstName: row.impersonator.firstName ?? '',
                lastName: row.impersonator.lastName ?? '',
              }),
            }
          : null,
      fromState: text(details.fromState),
      toState: text(details.toState),
      campaignItemId: itemId !== null && Number.isInteger(itemId) && itemId > 0 ? itemId : null,
      campaignItemName: text(details.itemName) ?? row.productName,
      detail: detailOf(row.action, details),
    };
  });
}
