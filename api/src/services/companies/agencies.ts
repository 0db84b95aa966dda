import type { Contact, NamedRef } from '@portal/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { contactsOf } from './contacts';

/** GET /agencies (retailer staff only, the route checks): the active agency companies, by name. */
export async function listAgencies(ctx: AppContext): Promise<NamedRef[]> {
  return ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.type, 'agency'), eq(companies.active, true)))
    .orderBy(naturalOrder(companies.name), asc(companies.id));
}

/** GET /agencies/{id}/contacts (retailer staff only): the active users of an agency company. */
export async function agencyContacts(ctx: AppContext, agencyId: number): Promise<Contact[]> {
  const [agency] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, agencyId), eq(companies.type, 'agency')));
  if (!agency) throw new NotFoundError('agency_not_found');
  return contactsOf(ctx.db, agency.id);
}
