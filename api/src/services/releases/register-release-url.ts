import type { RegisterReleaseUrlRequest, ReleaseTarget } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { releaseVersions } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { versionName } from './build-files';
import { actorName, actorUserId, recordReleaseEvent, type ReleaseActor } from './release-actor';
import { passGate } from './release-gate';
import { lockTarget, type VersionRow } from './release-state';
import { pruneReleases } from './prune-releases';

/**
 * POST /remotes/{name}/versions/by-url: a version hosted on another origin (a CDN) that the deployment
 * allows (REMOTE_ORIGINS, which the Content-Security-Policy admits too), named by its build's
 * manifest and content hash as an uploaded one is. The same build registered twice is one version.
 */
export async function registerReleaseUrl(
  ctx: AppContext,
  target: ReleaseTarget,
  body: RegisterReleaseUrlRequest,
  actor: ReleaseActor,
  language: MessageLanguage,
): Promise<{ version: VersionRow; created: boolean }> {
  if (target === 'shell') throw new BadRequestError('release_shell_by_url');
  const base = new URL(body.baseUrl);
  if (!ctx.config.remoteOrigins.includes(base.origin) || base.search || base.hash)
    throw new BadRequestError('release_origin_not_allowed', { origin: base.origin });
  if (body.manifest.name !== target)
    throw new BadRequestError('release_archive_wrong_target', { target, name: body.manifest.name });
  const originUrl = base.href.endsWith('/') ? base.href : `${base.href}/`;
  const version = versionName(body.manifest.packageVersion, body.contentHash);
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
      requires: body.manifest.requires,
      provides: body.manifest.provides ?? null,
    };
    await passGate(tx, candidate, language);
    const [row] = await tx
      .insert(releaseVersions)
      .values({
        ...candidate,
        packageVersion: body.manifest.packageVersion,
        contentHash: body.contentHash,
        builtAt: new Date(body.manifest.builtAt),
        gitCommit: body.manifest.gitCommit,
        originUrl,
        fileCount: 0,
        byteSize: 0,
        uploadedAt: ctx.clock.now(),
        uploadedByUserId: actorUserId(actor),
        uploadedBy: actorName(actor),
      })
      .returning();
    await recordReleaseEvent(tx, actor, target, 'uploaded', { version });
    return { version: row!, created: true };
  });
  if (result.created) await pruneReleases(ctx, target);
  return result;
}
