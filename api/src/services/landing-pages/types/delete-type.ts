import { eq, sql } from 'drizzle-orm';
import { landingPages, landingPageTypes } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';

/**
 * DELETE /landing-page-types/{id} (administrators): a type no landing page uses; 409 naming how many
 * do otherwise (deactivate it instead: it is then no longer offered for new pages).
 */
export async function deleteLandingPageType(
  ctx: AppContext,
  auth: AuthContext,
  typeId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [type] = await tx
      .select()
      .from(landingPageTypes)
      .where(eq(landingPageTypes.id, typeId))
      .for('update');
    if (!type) throw new NotFoundError('landing_page_type_not_found');
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(eq(landingPages.typeId, typeId));
    const count = Number(used?.count ?? 0);
    if (count > 0) throw new ConflictError('landing_page_type_in_use', { count });
    await tx.delete(landingPageTypes).where(eq(landingPageTypes.id, typeId));
    await recordAudit(tx, auth, {
      action: 'landing-page-type.deleted',
      entityType: 'landing-page-type',
      entityId: typeId,
      details: { name: type.name },
    });
  });
}
