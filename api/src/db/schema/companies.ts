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
} from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** retailer (the publisher itself), vendor (advertiser) or agency. */
    type: text('type', { enum: ['retailer', 'vendor', 'agency'] }).notNull(),
    registrationNumber: text('registration_number'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('companies_type_check', sql`${table.type} in ('retailer', 'vendor', 'agency')`),
    index('companies_name_idx').on(sql`lower(${table.name})`),
  ],
);

/** The vendor companies an agency company acts for. */
export const agencyVendorCompanies = pgTable(
  'agency_vendor_companies',
  {
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorCompanyId: integer('vendor_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.agencyCompanyId, table.vendorCompanyId] }),
    index('agency_vendor_companies_vendor_idx').on(table.vendorCompanyId),
  ],
);
