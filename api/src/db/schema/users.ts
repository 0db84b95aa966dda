import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UserRole } from '@portal/shared-contracts';
import { companies } from './companies';
import { editVersionColumns } from './edit-version';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The login; stored as typed, unique without regard to case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    roles: text('roles')
      .array()
      .$type<UserRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An inactive user cannot log in at all. */
    active: boolean('active').notNull().default(true),
    /** A retailer may log in as this buyer only while the storefront is active. */
    storefrontActive: boolean('storefront_active').notNull().default(true),
    locale: text('locale'),
    /**
     * Name, e-mail and company name folded for the user list's search (lower case, without accents:
     * `portal_search_fold`). Kept by the database (triggers on users in
     * 0000_baseline/03-users-and-sessions.sql and on company renames in 02-companies.sql), so every
     * writer is covered; services never write it.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns((): AnyPgColumn => users.id),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_company_idx').on(table.companyId),
    index('users_roles_idx').using('gin', table.roles),
    // The user list: "contains" searches from the trigram index. Its pages in name order come from
    // `users_name_order_idx` ((first_name || ' ' || last_name) collate "und-x-icu", id) INCLUDE
    // (first_name, last_name, roles), made by 0000_baseline/03-users-and-sessions.sql itself (drizzle
    // cannot say INCLUDE), so a deep page and the role filter are index-only scans.
    index('users_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** A buyer's sales persons (retailer staff with the salesPerson role). */
export const userSalesPersons = pgTable(
  'user_sales_persons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salesPersonId: integer('sales_person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.salesPersonId] }),
    // A sales person's companies (the users they may administer: docs/users.md).
    index('user_sales_persons_sales_person_idx').on(table.salesPersonId, table.userId),
  ],
);

/** For vendor users: the agencies allowed to act for them. */
export const userAgencies = pgTable(
  'user_agencies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.agencyCompanyId] })],
);

/** For agency users: the vendor companies this user orders for (their tenancy). */
export const userVendorCompanies = pgTable(
  'user_vendor_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('user_vendor_companies_company_idx').on(table.companyId),
  ],
);

/**
 * For vendor users: the agency users who may act for them (the user detail's "agencies", labelled
 * with the agency's name first). Replaces the company-level user_agencies for the screens.
 */
export const userAgencyUsers = pgTable(
  'user_agency_users',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyUserId: integer('agency_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.agencyUserId] }),
    index('user_agency_users_agency_user_idx').on(table.agencyUserId),
  ],
);
