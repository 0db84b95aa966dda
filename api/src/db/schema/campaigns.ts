import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, productVariableValues } from './catalogue';
import { landingPages } from './landing-pages';
import { targetProducts } from './targeting';
import { companies } from './companies';
import { creatives } from './creatives';
import { users } from './users';

/**
 * The campaign states of design.md §3 (ids 1–12), for the foreign keys: their ids and identifiers,
 * those of CAMPAIGN_STATES in shared-contracts (a test keeps them equal), which also holds their
 * flags; their names are in the message catalogs. A new state needs a migration that inserts it and
 * an entry in that constant.
 */
export const campaignStates = pgTable('campaign_states', {
  id: integer('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
});

/** Line-item states (ids 1–13), for the foreign keys: CAMPAIGN_ITEM_STATES of shared-contracts. */
export const campaignItemStates = pgTable('campaign_item_states', {
  id: integer('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
});

/**
 * An order of a vendor company (the advertiser), possibly placed through an agency.
 *
 * items_count, start_date (first item start), end_date (last item end) and total_price (sum of the
 * item totals) are derived from campaign_items and kept by the database itself: the trigger
 * campaign_items_totals (drizzle/0000_baseline/06-campaigns-and-items.sql) recomputes them in the
 * same transaction as every insert, update or delete of an item, whoever writes it, so services
 * never set them. A campaign without
 * items has null dates, a total of 0 and a count of 0. They are stored (rather than aggregated in
 * every query) so the campaign list filters, sorts and sums them with plain indexed columns.
 *
 * Tenancy (design.md §2) is decided by `company_id`: see services/campaign-access/campaign-access.ts.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The advertiser: a vendor company. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** A user of the advertiser who is the contact for this campaign. */
    companyContactId: integer('company_contact_id').references(() => users.id, { onDelete: 'set null' }),
    /** Retailer staff with the salesPerson role. */
    salesPersonId: integer('sales_person_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the campaign is ordered through an agency. */
    agencyId: integer('agency_id').references(() => companies.id, { onDelete: 'restrict' }),
    agencyContactId: integer('agency_contact_id').references(() => users.id, { onDelete: 'set null' }),
    stateId: integer('state_id')
      .notNull()
      .default(1)
      .references(() => campaignStates.id, { onDelete: 'restrict' }),
    /** The retailer's reason of the last reject-to-vendor. */
    rejectReason: text('reject_reason'),
    /** Derived from the items by the trigger campaign_items_totals; never written by the services. */
    itemsCount: integer('items_count').notNull().default(0),
    /** Derived: the first start of an item, null without items. */
    startDate: date('start_date', { mode: 'string' }),
    /** Derived: the last end of an item, null without items. */
    endDate: date('end_date', { mode: 'string' }),
    /** Derived: the sum of the item totals (CZK). */
    totalPrice: numeric('total_price', { precision: 16, scale: 2 }).notNull().default('0'),
    /**
     * Derived: the id of the newest item, null without items. A search's page of activities, newest
     * first, lies within the matching campaigns with the newest last items (item-list-search.ts).
     */
    lastItemId: integer('last_item_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // (…, id): the activities list reads a company's or a state's campaigns in id order.
    index('campaigns_company_idx').on(table.companyId, table.id),
    // A company's campaigns with the newest last items first: the activity search by company name,
    // from the index alone (the id in it: 0000_baseline/06-campaigns-and-items.sql).
    index('campaigns_company_last_item_idx').on(table.companyId, table.lastItemId, table.id),
    index('campaigns_company_contact_idx').on(table.companyContactId),
    index('campaigns_state_idx').on(table.stateId, table.id),
    index('campaigns_sales_person_idx').on(table.salesPersonId),
    index('campaigns_agency_idx').on(table.agencyId),
    index('campaigns_agency_contact_idx').on(table.agencyContactId),
    index('campaigns_created_by_idx').on(table.createdByUserId),
    index('campaigns_name_idx').on(sql`lower(${table.name})`),
    // The list's search ("contains", services/campaigns/campaign-list-conditions.ts); no fast-update pending
    // list, which every search would scan until a VACUUM (see target_products).
    index('campaigns_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The list by name (naturalOrder, db/collation.ts) and by price, id breaking ties, so a page is
    // read from the index without sorting every campaign.
    index('campaigns_name_natural_idx').on(sql`(${table.name} collate "und-x-icu")`, table.id),
    // The date range filter: campaigns whose run overlaps it (a campaign without items has none).
    index('campaigns_period_idx')
      .using('gist', sql`daterange(${table.startDate}, ${table.endDate}, '[]')`)
      .where(sql`${table.startDate} is not null`),
    // The date range with a state group (the list's state and month filters): btree_gist keeps the
    // state in the same index, so a month's campaigns of other states are never visited
    // (0000_baseline/06-campaigns-and-items.sql).
    index('campaigns_state_period_idx')
      .using('gist', table.stateId, sql`daterange(${table.startDate}, ${table.endDate}, '[]')`)
      .where(sql`${table.startDate} is not null`),
    index('campaigns_start_date_idx').on(table.startDate),
    index('campaigns_end_date_idx').on(table.endDate),
    index('campaigns_total_price_idx').on(table.totalPrice, table.id),
    index('campaigns_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The words of campaign names (lower case, split at spaces and punctuation by the SQL function
 * campaign_name_words, 0000_baseline/06-campaigns-and-items.sql), each once: a search text's longest word
 * finds the words that contain it here (few, by the trigram index) and their campaigns in
 * campaignWordPostings, newest first, instead of gathering every campaign whose name contains the text
 * (services/lists/name-search.ts). Kept by the triggers campaigns_words_* in the transaction of every
 * campaign insert or rename; a word no name uses any more stays (it finds no campaign).
 */
export const campaignWords = pgTable('campaign_words', { word: text('word').primaryKey() }, (table) => [
  index('campaign_words_trgm_idx')
    .using('gin', sql`${table.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/**
 * Which campaigns' names hold which word, with the campaign's newest item (campaigns.last_item_id):
 * a word's campaigns newest first (primary key, backwards) for the campaign list, and with the newest
 * last items first for the activity list. Derived by the triggers campaigns_words_*; never written by
 * the services.
 */
export const campaignWordPostings = pgTable(
  'campaign_word_postings',
  {
    word: text('word').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lastItemId: integer('last_item_id'),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.campaignId] }),
    index('campaign_word_postings_campaign_idx').on(table.campaignId),
    index('campaign_word_postings_last_item_idx').on(table.word, table.lastItemId, table.campaignId),
  ],
);

/**
 * How many campaigns, items and CZK each vendor company has in each campaign state: the counts and totals of
 * the campaign and activity lists when their filter reads only tenancy, company and state
 * (services/lists/list-totals.ts), summed from a few rows instead of every campaign. Kept exact by the
 * statement triggers campaigns_list_totals_* (0000_baseline/07-lists.sql) in the same transaction as every
 * insert, update or delete of campaigns (items_count and total_price change with the items through
 * campaign_items_totals, which updates the campaign); never written by the services. A row may remain at
 * zero.
 */
export const campaignListTotals = pgTable(
  'campaign_list_totals',
  {
    companyId: integer('company_id').notNull(),
    stateId: integer('state_id').notNull(),
    campaignsCount: integer('campaigns_count').notNull().default(0),
    itemsCount: bigint('items_count', { mode: 'number' }).notNull().default(0),
    totalPrice: numeric('total_price', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.stateId] })],
);

/**
 * How many activities each vendor company has of each product in each item state: the count of the activity
 * list when its filter reads only tenancy, company, item state, product and product category
 * (services/campaign-items/item-list-count.ts), summed from a few rows instead of every matching item. Kept
 * exact by triggers (0000_baseline/07-lists.sql): statement triggers on campaign_items (the company is the
 * campaign's), a row trigger before a campaign's delete (its items are taken out before the cascade deletes
 * them) and one after a campaign changes company. Never written by the services. A row may remain at zero.
 */
export const campaignItemListTotals = pgTable(
  'campaign_item_list_totals',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    stateId: integer('state_id').notNull(),
    itemsCount: integer('items_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.productId, table.stateId] })],
);

/**
 * Numbers the database raises at the commit of every transaction that changed what the campaign and
 * activity lists count: row 0 for what every list reads (the names a search reads, an agency's
 * companies), rows 1–64 for the campaigns, items and names of the companies in that slot
 * (`list_version_slot(company_id)`). A list's count cached with the versions its viewer sees, read in
 * the same snapshot, is exact while they are unchanged (services/lists/list-count-cache.ts; triggers of
 * drizzle/0000_baseline/07-lists.sql).
 */
export const listVersions = pgTable('list_versions', {
  slot: integer('slot').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * A line item (activity): one product ordered for a period. `price` is the item total the server
 * computes (itemPrice of shared-contracts, design.md §4) from `unit_price` (the product's price
 * or an allowed custom price, per the rate type's unit) and the period or the ordered amount.
 */
export const campaignItems = pgTable(
  'campaign_items',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /**
     * The campaign's company, copied so the activities list can filter by tenancy and company and walk
     * a company's items in id order from one index (campaign_items_company_idx) without joining
     * campaigns. The database keeps it: a trigger sets it from the campaign on insert and moves it
     * with the campaign (0000_baseline/06-campaigns-and-items.sql), whatever a writer passes; 0 here
     * only satisfies the type.
     */
    companyId: integer('company_id')
      .notNull()
      .$defaultFn(() => 0),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    stateId: integer('state_id')
      .notNull()
      .default(1)
      .references(() => campaignItemStates.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Impressions (CPM) or clicks (CPC) ordered; null for flat rate. At most 2,000,000,000. */
    orderedAmount: bigint('ordered_amount', { mode: 'number' }),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The buyer's note. */
    note: text('note'),
    /** The retailer's message to the buyer. */
    message: text('message'),
    /** Where the ad leads: a custom URL, a product of the shop or a landing page (one of them). */
    targetUrl: text('target_url'),
    targetProductId: integer('target_product_id').references(() => targetProducts.id, {
      onDelete: 'restrict',
    }),
    targetLandingPageId: integer('target_landing_page_id').references(() => landingPages.id, {
      onDelete: 'restrict',
    }),
    /** The creative the item shows (POST /campaign-item/{id}/creative, or made for it). */
    creativeId: integer('creative_id').references((): AnyPgColumn => creatives.id, { onDelete: 'set null' }),
    /**
     * The creative uploaded as one zip (POST /campaign-item/{id}/creative-zip): its key in the file
     * storage (services/files), the uploader's file name, bytes, when and by whom. All null without
     * one. Columns of the item, not a table: an item has at most one zip, a new one replaces it, and
     * the item reads and the activities list tell `zipUploaded` from the row they read anyway.
     */
    zipStorageKey: text('zip_storage_key'),
    zipFileName: text('zip_file_name'),
    zipSize: integer('zip_size'),
    zipUploadedAt: timestamp('zip_uploaded_at', { withTimezone: true }),
    zipUploadedByUserId: integer('zip_uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the item last began waiting for approval: the review queue's order (oldest first). Set by the
     * database (`portal_waiting_since`: triggers of 0000_baseline/06-campaigns-and-items.sql) from the
     * writer's updated_at whenever the state becomes waiting-for-approval, so every path that moves an item
     * is covered.
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
  },
  (table) => [
    check('campaign_items_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check(
      'campaign_items_zip_check',
      sql`(${table.zipStorageKey} is null and ${table.zipFileName} is null and ${table.zipSize} is null and ${table.zipUploadedAt} is null)
        or (${table.zipStorageKey} is not null and ${table.zipFileName} is not null and ${table.zipSize} > 0 and ${table.zipUploadedAt} is not null)`,
    ),
    check(
      'campaign_items_ordered_amount_check',
      sql`${table.orderedAmount} is null or ${table.orderedAmount} between 1 and 2000000000`,
    ),
    check('campaign_items_prices_check', sql`${table.unitPrice} >= 0 and ${table.price} >= 0`),
    // The activities list (services/campaign-items/filter-campaign-items.ts) on 1,000,000 items: the
    // (…, id) indexes give the matching item ids without reading the table and in id order within
    // a campaign, product, state or promoted product; the sort columns have their own; the period
    // answers the date range's overlap; the partial one the items with a custom target URL.
    index('campaign_items_creative_idx')
      .on(table.creativeId)
      .where(sql`${table.creativeId} is not null`),
    index('campaign_items_campaign_idx').on(table.campaignId, table.id),
    index('campaign_items_company_idx').on(table.companyId, table.id),
    index('campaign_items_company_state_idx').on(table.companyId, table.stateId, table.id),
    index('campaign_items_product_idx').on(table.productId, table.startDate),
    index('campaign_items_product_id_idx').on(table.productId, table.id),
    index('campaign_items_state_idx').on(table.stateId, table.id),
    index('campaign_items_target_product_idx').on(table.targetProductId, table.id),
    index('campaign_items_start_date_idx').on(table.startDate),
    index('campaign_items_end_date_idx').on(table.endDate),
    index('campaign_items_price_idx').on(table.price),
    // A product's items by price (the activity list by price within products or a category: the
    // first rows of each product, services/campaign-items/item-list-paging.ts).
    index('campaign_items_product_price_idx').on(table.productId, table.price, table.id),
    index('campaign_items_period_idx').using(
      'gist',
      sql`daterange(${table.startDate}, ${table.endDate}, '[]')`,
    ),
    index('campaign_items_custom_url_idx')
      .on(table.id)
      .where(
        sql`${table.targetUrl} is not null and ${table.targetProductId} is null and ${table.targetLandingPageId} is null`,
      ),
    index('campaign_items_landing_page_idx').on(table.targetLandingPageId),
    // The review queue's item zips: waiting items with a zip and no creative, oldest first.
    index('campaign_items_zip_waiting_idx')
      .on(table.waitingSince, table.id)
      .where(
        sql`${table.stateId} = 5 and ${table.zipStorageKey} is not null and ${table.creativeId} is null`,
      ),
    // The same for one company (the queue's company filter and its count).
    index('campaign_items_zip_waiting_company_idx')
      .on(table.companyId, table.waitingSince, table.id)
      .where(
        sql`${table.stateId} = 5 and ${table.zipStorageKey} is not null and ${table.creativeId} is null`,
      ),
  ],
);

/** The targeting variable values an item is ordered for. */
export const campaignItemVariableValues = pgTable(
  'campaign_item_variable_values',
  {
    campaignItemId: integer('campaign_item_id')
      .notNull()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    variableValueId: integer('variable_value_id')
      .notNull()
      .references(() => productVariableValues.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignItemId, table.variableValueId] }),
    index('campaign_item_variable_values_value_idx').on(table.variableValueId),
  ],
);

/** Search keywords of an item of a search product (top in search). */
export const campaignItemKeywords = pgTable(
  'campaign_item_keywords',
  {
    id: serial('id').primaryKey(),
    campaignItemId: integer('campaign_item_id')
      .notNull()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 255 }).notNull(),
    exactMatch: boolean('exact_match').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('campaign_item_keywords_value_check', sql`length(btrim(${table.value})) > 0`),
    index('campaign_item_keywords_item_idx').on(table.campaignItemId, table.position),
  ],
);

/**
 * The weeks a flat-rate item with availability check holds: one row per week and variable value
 * (variable_value_id 0 stands for "no value" so the unique index also covers products without
 * values). The unique index is what makes a double booking impossible, whoever writes and however
 * many write at once (design.md §4); the service turns its violation into a 409 naming the slot.
 * Rows go with their item (cascade) and are removed when the campaign is canceled.
 */
export const flatRateBookings = pgTable(
  'flat_rate_bookings',
  {
    campaignItemId: integer('campaign_item_id')
      .notNull()
      .references(() => campaignItems.id, { onDelete: 'cascade' }),
    /**
     * The item's campaign, kept on the row so who holds a week is one primary-key lookup away and a
     * campaign's weeks are found by index. A trigger (0000_baseline/06-campaigns-and-items.sql) fills it
     * from the item when an insert leaves it out and refuses a different one.
     */
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** 0 when the product has no variable values. */
    variableValueId: integer('variable_value_id').notNull().default(0),
    /** The Monday the booked week starts on. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('flat_rate_bookings_slot_unique').on(table.productId, table.variableValueId, table.weekStart),
    index('flat_rate_bookings_item_idx').on(table.campaignItemId),
    index('flat_rate_bookings_campaign_idx').on(table.campaignId),
    check('flat_rate_bookings_monday_check', sql`extract(isodow from ${table.weekStart}) = 1`),
  ],
);

/**
 * A version of each flat-rate product's availability answer: a new number (from the sequence
 * availability_version_seq) whenever a booking of the product is written or removed, or a campaign or company
 * holding one of its weeks is renamed. Triggers of 0000_baseline/06-campaigns-and-items.sql write it in the
 * writer's transaction, so an API instance can keep a built answer and reuse it while the version it read
 * with the answer's data is still the database's. No row: version 0, nothing changed since the migration.
 */
export const availabilityVersions = pgTable('availability_versions', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The transaction that set it: the triggers bump once per transaction and product. */
  changedIn: bigint('changed_in', { mode: 'number' }).notNull(),
});
