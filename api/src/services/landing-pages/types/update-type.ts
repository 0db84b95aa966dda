import type { LandingPageType, LandingPageTypeUpdateRequestSchema } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { eq, sql } from 'drizzle-orm';
import { landingPages, landingPageTypes } from '../../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { checkEditVersion, nextEditVersion } from '../../edit-versions';
import { loadLandingPageType } from './load-types';
import { landingPageTypeIssues } from './type-issues';
import { writeTypeTargets } from './write-type-targets';

/**
 * PUT /landing-page-types/{id} (administrators): the whole type. Its creative format cannot change
 * while landing pages use it (409: their values are the format's fields). Shops taken off the list
 * leave the pages already made there as they are; the list rules new pages. A save of an older
 * version than the stored one is refused (edit-version.ts).
 */
export async function updateLandingPageType(
  ctx: AppContext,
  auth: AuthContext,
  typeId: number,
  body: v.InferOutput<typeof LandingPageTypeUpdateRequestSchema>,
): Promise<LandingPageType> {
  return ctx.db.transaction(async (tx) => {
    const [type] = await tx
      .select()
      .from(landingPageTypes)
      .where(eq(landingPageTypes.id, typeId))
      .for('update');
    if (!type) throw new NotFoundError('landing_page_type_not_found');
    await checkEditVersion(tx, type, body.version);
    const issues = await landingPageTypeIssues(tx, body, typeId);
    if (issues.length > 0) throw new ValidationError(issues);
    if (body.creativeFormatId !== type.creativeFormatId) {
      const [used] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(landingPages)
        .where(eq(landingPages.typeId, typeId));
      const count = Number(used?.count ?? 0);
      if (count > 0) throw new ConflictError('landing_page_type_format_in_use', { count });
    }
    await tx
      .update(landingPageTypes)
      .set({
        name: body.name,
        active: body.active,
        sizeExternalId: body.sizeExternalId,
        creativeFormatId: body.creativeFormatId,
        ...nextEditVersion(type, auth, ctx.clock.now()),
      })
      .where(eq(landingPageTypes.id, typeId));
    await writeTypeTargets(tx, typeId, body.allowedTargetIds);
    await recordAudit(tx, auth, {
      action: 'landing-page-type.updated',
      entityType: 'landing-page-type',
      entityId: typeId,
      details: { ...body },
    });
    return loadLandingPageType(tx, typeId);
  });
}
