import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { campaignItems, campaigns } from './campaigns';

/**
 * The ad server's side of an approved order (design.md §4), whichever adapter booked it
 * (services/ad-server): the portal keeps the external ids the ad server gave, so links and figures
 * are read without asking it. The built-in local ad server (AD_SERVER=local) keeps nothing else: these
 * rows are its bookings.
 */

/** Adapters that can book; the column records which one holds a booking. */
export const AD_SERVER_KINDS = ['local'] as const;
export type AdServerKind = (typeof AD_SERVER_KINDS)[number];

/** A campaign booked on approval: the ad server's campaign and the proposal (the order) behind it. */
export const adServerCampaigns = pgTable('ad_server_campaigns', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  adServer: text('ad_server', { enum: AD_SERVER_KINDS }).notNull().default('local'),
  externalId: text('external_id').notNull().unique(),
  proposalExternalId: text('proposal_external_id').notNull().unique(),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  /** Set when the campaign was canceled (released in the ad server); cleared by a new booking. */
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

/** An item booked as a line item with one flight (its period) and a creative slot. */
export const adServerLineItems = pgTable(
  'ad_server_line_items',
  {
    campaignItemId: integer('campaign_item_id')
      .primaryKey()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => adServerCampaigns.campaignId, { onDelete: 'cascade' }),
    adServer: text('ad_server', { enum: AD_SERVER_KINDS }).notNull().default('local'),
    externalId: text('external_id').notNull().unique(),
    flightExternalId: text('flight_external_id').notNull().unique(),
    creativeExternalId: text('creative_external_id').notNull().unique(),
    /** The retailer paused the item (online ↔ paused): no delivery while set. */
    paused: boolean('paused').notNull().default(false),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** Set when the item (or its campaign) was released: canceled or deleted. No delivery after it. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * The last day the local ad server has produced delivery for (or skipped as paused): the clock
     * job continues from the day after, so a run never does a day twice and a missed run catches up.
     */
    deliveredThrough: date('delivered_through', { mode: 'string' }),
  },
  (table) => [index('ad_server_line_items_campaign_idx').on(table.campaignId)],
);

export const DELIVERY_SOURCES = ['simulated', 'imported'] as const;

/**
 * Delivery of an item on one day (Europe/Prague). `simulated` rows come from the local ad server's
 * clock job, `imported` ones from a CSV of real figures; an imported row replaces a simulated one
 * and is never overwritten by the simulation.
 */
export const adServerDelivery = pgTable(
  'ad_server_delivery',
  {
    campaignItemId: integer('campaign_item_id')
      .notNull()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    /** Impressions the ad server counted as seen (rendered). */
    views: bigint('views', { mode: 'number' }).notNull(),
    /**
     * Impressions that met the visibility standard; null when the source did not measure it (a CSV
     * without the column). The visibility ratio is viewable / impressions of the rows that have it.
     */
    viewableImpressions: bigint('viewable_impressions', { mode: 'number' }),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    hardConversions: bigint('hard_conversions', { mode: 'number' }).notNull(),
    softConversions: bigint('soft_conversions', { mode: 'number' }).notNull(),
    source: text('source', { enum: DELIVERY_SOURCES }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignItemId, table.day] }),
    check(
      'ad_server_delivery_counts_check',
      sql`${table.impressions} >= 0 and ${table.views} >= 0 and ${table.clicks} >= 0 and ${table.hardConversions} >= 0 and ${table.softConversions} >= 0 and coalesce(${table.viewableImpressions}, 0) >= 0`,
    ),
    check('ad_server_delivery_source_check', sql`${table.source} in ('simulated', 'imported')`),
  ],
);

/**
 * The sums of each item's delivery, all days, kept by statement triggers on ad_server_delivery
 * (0000_baseline/10-ad-server.sql) in the transaction of every delivery write: the performance of an item or
 * a page of campaigns reads one row per item rather than a row per item and day. No row: no delivery yet.
 */
export const adServerDeliveryTotals = pgTable(
  'ad_server_delivery_totals',
  {
    campaignItemId: integer('campaign_item_id')
      .primaryKey()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    /**
     * The item's campaign (items never move), copied by the trigger (0000_baseline/10-ad-server.sql): a page
     * of campaigns sums its campaigns' rows by this index instead of joining every item of each. No foreign
     * key of its own: the row goes with its item, and so with the campaign.
     */
    campaignId: integer('campaign_id').notNull(),
    /** Days with delivery; the row goes when its last day does. */
    days: integer('days').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    /** Viewable impressions of the days that measured them, and those days' impressions. */
    viewableImpressions: bigint('viewable_impressions', { mode: 'number' }).notNull(),
    measuredImpressions: bigint('measured_impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    hardConversions: bigint('hard_conversions', { mode: 'number' }).notNull(),
    softConversions: bigint('soft_conversions', { mode: 'number' }).notNull(),
  },
  (table) => [index('ad_server_delivery_totals_campaign_idx').on(table.campaignId)],
);
