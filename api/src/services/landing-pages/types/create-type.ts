import type { LandingPageType } from '@portal/shared-contracts';
import { landingPageTypes } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { loadLandingPageType } from './load-types';
import { landingPageTypeIssues, type LandingPageTypeRequest } from './type-issues';
import { writeTypeTargets } from './write-type-targets';

/** POST /landing-page-types (administrators): a new type; every issue of the form at once (400). */
export async function createLandingPageType(
  ctx: AppContext,
  auth: AuthContext,
  body: LandingPageTypeRequest,
): Promise<LandingPageType> {
  return ctx.db.transaction(async (tx) => {
    const issues = await landingPageTypeIssues(tx, body, null);
    if (issues.length > 0) throw new ValidationError(issues);
    const now = ctx.clock.now();
    const [type] = await tx
      .insert(landingPageTypes)
      .values({
        name: body.name,
        active: body.active,
        sizeExternalId: body.sizeExternalId,
        creativeFormatId: body.creativeFormatId,
        createdAt: now,
        updatedAt: now,
        updatedByUserId: auth.user.id,
      })
      .returning({ id: landingPageTypes.id });
    await writeTypeTargets(tx, type!.id, body.allowedTargetIds);
    await recordAudit(tx, auth, {
      action: 'landing-page-type.created',
      entityType: 'landing-page-type',
      entityId: type!.id,
      details: { ...body },
    });
    return loadLandingPageType(tx, type!.id);
  });
}
