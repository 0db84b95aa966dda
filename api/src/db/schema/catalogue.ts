import {
  NATIVE_TYPES,
  RATE_TYPES,
  type CategoryTranslations,
  type ProductTranslations,
  type VariableValueTranslations,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { creativeFormats } from './creatives';
import { editVersionColumns } from './edit-version';
import { users } from './users';
import { targets } from './targeting';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Groups of products on the product list; the administrator orders them by `position`. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    /** How many days ahead of today an item of this category may start at the earliest. */
    minDaysBeforeStartDate: integer('min_days_before_start_date').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Internal categories are not offered to buyers. */
    internal: boolean('internal').notNull().default(false),
    autoPauseFlight: boolean('auto_pause_flight').notNull().default(false),
    /** Every target URL of the category's items must begin with it (empty: any URL). */
    domainUrl: text('domain_url'),
    /** Its name in the ad server. */
    sasName: text('sas_name'),
    /** The shop its items lead to: target products, landing pages and URLs come from it. */
    targetId: integer('target_id').references(() => targets.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Title and descriptions in English and Polish ({en: {title, …}, pl: {…}}); Czech is above. */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(() => users.id),
  },
  (table) => [
    check('product_categories_min_days_check', sql`${table.minDaysBeforeStartDate} >= 0`),
    check('product_categories_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('product_categories_position_idx').on(table.position),
  ],
);

/**
 * The advertising tools on sale. Prices are exact decimals in the base currency (CZK): per week for
 * FLAT_RATE, per 1000 impressions for CPM, per click for CPC (design.md §4).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    /** The ad-server (SAS) name. */
    name: text('name').notNull(),
    /** The storefront name; the UI shows `title ?? name`. */
    title: text('title'),
    description: text('description'),
    /** One of the preset icon names. */
    icon: text('icon'),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The smallest total (CZK) an order of this product may have. */
    minAmount: numeric('min_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    active: boolean('active').notNull().default(true),
    nativeFormat: boolean('native_format').notNull().default(false),
    nativeType: text('native_type', { enum: NATIVE_TYPES }).notNull().default('none'),
    /** Flat-rate products with availabilities: one booking per week and targeting value. */
    checkAvails: boolean('check_avails').notNull().default(false),
    /** A search product: its items carry keywords. */
    searchTool: boolean('search_tool').notNull().default(false),
    /** Auction products accept a custom price from any buyer. */
    auction: boolean('auction').notNull().default(false),
    multipleVariableValues: boolean('multiple_variable_values').notNull().default(false),
    defaultPosEnabled: boolean('default_pos_enabled').notNull().default(false),
    moreInfoUrl: text('more_info_url'),
    moreInfoUrlTitle: text('more_info_url_title'),
    /** The ad server's size id of the creative. */
    sizeExternalId: integer('size_external_id'),
    /** The format of the product's creatives (the spec's template); null: it takes no creative yet. */
    creativeFormatId: integer('creative_format_id').references((): AnyPgColumn => creativeFormats.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
    /** The picture of its card, from the image library. */
    imageId: integer('image_id').references((): AnyPgColumn => libraryImages.id, { onDelete: 'restrict' }),
    /** Storefront title and description in English and Polish ({en: {title, description}, pl: …}). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(() => users.id),
  },
  (table) => [
    index('products_image_idx').on(table.imageId),
    check('products_rate_type_check', sql`${table.rateType} in (${inList(RATE_TYPES)})`),
    check('products_native_type_check', sql`${table.nativeType} in (${inList(NATIVE_TYPES)})`),
    check('products_price_check', sql`${table.price} >= 0`),
    check('products_min_amount_check', sql`${table.minAmount} >= 0`),
    check('products_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('products_category_idx').on(table.categoryId, table.position),
  ],
);

/**
 * The targeting variable ("tag") values of a product, e.g. banner positions. A product with active
 * values needs one (or, with multipleVariableValues, several) on every item; flat-rate products with
 * availability check sell each week once per value.
 */
export const productVariableValues = pgTable(
  'product_variable_values',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variable's name, e.g. "Pozice". */
    name: text('name').notNull(),
    /** The value shown to buyers, e.g. "Pozice 1". */
    value: text('value').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The name and value in English and Polish (Czech is name and value). */
    translations: jsonb('translations').$type<VariableValueTranslations>().notNull().default({}),
  },
  (table) => [
    index('product_variable_values_product_idx').on(table.productId, table.position),
    check('product_variable_values_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** Product categories a buyer may order from; none listed means all. */
export const userAllowedProductCategories = pgTable(
  'user_allowed_product_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/** A library image's name and description in one language. */
export interface LibraryImageText {
  name: string;
  description: string;
}

/**
 * The image library (spec 000 §2 "Other": an image picker of 300×300 thumbnails): pictures uploaded
 * by administrators for products' cards, checked from their bytes, kept with a thumbnail, with a name
 * and description per language.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    thumbStorageKey: text('thumb_storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    /** Per language ('cs', 'en', 'pl'): its name and description. */
    texts: jsonb('texts')
      .$type<Partial<Record<'cs' | 'en' | 'pl', LibraryImageText>>>()
      .notNull()
      .default({}),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('library_images_created_idx').on(table.createdAt, table.id)],
);
