import type {
  ReleaseHistoryEntry,
  ReleaseOverview,
  ReleaseState,
  ReleaseTarget,
} from '@portal/shared-contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, releaseTargets, releaseVersions, sessionReleasePreviews } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { liveShell, unmetFor } from './release-gate';
import { unmetTexts } from './release-requirements';

const HISTORY_LENGTH = 50;

type HistoryDetails = {
  actor?: string;
  version?: string | null;
  fromVersion?: string | null;
  percent?: number | null;
};

/**
 * GET /remotes/{name}: the target's kept versions, newest first, each with its states and what of it
 * the gate would refuse now; what is live, previous and staged; what this session previews; and the
 * last steps of its history.
 */
export async function releaseOverview(
  ctx: AppContext,
  target: ReleaseTarget,
  sessionId: string | null,
  language: MessageLanguage,
): Promise<ReleaseOverview> {
  const [state] = await ctx.db.select().from(releaseTargets).where(eq(releaseTargets.target, target));
  const versions = await ctx.db
    .select()
    .from(releaseVersions)
    .where(eq(releaseVersions.target, target))
    .orderBy(desc(releaseVersions.uploadedAt), desc(releaseVersions.id));
  const previewed = await ctx.db
    .selectDistinct({
      versionId: sessionReleasePreviews.versionId,
      sessionId: sessionReleasePreviews.sessionId,
    })
    .from(sessionReleasePreviews)
    .where(eq(sessionReleasePreviews.target, target));
  const events = await ctx.db
    .select({ at: auditEvents.at, action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'release'), eq(auditEvents.entityId, target)))
    .orderBy(desc(auditEvents.id))
    .limit(HISTORY_LENGTH);
  const shell = target === 'shell' ? null : await liveShell(ctx.db);
  const nameOf = (id: number | null | undefined) => versions.find((row) => row.id === id)?.version ?? null;
  const infos = await Promise.all(
    versions.map(async (row) => {
      const states: ReleaseState[] = [];
      if (row.id === state?.liveVersionId) states.push('live');
      if (row.id === state?.previousVersionId) states.push('previous');
      if (row.id === state?.canaryVersionId) states.push('canary');
      if (previewed.some((preview) => preview.versionId === row.id)) states.push('preview');
      if (states.length === 0) states.push('kept');
      return {
        version: row.version,
        packageVersion: row.packageVersion,
        contentHash: row.contentHash,
        states,
        builtAt: row.builtAt?.toISOString() ?? null,
        gitCommit: row.gitCommit,
        origin: row.originUrl,
        fileCount: row.fileCount,
        byteSize: row.byteSize,
        uploadedAt: row.uploadedAt.toISOString(),
        uploadedBy: row.uploadedBy,
        promotedAt: row.promotedAt?.toISOString() ?? null,
        promotedBy: row.promotedBy,
        requires: row.requires,
        unmet: unmetTexts(await unmetFor(ctx.db, row, target === 'shell' ? undefined : shell), language),
      };
    }),
  );
  const history = events.map((event): ReleaseHistoryEntry => {
    const details = (event.details ?? {}) as HistoryDetails;
    return {
      at: event.at.toISOString(),
      action: event.action.replace(/^release\./, '') as ReleaseHistoryEntry['action'],
      version: details.version ?? null,
      fromVersion: details.fromVersion ?? null,
      percent: details.percent ?? null,
      actor: details.actor ?? '—',
    };
  });
  const ownPreview = previewed.find((preview) => preview.sessionId === sessionId);
  return {
    name: target,
    live: nameOf(state?.liveVersionId),
    previous: nameOf(state?.previousVersionId),
    canary:
      state?.canaryVersionId != null && state.canaryPercent != null
        ? { version: nameOf(state.canaryVersionId)!, percent: state.canaryPercent }
        : null,
    preview: ownPreview ? nameOf(ownPreview.versionId) : null,
    versions: infos,
    history,
  };
}
