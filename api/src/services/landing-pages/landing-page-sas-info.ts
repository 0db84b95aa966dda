import type { LandingPageSasInfo } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { creativeFormats, landingPageTypes } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { findLandingPage } from './find-landing-page';

/**
 * GET /sas-info/landing-page/{id} (retailer staff: the route's access): what the ad server is told of
 * the page — its shop address (the items' click target), its type's size id and creative format.
 */
export async function landingPageSasInfo(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
): Promise<LandingPageSasInfo> {
  const page = await findLandingPage(ctx.db, auth, landingPageId, { lock: false });
  const [type] =
    page.typeId === null
      ? []
      : await ctx.db
          .select({
            sizeExternalId: landingPageTypes.sizeExternalId,
            format: { id: creativeFormats.id, name: creativeFormats.name },
          })
          .from(landingPageTypes)
          .innerJoin(creativeFormats, eq(creativeFormats.id, landingPageTypes.creativeFormatId))
          .where(eq(landingPageTypes.id, page.typeId));
  return {
    landingPageId: page.id,
    landingPageURL: page.url,
    sizeExternalId: type?.sizeExternalId ?? null,
    creativeFormat: type?.format ?? null,
  };
}
