import type { CampaignFilter } from '@portal/shared-contracts';
import { and, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { likeLiteral } from '../../db/like';
import { campaigns, companies } from '../../db/schema';
import { hasRole, isRetailer, type AuthContext } from '../sessions';
import { companyTenancy, myCampaignsCondition } from '../campaign-access';

/**
 * The search: the campaign name contains the text (any case, its own wildcards taken literally: LIKE,
 * so the trigram index of the names answers it) or, for retailer and agency, the company's name does
 * (vendors do not see the company column).
 */
export function searchOf({ user }: AuthContext, text: string) {
  const literal = likeLiteral(text);
  const searchesCompanies = isRetailer(user) || hasRole(user, 'agency');
  return {
    inName: (name: SQLWrapper) => sql`lower(${name}) like '%' || lower(${literal}) || '%'`,
    matchingCompanies: searchesCompanies
      ? sql`select ${companies.id} from ${companies} where strpos(lower(${companies.name}), lower(${text})) > 0`
      : null,
  };
}

/** The filter's conditions; every one is also limited to the caller's tenancy. */
export function conditionsOf(auth: AuthContext, filter: CampaignFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [companyTenancy(auth, campaigns.companyId)];
  if (filter.campaignStateIdes?.length) conditions.push(inArray(campaigns.stateId, filter.campaignStateIdes));
  if (filter.companyIdes?.length) conditions.push(inArray(campaigns.companyId, filter.companyIdes));
  if (filter.companyContactIdes?.length)
    conditions.push(inArray(campaigns.companyContactId, filter.companyContactIdes));
  if (filter.salesPersonIdes?.length)
    conditions.push(inArray(campaigns.salesPersonId, filter.salesPersonIdes));
  if (filter.search) {
    const { inName, matchingCompanies } = searchOf(auth, filter.search);
    // The companies as an array of ids, so neither the count nor the page joins them to filter.
    conditions.push(
      matchingCompanies
        ? or(inName(campaigns.name), sql`${campaigns.companyId} = any(array(${matchingCompanies}))`)
        : inName(campaigns.name),
    );
  }
  // Overlap of the campaign's run with the range (an open end is unbounded), answered by the GiST
  // index on the run; a campaign without items has no run.
  if (filter.startDate || filter.endDate) {
    conditions.push(
      sql`${campaigns.startDate} is not null and daterange(${campaigns.startDate}, ${campaigns.endDate}, '[]')
        && daterange(${filter.startDate ?? null}::date, ${filter.endDate ?? null}::date, '[]')`,
    );
  }
  if (filter.myCampaigns) conditions.push(myCampaignsCondition(auth));

  return and(...conditions);
}
