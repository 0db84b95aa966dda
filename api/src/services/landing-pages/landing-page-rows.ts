import type { LandingPageSummary } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, landingPages, landingPageTypes, targets } from '../../db/schema';

/** The columns of a list row (LandingPageSummary), as a select of the list queries. */
export const summaryColumns = {
  id: landingPages.id,
  name: landingPages.name,
  url: landingPages.url,
  active: landingPages.active,
  creativeState: landingPages.state,
  company: { id: companies.id, name: companies.name },
  target: { id: targets.id, name: targets.name },
  type: { id: landingPageTypes.id, name: landingPageTypes.name },
  updatedAt: landingPages.updatedAt,
};

/** The list rows' query: pages with their company, shop and type; callers add where, order and paging. */
export const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(landingPages)
    .innerJoin(companies, eq(companies.id, landingPages.companyId))
    .innerJoin(targets, eq(targets.id, landingPages.targetId))
    .leftJoin(landingPageTypes, eq(landingPageTypes.id, landingPages.typeId));

type SummaryRow = Omit<LandingPageSummary, 'updatedAt'> & { updatedAt: Date };

export const toSummary = (row: SummaryRow): LandingPageSummary => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});
