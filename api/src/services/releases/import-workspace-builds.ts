import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MANIFEST_FILE, RELEASE_TARGETS, type ReleaseTarget } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { releaseTargets, releaseVersions } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../context';
import { contentHashOf, versionName, type BuildFile } from './build-files';
import { promoteRelease } from './promote-release';
import { parseReleaseManifest, storeReleaseVersion } from './store-release-version';
import { versionById } from './release-state';

/** Who releases what `pnpm start` found built in the workspace. */
export const WORKSPACE_BUILD = 'workspace build';

async function filesBelow(dir: string, prefix = ''): Promise<{ path: string; file: string }[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const found: { path: string; file: string }[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesBelow(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) found.push({ path: relative, file: path.join(dir, entry.name) });
  }
  return found;
}

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/**
 * One workspace build (`<target>/dist` with its portal-release.json) as a version of the target: its
 * files stored only when the version is new. Answers the version's name, or null without a build.
 */
async function importBuild(ctx: AppContext, target: ReleaseTarget, dir: string): Promise<string | null> {
  const manifestText = await fs.readFile(path.join(dir, RELEASE_MANIFEST_FILE), 'utf8').catch(() => null);
  if (manifestText === null) {
    // A build made before builds wrote their manifest: it says nothing of what it needs, so it is not released.
    if (
      await fs.stat(dir).then(
        () => true,
        () => false,
      )
    )
      ctx.log.warn({ target, dir }, `no ${RELEASE_MANIFEST_FILE} in the build: build it again to release it`);
    return null;
  }
  const manifest = parseReleaseManifest(manifestText);
  const listed = await filesBelow(dir);
  const hashed = await Promise.all(
    listed.map(async (item) => ({ ...item, sha256: await sha256Of(item.file) })),
  );
  const version = versionName(manifest.packageVersion, contentHashOf(hashed));
  const [existing] = await ctx.db
    .select({ id: releaseVersions.id })
    .from(releaseVersions)
    .where(and(eq(releaseVersions.target, target), eq(releaseVersions.version, version)));
  if (existing) return version;
  const files: BuildFile[] = [];
  for (const item of hashed) {
    const storageKey = `releases/${target}/${randomUUID()}`;
    const { size } = await ctx.files.put(storageKey, createReadStream(item.file));
    files.push({ path: item.path, storageKey, byteSize: size, sha256: item.sha256 });
  }
  await storeReleaseVersion(
    ctx,
    target,
    { files, manifestText },
    { kind: 'system', name: WORKSPACE_BUILD },
    'en',
  );
  return version;
}

/**
 * On start (`pnpm start`, the container): the builds found in the workspace become versions, the
 * shell first so the remotes are judged against it. A build becomes live when nothing is live, or
 * when what is live came from the workspace too (a developer rebuilt it); a version a team released
 * stays live. A build the gate refuses is logged and left.
 */
export async function importWorkspaceBuilds(ctx: AppContext, workspaceRoot: string): Promise<void> {
  for (const target of RELEASE_TARGETS) {
    try {
      const version = await importBuild(ctx, target, path.join(workspaceRoot, target, 'dist'));
      if (!version) continue;
      const [state] = await ctx.db.select().from(releaseTargets).where(eq(releaseTargets.target, target));
      const live = await versionById(ctx.db, state?.liveVersionId ?? null);
      if (live?.version === version || (live && live.uploadedBy !== WORKSPACE_BUILD)) continue;
      await promoteRelease(
        ctx,
        target,
        { version, expectedLive: live?.version ?? null },
        { kind: 'system', name: WORKSPACE_BUILD },
        'en',
      );
      ctx.log.info({ target, version }, 'workspace build released and live');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.log.warn({ target, code: error.code, params: error.params }, 'workspace build not released');
    }
  }
}
