import type { UserRole } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/sessions/passwords';
import { SETTINGS_CATALOGUE } from '../services/settings/catalogue';
import type { Database, Executor } from './client';
import { seedDemoCreatives } from './seed-creatives';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoLandingPages } from './seed-landing-pages';
import { seedContentPages } from './seed-pages';
import { seedDemoShop } from './seed-shop';
import {
  agencyVendorCompanies,
  companies,
  settingsVariableGroups,
  settingsVariables,
  userAgencies,
  userAgencyUsers,
  userSalesPersons,
  users,
  userVendorCompanies,
} from './schema';

/** The demo password of design.md §5; for local use only. */
export const DEMO_PASSWORD = 'Portal123!';

export type CompanyKey = 'retailer' | 'acme' | 'nordic' | 'bella' | 'mediamax';

const COMPANIES: Record<
  CompanyKey,
  { name: string; type: 'retailer' | 'vendor' | 'agency'; registrationNumber: string }
> = {
  retailer: { name: 'Portal Retail a.s.', type: 'retailer', registrationNumber: '27081001' },
  acme: { name: 'Acme Foods', type: 'vendor', registrationNumber: '45274649' },
  nordic: { name: 'Nordic Drinks a.s.', type: 'vendor', registrationNumber: '26185610' },
  bella: { name: 'Bella Cosmetics s.r.o.', type: 'vendor', registrationNumber: '06325416' },
  mediamax: { name: 'MediaMax Agency s.r.o.', type: 'agency', registrationNumber: '24681357' },
};

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  company: CompanyKey;
  roles: UserRole[];
  active?: boolean;
  storefrontActive?: boolean;
  phone?: string;
  salesPersons?: string[];
  agencies?: CompanyKey[];
  vendorCompanies?: CompanyKey[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@portal.test',
    firstName: 'Alena',
    lastName: 'Adminová',
    company: 'retailer',
    roles: ['administrator', 'retailer'],
  },
  {
    email: 'retailer@portal.test',
    firstName: 'Radek',
    lastName: 'Prodejce',
    company: 'retailer',
    roles: ['retailer'],
  },
  {
    email: 'sales@portal.test',
    firstName: 'Simona',
    lastName: 'Obchodní',
    company: 'retailer',
    roles: ['retailer', 'salesPerson'],
    phone: '+420 601 111 222',
  },
  {
    email: 'sales2@portal.test',
    firstName: 'Petr',
    lastName: 'Novák',
    company: 'retailer',
    roles: ['retailer', 'salesPerson'],
    phone: '+420 602 333 444',
  },
  {
    email: 'traffic@portal.test',
    firstName: 'Tomáš',
    lastName: 'Provozní',
    company: 'retailer',
    roles: ['retailer', 'trafficker'],
  },
  {
    email: 'vendor@portal.test',
    firstName: 'Vojtěch',
    lastName: 'Dodavatel',
    company: 'acme',
    roles: ['vendor'],
    phone: '+420 603 555 666',
    salesPersons: ['sales@portal.test', 'sales2@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'marketing@portal.test',
    firstName: 'Markéta',
    lastName: 'Horáková',
    company: 'acme',
    roles: ['vendor'],
    salesPersons: ['sales@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'nordic@portal.test',
    firstName: 'Nina',
    lastName: 'Severová',
    company: 'nordic',
    roles: ['vendor'],
    salesPersons: ['sales2@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'bella@portal.test',
    firstName: 'Barbora',
    lastName: 'Krásná',
    company: 'bella',
    roles: ['vendor'],
    salesPersons: ['sales2@portal.test'],
  },
  {
    email: 'eshop.off@portal.test',
    firstName: 'Ondřej',
    lastName: 'Zavřený',
    company: 'bella',
    roles: ['vendor'],
    storefrontActive: false,
  },
  {
    email: 'agency@portal.test',
    firstName: 'Adam',
    lastName: 'Agenturní',
    company: 'mediamax',
    roles: ['agency'],
    salesPersons: ['sales@portal.test'],
    vendorCompanies: ['acme', 'nordic'],
  },
  {
    email: 'inactive@portal.test',
    firstName: 'Igor',
    lastName: 'Neaktivní',
    company: 'acme',
    roles: ['vendor'],
    active: false,
  },
];

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/**
 * Loads the demo companies, accounts, settings, shop, catalogue and campaigns into an empty database,
 * in one transaction.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = {} as Record<CompanyKey, number>;
    for (const [key, company] of Object.entries(COMPANIES) as [
      CompanyKey,
      (typeof COMPANIES)[CompanyKey],
    ][]) {
      const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
      companyIds[key] = row!.id;
    }
    await tx.insert(agencyVendorCompanies).values([
      { agencyCompanyId: companyIds.mediamax, vendorCompanyId: companyIds.acme },
      { agencyCompanyId: companyIds.mediamax, vendorCompanyId: companyIds.nordic },
    ]);

    const userIds = new Map<string, number>();
    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: user.email,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone ?? null,
          companyId: companyIds[user.company],
          roles: user.roles,
          active: user.active ?? true,
          storefrontActive: user.storefrontActive ?? true,
          locale: 'cs-CZ',
        })
        .returning({ id: users.id });
      userIds.set(user.email, row!.id);
    }
    for (const user of DEMO_USERS) {
      const userId = userIds.get(user.email)!;
      for (const [position, email] of (user.salesPersons ?? []).entries()) {
        await tx.insert(userSalesPersons).values({ userId, salesPersonId: userIds.get(email)!, position });
      }
      for (const agency of user.agencies ?? []) {
        await tx.insert(userAgencies).values({ userId, agencyCompanyId: companyIds[agency] });
        // The user detail's agencies are the agency's people (migration 0025).
        for (const agencyUser of DEMO_USERS.filter(
          (other) => other.company === agency && other.roles.includes('agency'),
        )) {
          await tx.insert(userAgencyUsers).values({ userId, agencyUserId: userIds.get(agencyUser.email)! });
        }
      }
      for (const company of user.vendorCompanies ?? []) {
        await tx.insert(userVendorCompanies).values({ userId, companyId: companyIds[company] });
      }
    }

    const seededValues: Record<string, string> = {
      'default-trafficker': String(userIds.get('traffic@portal.test')),
      'default-sales-person': String(userIds.get('sales@portal.test')),
    };
    for (const [groupPosition, group] of SETTINGS_CATALOGUE.entries()) {
      const [row] = await tx
        .insert(settingsVariableGroups)
        .values({ identifier: group.identifier, name: group.name, position: groupPosition })
        .returning({ id: settingsVariableGroups.id });
      await tx.insert(settingsVariables).values(
        group.variables.map((variable, position) => ({
          groupId: row!.id,
          identifier: variable.identifier,
          name: variable.name,
          type: variable.type,
          value: seededValues[variable.identifier] ?? variable.defaultValue,
          position,
        })),
      );
    }
    const shop = await seedDemoShop(tx, { companyIds, userIds });
    await seedDemoCampaigns(tx, { companyIds, userIds, shop });
    const creativesMadeAt = new Date('2026-11-02T09:00:00+01:00');
    await seedDemoCreatives(tx, { createdAt: creativesMadeAt });
    await seedDemoLandingPages(tx, { userIds, createdAt: creativesMadeAt });
    await seedContentPages(tx, { createdAt: creativesMadeAt });
  });
}
