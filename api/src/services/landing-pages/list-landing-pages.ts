import { LANDING_PAGE_LIST_LIMIT, type LandingPageSummary } from '@portal/shared-contracts';
import { asc } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { landingPages } from '../../db/schema';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { selectSummaries, toSummary } from './landing-page-rows';

/**
 * GET /landing-pages: the pages the caller sees (a vendor its company's, an agency its vendor
 * companies', retailer staff all), by name; at most LANDING_PAGE_LIST_LIMIT (the filter pages).
 */
export async function listLandingPages(ctx: AppContext, auth: AuthContext): Promise<LandingPageSummary[]> {
  const rows = await selectSummaries(ctx.db)
    .where(companyTenancy(auth, landingPages.companyId))
    .orderBy(naturalOrder(landingPages.name), asc(landingPages.id))
    .limit(LANDING_PAGE_LIST_LIMIT);
  return rows.map(toSummary);
}
