import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { campaigns, userVendorCompanies } from '../../db/schema';
import { hasRole, isRetailer, type AuthContext } from '../sessions';

/**
 * Tenancy of design.md §2 as a condition on a vendor-company id column (campaigns.company_id,
 * companies.id, …): retailer staff see every company (undefined: no condition); a vendor only its
 * own company; an agency user the vendor companies listed for it in user_vendor_companies; anyone
 * else nothing. An impersonated session is the impersonated buyer here, so it sees what the buyer sees.
 * Every campaign read and write of later issues goes through this.
 */
export function companyTenancy(auth: AuthContext, companyId: SQLWrapper): SQL | undefined {
  const scope = tenancyScope(auth);
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return sql`${companyId} in (select ${userVendorCompanies.companyId} from ${userVendorCompanies} where ${eq(userVendorCompanies.userId, scope.userId)})`;
    case 'vendor':
      return sql`${companyId} = ${scope.companyId}`;
    case 'none':
      return sql`false`;
  }
}

/** Which companies the caller sees, as companyTenancy decides it (also the count cache's viewer). */
export type TenancyScope =
  | { kind: 'all' }
  | { kind: 'agency'; userId: number }
  | { kind: 'vendor'; companyId: number }
  | { kind: 'none' };

export function tenancyScope({ user }: AuthContext): TenancyScope {
  if (isRetailer(user)) return { kind: 'all' };
  if (hasRole(user, 'agency')) return { kind: 'agency', userId: user.id };
  if (hasRole(user, 'vendor') && user.companyId !== null)
    return { kind: 'vendor', companyId: user.companyId };
  return { kind: 'none' };
}

/**
 * The lists' "my campaigns" (spec 000 §6): a sales person's own campaigns; for anyone else those
 * they created or are the company's or the agency's contact of.
 */
export function myCampaignsCondition(auth: AuthContext): SQL | undefined {
  const { user } = auth;
  return hasRole(user, 'salesPerson')
    ? eq(campaigns.salesPersonId, user.id)
    : or(
        eq(campaigns.createdByUserId, user.id),
        eq(campaigns.companyContactId, user.id),
        eq(campaigns.agencyContactId, user.id),
      );
}
