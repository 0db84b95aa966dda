import { CREATIVE_STATES, type LandingPageFilterData } from '@portal/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { companies } from '../../db/schema';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { listTargets } from '../targeting';

/**
 * GET /landing-pages/filter-data: what the list's filter offers the caller — the vendor companies it
 * may see (a vendor its own, an agency its vendor companies, retailer staff all), the active shops
 * and the states.
 */
export async function landingPageFilterData(
  ctx: AppContext,
  auth: AuthContext,
): Promise<LandingPageFilterData> {
  const [companyRows, targetRows] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.type, 'vendor'), companyTenancy(auth, companies.id)))
      .orderBy(naturalOrder(companies.name), asc(companies.id)),
    listTargets(ctx),
  ]);
  return { companies: companyRows, targets: targetRows, states: [...CREATIVE_STATES] };
}
