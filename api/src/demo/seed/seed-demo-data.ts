import { hashPassword } from '../../services/sessions';
import { SETTINGS_CATALOGUE } from '../../services/settings';
import type { Database } from '../../db/client';
import { seedDemoCreatives } from './seed-creatives';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoLandingPages } from './seed-landing-pages';
import { seedContentPages } from './seed-pages';
import { seedDemoShop } from './seed-shop';
import { demoShiftDays } from './demo-day';
import { shiftDemoDates } from './shift-demo-dates';
import { DEMO_COMPANIES, type CompanyKey } from './demo-companies';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
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
} from '../../db/schema';

/**
 * Loads the demo companies, accounts, settings, shop, catalogue and campaigns into an empty database,
 * in one transaction, placed around `today`'s week (demo-day.ts).
 */
export async function seedDemoData(db: Database, { today }: { today: string }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = {} as Record<CompanyKey, number>;
    for (const [key, company] of Object.entries(DEMO_COMPANIES) as [
      CompanyKey,
      (typeof DEMO_COMPANIES)[CompanyKey],
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
        // The user detail's agencies are the agency's people (0000_baseline/03-users-and-sessions.sql).
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
    await shiftDemoDates(tx, demoShiftDays(today));
  });
}
