import type { PromoteReleaseRequest, ReleaseTarget } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { releaseTargets, releaseVersions } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { actorName, recordReleaseEvent, type ReleaseActor } from './release-actor';
import { passGate } from './release-gate';
import {
  findVersion,
  lockTarget,
  nextRevision,
  versionById,
  type TargetRow,
  type VersionRow,
} from './release-state';

/**
 * The compare-and-set of every change of what runs: what the caller saw live must be live still, or
 * 409 naming the version live now (two releases at once never overwrite each other silently).
 */
export async function expectLive(
  db: Parameters<typeof versionById>[0],
  target: ReleaseTarget,
  state: TargetRow,
  expected: string | null,
): Promise<VersionRow | null> {
  const live = await versionById(db, state.liveVersionId);
  if ((live?.version ?? null) !== expected)
    throw new ConflictError('release_conflict', {
      target,
      live: live?.version ?? '—',
      expected: expected ?? '—',
    });
  return live;
}

/**
 * POST /remotes/{name}/promote: the version is live for everyone from the next page load on (no
 * restart; a tab already open keeps running what it loaded), the one live before is the previous (a
 * rollback's way back), and a staged release ends. The version must pass the compatibility gate.
 */
export async function promoteRelease(
  ctx: AppContext,
  target: ReleaseTarget,
  body: PromoteReleaseRequest,
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
    const now = ctx.clock.now();
    await tx
      .update(releaseTargets)
      .set({
        liveVersionId: candidate.id,
        previousVersionId: live?.id ?? null,
        canaryVersionId: null,
        canaryPercent: null,
        ...nextRevision(now),
      })
      .where(eq(releaseTargets.target, target));
    await tx
      .update(releaseVersions)
      .set({ promotedAt: now, promotedBy: actorName(actor) })
      .where(eq(releaseVersions.id, candidate.id));
    await recordReleaseEvent(tx, actor, target, 'promoted', {
      version: candidate.version,
      fromVersion: live?.version ?? null,
    });
  });
}
