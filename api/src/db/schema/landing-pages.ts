import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CREATIVE_STATES } from '@portal/shared-contracts';
import { companies } from './companies';
import { creativeFormats } from './creatives';
import { targets } from './targeting';
import { editVersionColumns } from './edit-version';
import { users } from './users';

/**
 * A kind of landing page the retailer offers (spec 000 §3 "Landing page type"): the creative format
 * whose fields a page of the type fills, the ad server's size id, and the shops it may be made for.
 */
export const landingPageTypes = pgTable(
  'landing_page_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    sizeExternalId: integer('size_external_id').notNull(),
    creativeFormatId: integer('creative_format_id')
      .notNull()
      .references(() => creativeFormats.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(() => users.id),
  },
  (table) => [
    uniqueIndex('landing_page_types_name_unique').on(sql`lower(${table.name})`),
    index('landing_page_types_format_idx').on(table.creativeFormatId),
  ],
);

/**
 * The shops a type's pages may be made for (the spec's allowedTargets). A type without rows here
 * allows every shop. A table rather than an array, so a shop in the list cannot vanish under it.
 */
export const landingPageTypeTargets = pgTable(
  'landing_page_type_targets',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => landingPageTypes.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.typeId, table.targetId] }),
    index('landing_page_type_targets_target_idx').on(table.targetId),
  ],
);

/**
 * A landing page a buyer had made in a shop: its type's format fields (values in
 * creative_field_values, versions in creative_versions), its approval like a creative's. Items may
 * lead to an approved, active landing page of their advertiser. Pages from before types existed have
 * no type (and so no fields).
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
    typeId: integer('type_id').references(() => landingPageTypes.id, { onDelete: 'restrict' }),
    /** Its address in the shop, fixed when it is made (items link to it). */
    url: text('url').notNull(),
    state: text('state', { enum: CREATIVE_STATES }).notNull().default('new'),
    active: boolean('active').notNull().default(true),
    /** The retailer's reason when it was returned. */
    notes: text('notes'),
    /** Raised by every save that changes it (creative_versions keeps each). */
    version: integer('version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When it was last sent for approval: the review queue's order. Set by the database from the
     * writer's updated_at when the state becomes waiting-for-approval (0000_baseline/09-landing-pages.sql).
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
  },
  (table) => [
    check(
      'landing_pages_state_check',
      sql`${table.state} in (${sql.raw(CREATIVE_STATES.map((state) => `'${state}'`).join(', '))})`,
    ),
    index('landing_pages_company_idx').on(table.companyId, table.targetId),
    index('landing_pages_company_id_idx').on(table.companyId, table.id),
    index('landing_pages_type_idx').on(table.typeId),
    index('landing_pages_waiting_idx')
      .on(table.waitingSince, table.id)
      .where(sql`${table.state} = 'waiting-for-approval'`),
    // The same for one company (the review queue's company filter and its count).
    index('landing_pages_waiting_company_idx')
      .on(table.companyId, table.waitingSince, table.id)
      .where(sql`${table.state} = 'waiting-for-approval'`),
  ],
);
