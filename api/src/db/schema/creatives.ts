import {
  CONVERSION_FORMATS,
  CREATIVE_STATES,
  FIELD_MEDIA_TYPES,
  TEXT_MEDIA_TYPES,
  type LocalizedText,
  type Restriction,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { products } from './catalogue';
import { landingPages } from './landing-pages';
import { editVersionColumns } from './edit-version';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A creative format (the spec's "template"): the fields a creative of a product is made of. Products
 * name theirs in products.creative_format_id.
 */
export const creativeFormats = pgTable('creative_formats', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...editVersionColumns(() => users.id),
});

/** One field of a format: a text (of a kind) or a file, with its restrictions and translations. */
export const creativeFormatFields = pgTable(
  'creative_format_fields',
  {
    id: serial('id').primaryKey(),
    formatId: integer('format_id')
      .notNull()
      .references(() => creativeFormats.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type', { enum: FIELD_MEDIA_TYPES }).notNull(),
    textMediaType: text('text_media_type', { enum: TEXT_MEDIA_TYPES }),
    required: boolean('required').notNull().default(false),
    displayNames: jsonb('display_names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    /** The spec's restrictionDetails: [{ type, value }], read with fieldRules (shared-contracts). */
    restrictions: jsonb('restrictions').$type<Restriction[]>().notNull().default([]),
    convertFromId: integer('convert_from_id').references((): AnyPgColumn => creativeFormatFields.id, {
      onDelete: 'set null',
    }),
    conversionFormat: text('conversion_format', { enum: CONVERSION_FORMATS }).notNull().default('none'),
  },
  (table) => [
    check(
      'creative_format_fields_media_type_check',
      sql`${table.mediaType} in (${inList(FIELD_MEDIA_TYPES)})`,
    ),
    check(
      'creative_format_fields_text_media_type_check',
      sql`(${table.mediaType} = 'file' and ${table.textMediaType} is null) or (${table.mediaType} = 'text' and ${table.textMediaType} in (${inList(TEXT_MEDIA_TYPES)}))`,
    ),
    check(
      'creative_format_fields_conversion_check',
      sql`${table.conversionFormat} in (${inList(CONVERSION_FORMATS)})`,
    ),
    uniqueIndex('creative_format_fields_name_unique').on(table.formatId, table.name),
    index('creative_format_fields_format_idx').on(table.formatId, table.position),
  ],
);

/**
 * A file uploaded for a creative field. It is `tmp` until a saved creative holds it; the clock job
 * deletes tmp files a day old. Its company is the tenant that may read it.
 */
export const creativeFiles = pgTable(
  'creative_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    tmp: boolean('tmp').notNull().default(true),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('creative_files_company_idx').on(table.companyId),
    index('creative_files_tmp_idx')
      .on(table.createdAt)
      .where(sql`${table.tmp}`),
  ],
);

/** A company's creative of a product's format; items use it through campaign_items.creative_id. */
export const creatives = pgTable(
  'creatives',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    formatId: integer('format_id')
      .notNull()
      .references(() => creativeFormats.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    state: text('state', { enum: CREATIVE_STATES }).notNull().default('new'),
    /** The retailer's reason when it was returned. */
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When it was last sent for approval: the review queue's order. Set by the database from the
     * writer's updated_at when the state becomes waiting-for-approval (0000_baseline/08-creatives.sql).
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
  },
  (table) => [
    check('creatives_state_check', sql`${table.state} in (${inList(CREATIVE_STATES)})`),
    index('creatives_company_product_idx').on(table.companyId, table.productId, table.id),
    index('creatives_format_idx').on(table.formatId),
    index('creatives_waiting_idx')
      .on(table.waitingSince, table.id)
      .where(sql`${table.state} = 'waiting-for-approval'`),
    // The same for one company (the review queue's company filter and its count).
    index('creatives_waiting_company_idx')
      .on(table.companyId, table.waitingSince, table.id)
      .where(sql`${table.state} = 'waiting-for-approval'`),
  ],
);

/** Where a field value or a kept version belongs: exactly one of a creative and a landing page. */
const oneOwner = (creativeId: AnyPgColumn, landingPageId: AnyPgColumn) =>
  sql`num_nonnulls(${creativeId}, ${landingPageId}) = 1`;

/**
 * The value of one field of a creative (the spec's item media: its id is the media id) or of a landing
 * page, whose type names a creative format too: one table, so the checks, conversions and versions
 * of services/creatives serve both (docs/architecture.md "Landing pages").
 */
export const creativeFieldValues = pgTable(
  'creative_field_values',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id').references(() => creatives.id, { onDelete: 'cascade' }),
    landingPageId: integer('landing_page_id').references(() => landingPages.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => creativeFormatFields.id, { onDelete: 'cascade' }),
    text: text('text'),
    fileId: integer('file_id').references(() => creativeFiles.id, { onDelete: 'set null' }),
    autoConverted: boolean('auto_converted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('creative_field_values_owner_check', oneOwner(table.creativeId, table.landingPageId)),
    uniqueIndex('creative_field_values_unique').on(table.creativeId, table.fieldId),
    uniqueIndex('creative_field_values_landing_page_unique').on(table.landingPageId, table.fieldId),
    index('creative_field_values_file_idx').on(table.fileId),
  ],
);

/** What a version kept of one field. */
export interface CreativeVersionValue {
  fieldId: number;
  text: string | null;
  fileId: number | null;
}

/**
 * Every version of a creative or a landing page: a row per save that changed it and per review, so
 * the retailer sees what changed since the last approved or returned version. Files a version names
 * are kept.
 */
export const creativeVersions = pgTable(
  'creative_versions',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id').references(() => creatives.id, { onDelete: 'cascade' }),
    landingPageId: integer('landing_page_id').references(() => landingPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The state the creative had when the version was kept. */
    state: text('state', { enum: CREATIVE_STATES }).notNull(),
    /** Kept by the retailer's review (approved or returned): what later changes are counted from. */
    review: boolean('review').notNull().default(false),
    name: text('name').notNull(),
    values: jsonb('values').$type<CreativeVersionValue[]>().notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('creative_versions_owner_check', oneOwner(table.creativeId, table.landingPageId)),
    index('creative_versions_creative_idx').on(table.creativeId, table.id),
    index('creative_versions_landing_page_idx')
      .on(table.landingPageId, table.id)
      .where(sql`${table.landingPageId} is not null`),
  ],
);
