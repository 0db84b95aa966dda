import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CREATIVE_STATES } from '@portal/shared-contracts';
import { companies } from './companies';
import { targets } from './targeting';

/**
 * A landing page a buyer had made in a shop (its fields, type and approval come with the landing page
 * screens). Items may lead to an approved, active landing page of their advertiser.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'restrict' }),
    /** Its address in the shop. */
    url: text('url').notNull(),
    state: text('state', { enum: CREATIVE_STATES }).notNull().default('new'),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'landing_pages_state_check',
      sql`${table.state} in (${sql.raw(CREATIVE_STATES.map((state) => `'${state}'`).join(', '))})`,
    ),
    index('landing_pages_company_idx').on(table.companyId, table.targetId),
  ],
);
