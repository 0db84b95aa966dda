import type { LandingPageOption } from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { companies, landingPages } from '../../db/schema';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { checkAdvertiser } from './advertiser';
import { activeTarget } from './targets';

/** At most this many landing pages come back from a search. */
export const LANDING_PAGE_SEARCH_LIMIT = 100;

/**
 * GET /landing-pages/search: the approved, active landing pages in the shop that an item of the
 * advertiser may lead to, whose name contains the text. Limited to the caller's tenancy (a vendor its
 * own company, an agency its vendor companies); a named company outside it answers 404.
 */
export async function searchLandingPages(
  ctx: AppContext,
  auth: AuthContext,
  query: { targetId: number; companyId?: number | undefined; search: string },
): Promise<LandingPageOption[]> {
  const target = await activeTarget(ctx.db, query.targetId);
  await checkAdvertiser(ctx.db, auth, { advertiserCompanyId: query.companyId });
  const rows = await ctx.db
    .select({
      id: landingPages.id,
      name: landingPages.name,
      url: landingPages.url,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(landingPages)
    .innerJoin(companies, eq(companies.id, landingPages.companyId))
    .where(
      and(
        eq(landingPages.targetId, target.id),
        eq(landingPages.state, 'approved'),
        eq(landingPages.active, true),
        companyTenancy(auth, landingPages.companyId),
        query.companyId === undefined ? undefined : eq(landingPages.companyId, query.companyId),
        query.search ? sql`strpos(lower(${landingPages.name}), lower(${query.search})) > 0` : undefined,
      ),
    )
    .orderBy(naturalOrder(landingPages.name), asc(landingPages.id))
    .limit(LANDING_PAGE_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    company: { id: row.companyId, name: row.companyName },
  }));
}
