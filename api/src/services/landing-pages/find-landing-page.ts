import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { landingPages, landingPageTypes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AuthContext } from '../sessions';

export type LandingPageRow = typeof landingPages.$inferSelect & {
  /** The creative format of its type, whose fields it fills (null without a type). */
  formatId: number | null;
};

/**
 * A landing page of the caller's tenancy (404 otherwise, like an id that does not exist), with its
 * type's format. With `lock`, the page's row is locked FOR UPDATE: every write of a page (values,
 * state) takes it first.
 */
export async function findLandingPage(
  db: Executor,
  auth: AuthContext,
  landingPageId: number,
  { lock }: { lock: boolean },
): Promise<LandingPageRow> {
  const query = db
    .select({ page: landingPages, formatId: landingPageTypes.creativeFormatId })
    .from(landingPages)
    .leftJoin(landingPageTypes, eq(landingPageTypes.id, landingPages.typeId))
    .where(and(eq(landingPages.id, landingPageId), companyTenancy(auth, landingPages.companyId)));
  const [row] = lock ? await query.for('update', { of: landingPages }) : await query;
  if (!row) throw new NotFoundError('landing_page_not_found');
  return { ...row.page, formatId: row.formatId };
}
