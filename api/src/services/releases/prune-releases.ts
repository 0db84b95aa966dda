import type { ReleaseTarget } from '@portal/shared-contracts';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { releaseVersionFiles, releaseVersions, sessionReleasePreviews } from '../../db/schema';
import type { AppContext } from '../context';
import { lockTarget } from './release-state';

/**
 * Forgets the versions of a target nobody can need again: every version is kept while it is live,
 * previous, staged or previewed, and the newest RELEASES_KEPT (10) are kept besides; the files of the
 * others are deleted after their rows are gone (a tab still running one of them reloads into the live
 * version at its next page load).
 */
export async function pruneReleases(ctx: AppContext, target: ReleaseTarget): Promise<number> {
  const keys = await ctx.db.transaction(async (tx) => {
    const state = await lockTarget(tx, target);
    const previewed = await tx
      .selectDistinct({ id: sessionReleasePreviews.versionId })
      .from(sessionReleasePreviews)
      .where(eq(sessionReleasePreviews.target, target));
    const newest = await tx
      .select({ id: releaseVersions.id })
      .from(releaseVersions)
      .where(eq(releaseVersions.target, target))
      .orderBy(desc(releaseVersions.uploadedAt), desc(releaseVersions.id))
      .limit(ctx.config.releasesKept);
    const kept = [
      state.liveVersionId,
      state.previousVersionId,
      state.canaryVersionId,
      ...previewed.map((row) => row.id),
      ...newest.map((row) => row.id),
    ].filter((id): id is number => id !== null);
    const gone = await tx
      .select({ id: releaseVersions.id })
      .from(releaseVersions)
      .where(and(eq(releaseVersions.target, target), notInArray(releaseVersions.id, kept)));
    if (gone.length === 0) return [];
    const ids = gone.map((row) => row.id);
    const files = await tx
      .select({ key: releaseVersionFiles.storageKey })
      .from(releaseVersionFiles)
      .where(inArray(releaseVersionFiles.versionId, ids));
    await tx.delete(releaseVersions).where(inArray(releaseVersions.id, ids));
    return files.map((file) => file.key);
  });
  for (const key of keys) await ctx.files.delete(key);
  return keys.length;
}
