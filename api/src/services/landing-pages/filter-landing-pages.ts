import type {
  LandingPageFilterRequestSchema,
  LandingPagePage,
  LandingPageSortField,
} from '@portal/shared-contracts';
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type * as v from 'valibot';
import { naturalOrder } from '../../db/collation';
import { companies, landingPages, targets } from '../../db/schema';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { selectSummaries, toSummary } from './landing-page-rows';

type Filter = v.InferOutput<typeof LandingPageFilterRequestSchema>;

const SORT_COLUMNS: Record<LandingPageSortField, SQLWrapper> = {
  name: naturalOrder(landingPages.name),
  target: naturalOrder(targets.name),
  company: naturalOrder(companies.name),
  state: landingPages.state,
  active: landingPages.active,
  updatedAt: landingPages.updatedAt,
};

/** The filter's conditions within the caller's tenancy; empty filters do not filter. */
function conditions(auth: AuthContext, filter: Filter): SQL | undefined {
  const search = filter.search;
  return and(
    companyTenancy(auth, landingPages.companyId),
    search
      ? sql`(strpos(lower(${landingPages.name}), lower(${search})) > 0 or strpos(lower(${landingPages.url}), lower(${search})) > 0)`
      : undefined,
    filter.companyIdes?.length ? inArray(landingPages.companyId, filter.companyIdes) : undefined,
    filter.targetIdes?.length ? inArray(landingPages.targetId, filter.targetIdes) : undefined,
    filter.states?.length ? inArray(landingPages.state, filter.states) : undefined,
    filter.active === undefined || filter.active === null
      ? undefined
      : eq(landingPages.active, filter.active),
  );
}

/**
 * POST /landing-pages/filter: a page of the caller's landing pages and how many match, on the server:
 * the filter's conditions over the pages' own indexed columns (company, shop, state), the name and
 * address search by strpos, the order with the id as tie-break, LIMIT and OFFSET.
 */
export async function filterLandingPages(
  ctx: AppContext,
  auth: AuthContext,
  filter: Filter,
): Promise<LandingPagePage> {
  const where = conditions(auth, filter);
  const direction = filter.sort?.direction === 'ASC' ? asc : desc;
  const order = filter.sort
    ? [direction(SORT_COLUMNS[filter.sort.name]), direction(landingPages.id)]
    : [desc(landingPages.id)];
  const [rows, [total]] = await Promise.all([
    selectSummaries(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(filter.maxResults)
      .offset(filter.firstResult),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(where),
  ]);
  return { items: rows.map(toSummary), totalCount: Number(total?.count ?? 0) };
}
