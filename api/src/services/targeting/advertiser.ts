import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import { hasRole, isRetailer, type AuthContext } from '../sessions';
import { allowedBrandsOf } from './brand-access';

export interface AdvertiserQuery {
  advertiserCompanyId?: number | undefined;
  advertiserCompanyContactId?: number | undefined;
}

/**
 * The advertiser a target product or landing page is chosen for, checked against the caller's
 * tenancy: the company must be a vendor company the caller may order for and the contact one of its
 * users (a contact alone: a user of such a company). Anything else answers 404, like every other
 * tenant's id (design.md §2).
 */
export async function checkAdvertiser(
  db: Executor,
  auth: AuthContext,
  query: AdvertiserQuery,
): Promise<{ companyId: number | null; contactId: number | null }> {
  const { advertiserCompanyId, advertiserCompanyContactId } = query;
  if (advertiserCompanyId !== undefined) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.id, advertiserCompanyId),
          eq(companies.type, 'vendor'),
          companyTenancy(auth, companies.id),
        ),
      );
    if (!company) throw new NotFoundError('advertiser_not_found');
  }
  if (advertiserCompanyContactId !== undefined) {
    const [contact] = await db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(
          eq(users.id, advertiserCompanyContactId),
          eq(companies.type, 'vendor'),
          companyTenancy(auth, companies.id),
          advertiserCompanyId === undefined ? undefined : eq(users.companyId, advertiserCompanyId),
        ),
      );
    if (!contact) throw new NotFoundError('advertiser_contact_not_found');
    return { companyId: contact.companyId, contactId: contact.id };
  }
  return { companyId: advertiserCompanyId ?? null, contactId: null };
}

/**
 * Whose allowed brands limit what the advertiser may promote: the contact's user when one is named,
 * and always a vendor caller (it cannot widen its own list by naming a colleague). Retailer staff and
 * agencies have no list of their own (spec: allowed brands are not for agency users). None: every brand.
 */
export function brandListOwners(auth: AuthContext, advertiser: { contactId: number | null }): number[] {
  const owners: number[] = [];
  if (advertiser.contactId !== null) owners.push(advertiser.contactId);
  if (!isRetailer(auth.user) && hasRole(auth.user, 'vendor') && advertiser.contactId !== auth.user.id)
    owners.push(auth.user.id);
  return owners;
}

/**
 * The brands the advertiser may promote (the allowed brands of each of brandListOwners), as a
 * condition on a brand id column. undefined: every brand.
 */
export function advertiserBrands(
  auth: AuthContext,
  advertiser: { contactId: number | null },
  brandId: SQLWrapper,
): SQL | undefined {
  const owners = brandListOwners(auth, advertiser);
  return owners.length > 0 ? and(...owners.map((userId) => allowedBrandsOf(userId, brandId))) : undefined;
}
