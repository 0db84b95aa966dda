import {
  IMPERSONATION_HISTORY_LIMIT,
  type ImpersonationEvent,
  type UserProfile,
} from '@portal/shared-contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditEvents, campaigns, users } from '../../db/schema';
import type { AppContext } from '../context';
import { fullName, type AuthContext } from '../sessions';
import { administeredUserId } from './user-scope';

const impersonators = alias(users, 'impersonators');

/**
 * GET /users/{id}/impersonation-history: what retailers did while logged in as the user, newest
 * first: every audit event of the user that has an impersonator (logging in as them, each write,
 * returning), with the retailer and the campaign it concerns. One read of
 * `audit_events_impersonated_idx` (0000_baseline/12-audit.sql).
 */
export async function impersonationHistory(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
): Promise<ImpersonationEvent[]> {
  const id = await administeredUserId(ctx.db, auth, userId);
  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      impersonatorId: impersonators.id,
      impersonatorFirstName: impersonators.firstName,
      impersonatorLastName: impersonators.lastName,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
    })
    .from(auditEvents)
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
    .leftJoin(campaigns, eq(campaigns.id, auditEvents.campaignId))
    .where(and(eq(auditEvents.userId, id), isNotNull(auditEvents.impersonatorUserId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(IMPERSONATION_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    impersonator:
      row.impersonatorId === null
        ? null
        : {
            id: row.impersonatorId,
            name: fullName({ firstName: row.impersonatorFirstName!, lastName: row.impersonatorLastName! }),
          },
    entityType: row.entityType,
    entityId: row.entityId,
    campaign: row.campaignId === null ? null : { id: row.campaignId, name: row.campaignName! },
  }));
}

/** When a retailer last acted as the user, and who (the profile's `lastImpersonation`), or null. */
export async function lastImpersonation(
  db: Executor,
  userId: number,
): Promise<UserProfile['lastImpersonation']> {
  const [row] = await db
    .select({
      at: auditEvents.at,
      firstName: impersonators.firstName,
      lastName: impersonators.lastName,
    })
    .from(auditEvents)
    .innerJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
    .where(and(eq(auditEvents.userId, userId), isNotNull(auditEvents.impersonatorUserId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return row ? { at: row.at.toISOString(), by: fullName(row) } : null;
}
