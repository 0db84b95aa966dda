import { ReleaseManifestSchema, type ReleaseManifest, type ReleaseTarget } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { releaseVersionFiles, releaseVersions } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { contentHashOf, requiredFilesOf, versionName, type BuildFile } from './build-files';
import { actorName, actorUserId, recordReleaseEvent, type ReleaseActor } from './release-actor';
import { passGate } from './release-gate';
import { lockTarget, type VersionRow } from './release-state';
import { pruneReleases } from './prune-releases';

/** A build's portal-release.json, checked; a 400 that says what is wrong otherwise. */
export function parseReleaseManifest(text: string): ReleaseManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadRequestError('release_archive_manifest_invalid', { problem: 'not JSON' });
  }
  const result = v.safeParse(ReleaseManifestSchema, json);
  if (!result.success) {
    const issue = result.issues[0]!;
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new BadRequestError('release_archive_manifest_invalid', {
      problem: `${where ? `${where}: ` : ''}${issue.message}`,
    });
  }
  return result.output;
}

/**
 * Keeps a received build as a version of the target (docs/releasing.md): its manifest must name the
 * target and the files it cannot run without must be there; its name is the package version and the
 * content hash, so the same build released twice is the same version (answered as it is, nothing
 * stored again). A build the compatibility gate refuses is not kept (409). Whatever of the build
 * was stored is deleted again when it is not kept.
 */
export async function storeReleaseVersion(
  ctx: AppContext,
  target: ReleaseTarget,
  build: { files: BuildFile[]; manifestText: string },
  actor: ReleaseActor,
  language: MessageLanguage,
): Promise<{ version: VersionRow; created: boolean }> {
  let kept = false;
  try {
    const manifest = parseReleaseManifest(build.manifestText);
    if (manifest.name !== target)
      throw new BadRequestError('release_archive_wrong_target', { target, name: manifest.name });
    const paths = new Set(build.files.map((file) => file.path));
    const missing = requiredFilesOf(target).find((file) => !paths.has(file));
    if (missing) throw new BadRequestError('release_archive_entry_missing', { file: missing, target });
    const contentHash = contentHashOf(build.files);
    const version = versionName(manifest.packageVersion, contentHash);
    const result = await ctx.db.transaction(async (tx) => {
      await lockTarget(tx, target);
      const [existing] = await tx
        .select()
        .from(releaseVersions)
        .where(and(eq(releaseVersions.target, target), eq(releaseVersions.version, version)));
      if (existing) return { version: existing, created: false };
      const candidate = {
        target,
        version,
        requires: manifest.requires,
        provides: manifest.provides ?? null,
      };
      await passGate(tx, candidate, language);
      const [row] = await tx
        .insert(releaseVersions)
        .values({
          ...candidate,
          packageVersion: manifest.packageVersion,
          contentHash,
          builtAt: new Date(manifest.builtAt),
          gitCommit: manifest.gitCommit,
          fileCount: build.files.length,
          byteSize: build.files.reduce((sum, file) => sum + file.byteSize, 0),
          uploadedAt: ctx.clock.now(),
          uploadedByUserId: actorUserId(actor),
          uploadedBy: actorName(actor),
        })
        .returning();
      await tx.insert(releaseVersionFiles).values(
        build.files.map((file) => ({
          versionId: row!.id,
          path: file.path,
          storageKey: file.storageKey,
          byteSize: file.byteSize,
        })),
      );
      await recordReleaseEvent(tx, actor, target, 'uploaded', { version });
      return { version: row!, created: true };
    });
    kept = result.created;
    if (kept) await pruneReleases(ctx, target);
    return result;
  } finally {
    if (!kept) await Promise.all(build.files.map((file) => ctx.files.delete(file.storageKey)));
  }
}
