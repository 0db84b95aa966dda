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
} from 'drizzle-orm/pg-core';
import type { UserRole } from '@portal/shared-contracts';
import { companies } from './companies';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_company_idx').on(table.companyId),
    index('users_roles_idx').using('gin', table.roles),
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
  (table) => [primaryKey({ columns: [table.userId, table.salesPersonId] })],
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
