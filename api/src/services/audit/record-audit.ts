import { auditEvents } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../sessions';

export interface AuditEntry {
  action: string;
  entityType?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
  /** The campaign the write concerns (its own or an item's): its history lists the entry. */
  campaignId?: number;
}

/** Records a write with its author and, while impersonating, the retailer behind them. */
export async function recordAudit(
  db: Executor,
  actor: Pick<AuthContext, 'user' | 'impersonator'> | { userId: number | null },
  entry: AuditEntry,
): Promise<void> {
  const userId = 'user' in actor ? actor.user.id : actor.userId;
  const impersonatorUserId = 'impersonator' in actor ? (actor.impersonator?.user.id ?? null) : null;
  await db.insert(auditEvents).values({
    action: entry.action,
    userId,
    impersonatorUserId,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    campaignId: entry.campaignId ?? (entry.entityType === 'campaign' ? Number(entry.entityId) : null),
  });
}
