import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A shop of the retailer whose pages the ads lead to (a "target web"). Its product catalogue is what
 * native items promote and what target URLs point at.
 */
export const targets = pgTable('targets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The shop's address, e.g. https://www.portal-retail.cz; target URLs begin with it. */
  domainUrl: text('domain_url').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Brands of the shop's products; a buyer may be limited to some of them (user_allowed_brands). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('brands_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * The shop's own category tree (not the retailer's advertising product categories). `root_id` is the
 * top-level ancestor, kept so filters by root category need no recursive query.
 */
export const targetProductCategories = pgTable(
  'target_product_categories',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => targetProductCategories.id, {
      onDelete: 'cascade',
    }),
    /** The top-level ancestor; its own id for a top-level category. */
    rootId: integer('root_id'),
    name: text('name').notNull(),
    externalId: text('external_id').notNull(),
  },
  (table) => [
    uniqueIndex('target_product_categories_external_unique').on(table.targetId, table.externalId),
    index('target_product_categories_parent_idx').on(table.parentId),
    index('target_product_categories_root_idx').on(table.rootId),
  ],
);

/** One product of a shop's catalogue (identified by its SKU, `external_identifier`). */
export const targetProducts = pgTable(
  'target_products',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    /** The SKU. */
    externalIdentifier: text('external_identifier').notNull(),
    name: text('name').notNull(),
    /** The product's page in the shop. */
    url: text('url').notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => targetProductCategories.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('target_products_sku_unique').on(table.targetId, table.externalIdentifier),
    index('target_products_url_idx').on(table.targetId, table.url),
    index('target_products_name_idx').on(table.targetId, sql`lower(${table.name}) text_pattern_ops`),
    // "Contains" searches by name or SKU (pg_trgm, created by 0000_baseline/01-extensions-and-helpers.sql).
    // Without the fast-update pending list (0000_baseline/05-targeting.sql): every search would scan the
    // list of not yet merged entries, which only VACUUM empties (and PGlite has no autovacuum).
    index('target_products_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('target_products_sku_trgm_idx')
      .using('gin', sql`lower(${table.externalIdentifier}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('target_products_brand_idx').on(table.brandId),
    index('target_products_category_idx').on(table.categoryId),
  ],
);

/** Brands a buyer may advertise; none listed means all. */
export const userAllowedBrands = pgTable(
  'user_allowed_brands',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId] })],
);
