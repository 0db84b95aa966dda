import type { ReleaseTarget } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { sessionReleasePreviews } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { recordReleaseEvent } from './release-actor';
import { passGate } from './release-gate';
import { findVersion, versionById } from './release-state';
import { servedReleases } from './served-releases';

/**
 * PUT /remotes/{name}/preview (administrators): this session runs the version from its next page
 * load, nobody else does ("try this version in my browser"); the shell shows a banner with the way
 * out. A remote must pass the gate against the shell this session runs.
 */
export async function previewRelease(
  ctx: AppContext,
  auth: AuthContext,
  target: ReleaseTarget,
  version: string,
  language: MessageLanguage,
): Promise<void> {
  const candidate = await findVersion(ctx.db, target, version);
  const shell = (await servedReleases(ctx.db, { sessionId: auth.sessionId, userId: auth.user.id })).get(
    'shell',
  );
  await passGate(ctx.db, candidate, language, target === 'shell' ? undefined : (shell?.version ?? null));
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sessionReleasePreviews)
      .values({ sessionId: auth.sessionId, target, versionId: candidate.id, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: [sessionReleasePreviews.sessionId, sessionReleasePreviews.target],
        set: { versionId: candidate.id, createdAt: ctx.clock.now() },
      });
    await recordReleaseEvent(tx, { kind: 'person', auth }, target, 'previewed', {
      version: candidate.version,
    });
  });
}

/** DELETE /remotes/{name}/preview: this session back on what everyone runs; no preview is no error. */
export async function endReleasePreview(
  ctx: AppContext,
  auth: AuthContext,
  target: ReleaseTarget,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessionReleasePreviews)
      .where(
        and(eq(sessionReleasePreviews.sessionId, auth.sessionId), eq(sessionReleasePreviews.target, target)),
      )
      .returning({ versionId: sessionReleasePreviews.versionId });
    if (ended) {
      const version = await versionById(tx, ended.versionId);
      await recordReleaseEvent(tx, { kind: 'person', auth }, target, 'preview-ended', {
        version: version?.version ?? null,
      });
    }
  });
}
