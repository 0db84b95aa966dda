import type { ReleaseProvisions, ReleaseTarget } from '@portal/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { releaseTargets, releaseVersions } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { unmetRequirements, unmetTexts, type UnmetRequirement } from './release-requirements';
import type { VersionRow } from './release-state';

const NOTHING: ReleaseProvisions = { shared: {}, contracts: {} };

/** The versions targets run now: the live ones and the staged ones, by target. */
async function runningVersions(db: Executor): Promise<VersionRow[]> {
  const targets = await db.select().from(releaseTargets);
  const ids = targets.flatMap((row) => [row.liveVersionId, row.canaryVersionId]).filter((id) => id !== null);
  return ids.length ? db.select().from(releaseVersions).where(inArray(releaseVersions.id, ids)) : [];
}

/** The live shell, whose provisions every remote is judged against; null when no shell is released here. */
export async function liveShell(db: Executor): Promise<VersionRow | null> {
  const [row] = await db
    .select({ version: releaseVersions })
    .from(releaseTargets)
    .innerJoin(releaseVersions, eq(releaseVersions.id, releaseTargets.liveVersionId))
    .where(eq(releaseTargets.target, 'shell'));
  return row?.version ?? null;
}

/**
 * What stands between a version and running it (docs/releasing.md, "The compatibility gate"): for a
 * remote, its needs that `shell` (default: the live shell) does not meet; for a shell, the needs of
 * the remotes running now (live and staged) that it does not meet. No shell released here (the front
 * end served elsewhere): nothing to judge a remote against.
 */
export async function unmetFor(
  db: Executor,
  candidate: Pick<VersionRow, 'target' | 'version' | 'requires' | 'provides'>,
  shell?: VersionRow | null,
): Promise<UnmetRequirement[]> {
  if (candidate.target === 'shell') {
    const remotes = (await runningVersions(db)).filter((row) => row.target !== 'shell');
    return remotes.flatMap((remote) =>
      unmetRequirements(remote.requires, candidate.provides ?? NOTHING, {
        target: remote.target,
        version: remote.version,
        shell: candidate.version,
      }),
    );
  }
  const judge = shell === undefined ? await liveShell(db) : shell;
  if (!judge) return [];
  return unmetRequirements(candidate.requires, judge.provides ?? NOTHING, {
    target: candidate.target,
    version: candidate.version,
    shell: judge.version,
  });
}

/** Refuses (409) a version the gate does not pass, naming every unmet need in the caller's language. */
export async function passGate(
  db: Executor,
  candidate: Pick<VersionRow, 'target' | 'version' | 'requires' | 'provides'>,
  language: MessageLanguage,
  shell?: VersionRow | null,
): Promise<void> {
  const unmet = await unmetFor(db, candidate, shell);
  if (unmet.length > 0)
    throw new ConflictError('release_requirements_unmet', {
      target: candidate.target as ReleaseTarget,
      version: candidate.version,
      unmet: unmetTexts(unmet, language).join(' '),
    });
}
