import type { ReleaseTarget } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { releaseTargets, releaseVersions } from '../../db/schema';
import { NotFoundError } from '../../errors';

export type VersionRow = typeof releaseVersions.$inferSelect;
export type TargetRow = typeof releaseTargets.$inferSelect;

/**
 * The target's row, locked for the transaction: every change of what a target runs takes it first,
 * so two releases of one target are one after the other (and the loser sees the winner's live
 * version in its compare-and-set). Made on first use.
 */
export async function lockTarget(tx: Executor, target: ReleaseTarget): Promise<TargetRow> {
  await tx.insert(releaseTargets).values({ target }).onConflictDoNothing();
  const [row] = await tx.select().from(releaseTargets).where(eq(releaseTargets.target, target)).for('update');
  return row!;
}

export async function versionById(db: Executor, id: number | null): Promise<VersionRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(releaseVersions).where(eq(releaseVersions.id, id));
  return row ?? null;
}

/** A version of the target by its name, or 404. */
export async function findVersion(db: Executor, target: ReleaseTarget, version: string): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(releaseVersions)
    .where(and(eq(releaseVersions.target, target), eq(releaseVersions.version, version)));
  if (!row) throw new NotFoundError('release_version_not_found', { target, version });
  return row;
}

/** The next revision and time of a target's row. */
export const nextRevision = (now: Date) => ({
  revision: sql`${releaseTargets.revision} + 1`,
  updatedAt: now,
});
