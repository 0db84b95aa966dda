import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who did what and when; while impersonating, both the buyer and the retailer behind them. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /**
     * The campaign a write concerns (the campaign itself or one of its items), so its history is one
     * indexed read. Not a foreign key: the trail outlives a deleted campaign.
     */
    campaignId: integer('campaign_id'),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    index('audit_events_user_idx').on(table.userId),
    index('audit_events_campaign_idx').on(table.campaignId, table.at),
    // A user's impersonation history and the "retailer last acted as you" line (0000_baseline/12-audit.sql).
    index('audit_events_impersonated_idx')
      .on(table.userId, table.at)
      .where(sql`${table.impersonatorUserId} is not null`),
  ],
);
