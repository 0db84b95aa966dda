import type { ReleaseTarget } from '@portal/shared-contracts';
import { recordAudit } from '../audit';
import type { Executor } from '../../db/client';
import { fullName, type AuthContext } from '../sessions';

/**
 * Who changes a release: a person (an administrator's session, or the screen) or a team's deploy
 * token, or the portal itself (the workspace builds imported on start).
 */
export type ReleaseActor =
  | { kind: 'person'; auth: AuthContext }
  | { kind: 'token'; target: ReleaseTarget }
  | { kind: 'system'; name: string };

export const actorName = (actor: ReleaseActor): string =>
  actor.kind === 'person'
    ? fullName(actor.auth.user)
    : actor.kind === 'token'
      ? `deploy token ${actor.target}`
      : actor.name;

export const actorUserId = (actor: ReleaseActor): number | null =>
  actor.kind === 'person' ? actor.auth.user.id : null;

export type ReleaseAction =
  'uploaded' | 'promoted' | 'rolled-back' | 'staged' | 'stage-ended' | 'previewed' | 'preview-ended';

/** Every step of a release lands in the audit history (audit_events, entity 'release' and the target). */
export async function recordReleaseEvent(
  db: Executor,
  actor: ReleaseActor,
  target: ReleaseTarget,
  action: ReleaseAction,
  details: { version?: string | null; fromVersion?: string | null; percent?: number | null } = {},
): Promise<void> {
  await recordAudit(db, actor.kind === 'person' ? actor.auth : { userId: null }, {
    action: `release.${action}`,
    entityType: 'release',
    entityId: target,
    details: { actor: actorName(actor), ...details },
  });
}
