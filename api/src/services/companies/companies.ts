import type { Contact, NamedRef } from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { contactsOf } from './contacts';

/**
 * GET /companies?name: the active vendor (advertiser) companies the caller may order for, whose name
 * contains the text: every one for retailer staff, its vendor companies for an agency user, its own
 * for a vendor.
 */
export async function searchCompanies(ctx: AppContext, auth: AuthContext, name: string): Promise<NamedRef[]> {
  return ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.type, 'vendor'),
        eq(companies.active, true),
        companyTenancy(auth, companies.id),
        name ? sql`strpos(lower(${companies.name}), lower(${name})) > 0` : undefined,
      ),
    )
    .orderBy(naturalOrder(companies.name), asc(companies.id));
}

/** GET /companies/{id}/contacts: a vendor company of the caller's tenancy (else 404) and its active users. */
export async function companyContacts(
  ctx: AppContext,
  auth: AuthContext,
  companyId: number,
): Promise<Contact[]> {
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.type, 'vendor'), companyTenancy(auth, companies.id)),
    );
  if (!company) throw new NotFoundError('advertiser_not_found');
  return contactsOf(ctx.db, company.id);
}
