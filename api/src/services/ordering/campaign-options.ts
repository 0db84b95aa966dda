import { CampaignStateId, type CampaignOption } from '@portal/shared-contracts';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import { companyTenancy, isVendor } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { itemAdditionAllowed, OPEN_FOR_ITEMS } from './campaign-rules';

/** The most campaigns the order form's "existing campaign" choice lists. */
export const CAMPAIGN_OPTIONS_LIMIT = 200;

/** The condition of itemAdditionAllowed (addCampaignItemRefusal of shared-contracts) in SQL. */
function additionAllowedCondition(auth: AuthContext): SQL {
  const inOpenState = inArray(campaigns.stateId, [...OPEN_FOR_ITEMS]);
  return isVendor(auth) ? and(inOpenState, ne(campaigns.stateId, CampaignStateId.Reserved))! : inOpenState;
}

/**
 * GET /campaigns: the caller's campaigns (tenancy of design.md §2), newest first, at most 200;
 * optionally of one company and (itemAdditionAllowed=true) only those that take items now; false or
 * absent lists them all, each with its flag.
 */
export async function campaignOptions(
  ctx: AppContext,
  auth: AuthContext,
  query: { companyId?: number; itemAdditionAllowed?: boolean },
  language: MessageLanguage,
): Promise<CampaignOption[]> {
  const rows = await ctx.db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      companyId: companies.id,
      companyName: companies.name,
      stateId: campaigns.stateId,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        companyTenancy(auth, campaigns.companyId),
        query.companyId === undefined ? undefined : eq(campaigns.companyId, query.companyId),
        query.itemAdditionAllowed ? additionAllowedCondition(auth) : undefined,
      ),
    )
    .orderBy(desc(campaigns.id))
    .limit(CAMPAIGN_OPTIONS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company: { id: row.companyId, name: row.companyName },
    campaignState: campaignStateIn(row.stateId, language),
    itemAdditionAllowed: itemAdditionAllowed(row.stateId, auth),
  }));
}
