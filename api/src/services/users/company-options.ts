import type { NamedRef } from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { likeLiteral } from '../../db/like';
import { companies } from '../../db/schema';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { salesPersonCompanies } from './user-scope';

export const COMPANY_OPTIONS_LIMIT = 50;

/**
 * GET /users/company-options?name&type: the active vendor (or agency) companies whose name contains
 * the text, without regard to case and accents, that the caller may give a user (an agency user's
 * vendor companies, an invited user's company): every one for retailer staff, the companies a sales
 * person is assigned to for a sales person (docs/users.md). At most COMPANY_OPTIONS_LIMIT, by name.
 */
export async function userCompanyOptions(
  ctx: AppContext,
  auth: AuthContext,
  query: { name: string; type: 'vendor' | 'agency' },
): Promise<NamedRef[]> {
  return ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.type, query.type),
        eq(companies.active, true),
        isRetailer(auth.user) ? undefined : salesPersonCompanies(auth.user.id, companies.id),
        query.name
          ? sql`portal_search_fold(${companies.name}) like '%' || portal_search_fold(${likeLiteral(query.name)}) || '%'`
          : undefined,
      ),
    )
    .orderBy(naturalOrder(companies.name), asc(companies.id))
    .limit(COMPANY_OPTIONS_LIMIT);
}
