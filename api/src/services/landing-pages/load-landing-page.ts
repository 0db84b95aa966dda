import {
  canReviewLandingPage,
  canSendLandingPageForCheck,
  creativeFilled,
  landingPageEditable,
  missingFields,
  visibleNotes,
  type LandingPage,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, creativeFormats, landingPages, landingPageTypes, targets } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { companyTenancy, ruleViewerOf } from '../campaign-access';
import { landingPageValues, loadFieldValues } from '../creatives';
import type { AuthContext } from '../sessions';

/**
 * GET /landing-pages/{id} and every answer about one page: the page in the caller's tenancy (404
 * otherwise), its type's fields with their values, what is missing, and what the caller may do. The
 * reject reason only while it is returned (spec 001 §5).
 */
export async function loadLandingPage(
  db: Executor,
  auth: AuthContext,
  landingPageId: number,
  language: MessageLanguage,
): Promise<LandingPage> {
  const [row] = await db
    .select({
      page: landingPages,
      company: { id: companies.id, name: companies.name },
      target: { id: targets.id, name: targets.name, domainUrl: targets.domainUrl },
      type: {
        id: landingPageTypes.id,
        name: landingPageTypes.name,
        sizeExternalId: landingPageTypes.sizeExternalId,
      },
      format: { id: creativeFormats.id, name: creativeFormats.name },
    })
    .from(landingPages)
    .innerJoin(companies, eq(companies.id, landingPages.companyId))
    .innerJoin(targets, eq(targets.id, landingPages.targetId))
    .leftJoin(landingPageTypes, eq(landingPageTypes.id, landingPages.typeId))
    .leftJoin(creativeFormats, eq(creativeFormats.id, landingPageTypes.creativeFormatId))
    .where(and(eq(landingPages.id, landingPageId), companyTenancy(auth, landingPages.companyId)));
  if (!row) throw new NotFoundError('landing_page_not_found');
  const { page } = row;
  const fieldValues = row.format
    ? await loadFieldValues(db, landingPageValues(page.id), row.format.id, language)
    : [];
  const filled = creativeFilled(fieldValues);
  const viewer = ruleViewerOf(auth);
  return {
    id: page.id,
    name: page.name,
    url: page.url,
    active: page.active,
    creativeState: page.state,
    notes: visibleNotes(page.state, page.notes),
    company: row.company,
    target: row.target,
    type: row.type,
    format: row.format,
    fieldValues,
    filled,
    missingFields: missingFields(fieldValues),
    version: page.version,
    updatedAt: page.updatedAt.toISOString(),
    waitingSince: page.waitingSince?.toISOString() ?? null,
    canEdit: landingPageEditable(page.state, viewer),
    canSendForCheck: canSendLandingPageForCheck(page.state, filled, viewer),
    canReview: canReviewLandingPage(page.state, filled, viewer),
  };
}
