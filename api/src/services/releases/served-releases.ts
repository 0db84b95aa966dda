import { createHash } from 'node:crypto';
import { RELEASE_TARGETS, type ReleaseChannel, type ReleaseTarget } from '@portal/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { releaseTargets, releaseVersions, sessionReleasePreviews } from '../../db/schema';
import type { VersionRow } from './release-state';

/** Who asks: a signed-in session (previews are a session's, stages go by user), or nobody yet. */
export interface ReleaseViewer {
  sessionId: string;
  userId: number;
}

export interface ServedRelease {
  version: VersionRow | null;
  channel: ReleaseChannel;
}

/**
 * Whether a user is in a staged release's share: a bucket 0–99 from a hash of the target and the user
 * id, so each user is always on the same side of one target's stage (and the sides of two targets'
 * stages do not follow each other), and the share grows by adding buckets when the percent grows.
 */
export function inStagedShare(target: ReleaseTarget, userId: number, percent: number): boolean {
  const bucket = createHash('sha256').update(`${target}:${userId}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}

/**
 * The version of each target a viewer runs (docs/releasing.md): the one its session previews, else
 * the staged one when the user is in its share, else the live one (null: nothing released).
 */
export async function servedReleases(
  db: Executor,
  viewer: ReleaseViewer | null,
): Promise<Map<ReleaseTarget, ServedRelease>> {
  const [states, previews] = await Promise.all([
    db.select().from(releaseTargets),
    viewer
      ? db
          .select({ target: sessionReleasePreviews.target, versionId: sessionReleasePreviews.versionId })
          .from(sessionReleasePreviews)
          .where(eq(sessionReleasePreviews.sessionId, viewer.sessionId))
      : Promise.resolve([]),
  ]);
  const chosen = new Map<ReleaseTarget, { id: number | null; channel: ReleaseChannel }>();
  for (const target of RELEASE_TARGETS) {
    const state = states.find((row) => row.target === target);
    const preview = previews.find((row) => row.target === target);
    if (preview) chosen.set(target, { id: preview.versionId, channel: 'preview' });
    else if (
      viewer &&
      state?.canaryVersionId != null &&
      state.canaryPercent != null &&
      inStagedShare(target, viewer.userId, state.canaryPercent)
    )
      chosen.set(target, { id: state.canaryVersionId, channel: 'canary' });
    else chosen.set(target, { id: state?.liveVersionId ?? null, channel: 'live' });
  }
  const ids = [...chosen.values()].map((entry) => entry.id).filter((id): id is number => id !== null);
  const rows = ids.length
    ? await db.select().from(releaseVersions).where(inArray(releaseVersions.id, ids))
    : [];
  return new Map(
    [...chosen].map(([target, entry]) => [
      target,
      { version: rows.find((row) => row.id === entry.id) ?? null, channel: entry.channel },
    ]),
  );
}

/** Where a version's files are: under the portal, or at its origin on another host. */
export function baseUrlOf(version: Pick<VersionRow, 'target' | 'version' | 'originUrl'>): string {
  if (version.originUrl) return version.originUrl;
  return version.target === 'shell'
    ? `/shell/${version.version}/`
    : `/remotes/${version.target}/${version.version}/`;
}
