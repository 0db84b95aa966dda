import type { ReleaseTarget, RollbackReleaseRequest } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { releaseTargets, releaseVersions } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { actorName, recordReleaseEvent, type ReleaseActor } from './release-actor';
import { passGate } from './release-gate';
import { expectLive } from './promote-release';
import { lockTarget, nextRevision, versionById } from './release-state';

/**
 * POST /remotes/{name}/rollback: the previous version live again, and the one rolled back becomes the
 * previous (a second rollback rolls forward, as `kubectl rollout undo` does). Compare-and-set on the
 * live version like a promote; a staged release ends; the previous version must still pass the gate
 * (the shell may have changed since it ran).
 */
export async function rollbackRelease(
  ctx: AppContext,
  target: ReleaseTarget,
  body: RollbackReleaseRequest,
  actor: ReleaseActor,
  language: MessageLanguage,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const state = await lockTarget(tx, target);
    const live = await expectLive(tx, target, state, body.expectedLive);
    const previous = await versionById(tx, state.previousVersionId);
    if (!previous) throw new ConflictError('release_no_previous', { target });
    await passGate(tx, previous, language);
    const now = ctx.clock.now();
    await tx
      .update(releaseTargets)
      .set({
        liveVersionId: previous.id,
        previousVersionId: live!.id,
        canaryVersionId: null,
        canaryPercent: null,
        ...nextRevision(now),
      })
      .where(eq(releaseTargets.target, target));
    await tx
      .update(releaseVersions)
      .set({ promotedAt: now, promotedBy: actorName(actor) })
      .where(eq(releaseVersions.id, previous.id));
    await recordReleaseEvent(tx, actor, target, 'rolled-back', {
      version: previous.version,
      fromVersion: live!.version,
    });
  });
}
