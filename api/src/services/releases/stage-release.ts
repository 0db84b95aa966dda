import type { ReleaseTarget, StageReleaseRequest } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { releaseTargets } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { recordReleaseEvent, type ReleaseActor } from './release-actor';
import { passGate } from './release-gate';
import { expectLive } from './promote-release';
import { findVersion, lockTarget, nextRevision, versionById } from './release-state';

/**
 * PUT /remotes/{name}/stage: the version for `percent` % of users, chosen stably by user id
 * (served-releases.ts), the live one for the others; while the live version is the one the caller
 * saw. A new stage replaces the one running; a promote or rollback ends it.
 */
export async function stageRelease(
  ctx: AppContext,
  target: ReleaseTarget,
  body: StageReleaseRequest,
  actor: ReleaseActor,
  language: MessageLanguage,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const state = await lockTarget(tx, target);
    const live = await expectLive(tx, target, state, body.expectedLive);
    const candidate = await findVersion(tx, target, body.version);
    if (candidate.id === live?.id)
      throw new ConflictError('release_already_live', { target, version: candidate.version });
    await passGate(tx, candidate, language);
    await tx
      .update(releaseTargets)
      .set({ canaryVersionId: candidate.id, canaryPercent: body.percent, ...nextRevision(ctx.clock.now()) })
      .where(eq(releaseTargets.target, target));
    await recordReleaseEvent(tx, actor, target, 'staged', {
      version: candidate.version,
      percent: body.percent,
    });
  });
}

/** DELETE /remotes/{name}/stage: everyone back on the live version; nothing staged is no error. */
export async function endStagedRelease(
  ctx: AppContext,
  target: ReleaseTarget,
  actor: ReleaseActor,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const state = await lockTarget(tx, target);
    const staged = await versionById(tx, state.canaryVersionId);
    if (!staged) return;
    await tx
      .update(releaseTargets)
      .set({ canaryVersionId: null, canaryPercent: null, ...nextRevision(ctx.clock.now()) })
      .where(eq(releaseTargets.target, target));
    await recordReleaseEvent(tx, actor, target, 'stage-ended', { version: staged.version });
  });
}
