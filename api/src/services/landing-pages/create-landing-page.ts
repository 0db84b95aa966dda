import {
  targetAllowedByType,
  type CreateLandingPageRequestSchema,
  type LandingPage,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Transaction } from '../../db/client';
import {
  creativeFieldValues,
  landingPages,
  landingPageTypes,
  landingPageTypeTargets,
  targets,
} from '../../db/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { keepVersion, landingPageValues, loadFormatFields } from '../creatives';
import { hasRole, type AuthContext } from '../sessions';
import { landingPageUrl } from './landing-page-url';
import { loadLandingPage } from './load-landing-page';

type CreateRequest = v.InferOutput<typeof CreateLandingPageRequestSchema>;

/**
 * The active type, read FOR SHARE: an administrator's change of its format waits for this page to be
 * made, then counts it (and refuses), so a page never gets the fields of a format its type left.
 */
async function activeType(tx: Transaction, typeId: number) {
  const [type] = await tx
    .select()
    .from(landingPageTypes)
    .where(and(eq(landingPageTypes.id, typeId), eq(landingPageTypes.active, true)))
    .for('share');
  if (!type) return null;
  const allowed = await tx
    .select({ targetId: landingPageTypeTargets.targetId })
    .from(landingPageTypeTargets)
    .where(eq(landingPageTypeTargets.typeId, type.id));
  return { ...type, allowedTargetIds: allowed.map((row) => row.targetId) };
}

/**
 * POST /landing-pages/create (spec 001 §5 "Landing pages and their types"): a new page (state new,
 * version 1, every field of its type's format empty) for the named company — required for retailer
 * staff and agencies (the route's access keeps it within the caller's tenancy), a vendor's own
 * otherwise — in a shop its active type allows. Everything wrong is answered at once as field errors.
 */
export async function createLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  body: CreateRequest,
  language: MessageLanguage,
): Promise<LandingPage> {
  const id = await ctx.db.transaction(async (tx) => {
    const issues: FieldIssue[] = [];
    let companyId = body.companyId ?? null;
    if (companyId === null && hasRole(auth.user, 'vendor') && auth.user.companyId !== null)
      companyId = auth.user.companyId;
    if (companyId === null) issues.push({ field: 'companyId', code: 'landing_page_company_required' });
    const type = await activeType(tx, body.landingPageTypeId);
    if (!type) issues.push({ field: 'landingPageTypeId', code: 'landing_page_type_not_available' });
    const [target] = await tx
      .select()
      .from(targets)
      .where(and(eq(targets.id, body.targetId), eq(targets.active, true)));
    if (!target) issues.push({ field: 'targetId', code: 'landing_page_target_not_found' });
    else if (type && !targetAllowedByType(type.allowedTargetIds, target.id))
      issues.push({
        field: 'targetId',
        code: 'landing_page_target_not_allowed',
        params: { type: type.name },
      });
    if (issues.length > 0 || !type || !target || companyId === null) throw new ValidationError(issues);

    const now = ctx.clock.now();
    const [page] = await tx
      .insert(landingPages)
      .values({
        name: body.name,
        companyId,
        targetId: target.id,
        typeId: type.id,
        // The address names the page's id, which the insert gives: written right after.
        url: target.domainUrl,
        createdByUserId: auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const url = landingPageUrl(target.domainUrl, page!.id, body.name);
    await tx.update(landingPages).set({ url }).where(eq(landingPages.id, page!.id));
    const fields =
      (await loadFormatFields(tx, [type.creativeFormatId], language)).get(type.creativeFormatId) ?? [];
    if (fields.length > 0)
      await tx
        .insert(creativeFieldValues)
        .values(fields.map((field) => ({ landingPageId: page!.id, fieldId: field.id, updatedAt: now })));
    await keepVersion(tx, auth, landingPageValues(page!.id), page!, 'new');
    await recordAudit(tx, auth, {
      action: 'landing-page.created',
      entityType: 'landing-page',
      entityId: page!.id,
      details: { name: body.name, companyId, targetId: target.id, typeId: type.id, url },
    });
    return page!.id;
  });
  return loadLandingPage(ctx.db, auth, id, language);
}
