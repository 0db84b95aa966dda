import { CAMPAIGN_STATES, type CampaignFilterData } from '@portal/shared-contracts';
import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { campaigns, companies, userSalesPersons, users } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { stateName } from '../../i18n/state-names';
import type { AppContext } from '../context';
import { fullName, isRetailer, type AuthContext } from '../sessions';
import { companyTenancy } from './campaign-access';

const byName = [naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`), asc(users.id)];

/**
 * GET /campaigns/filterData: the choices of the campaign filter panel, limited to the caller's
 * tenancy. Companies are the vendor companies the caller may see; contacts are their users; sales
 * persons are every sales person for retailer staff, and for a buyer those of its own campaigns and
 * the ones assigned to the buyer.
 */
export async function campaignFilterData(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
): Promise<CampaignFilterData> {
  const { db } = ctx;
  const visibleCompanies = and(eq(companies.type, 'vendor'), companyTenancy(auth, companies.id));

  const [companyRows, contactRows, salesPersonRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(visibleCompanies)
      .orderBy(naturalOrder(companies.name), asc(companies.id)),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        companyId: users.companyId,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(visibleCompanies)
      .orderBy(...byName),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        isRetailer(auth.user)
          ? arrayContains(users.roles, ['salesPerson'])
          : or(
              inArray(
                users.id,
                db
                  .selectDistinct({ id: campaigns.salesPersonId })
                  .from(campaigns)
                  .where(companyTenancy(auth, campaigns.companyId)),
              ),
              inArray(
                users.id,
                db
                  .select({ id: userSalesPersons.salesPersonId })
                  .from(userSalesPersons)
                  .where(eq(userSalesPersons.userId, auth.user.id)),
              ),
            ),
      )
      .orderBy(...byName),
  ]);

  return {
    states: CAMPAIGN_STATES.map(({ id, identifier }) => ({
      id,
      identifier,
      name: stateName(identifier, language),
    })),
    companies: companyRows,
    companyContacts: contactRows.map((contact) => ({
      id: contact.id,
      name: fullName(contact),
      companyId: contact.companyId!,
    })),
    salesPersons: salesPersonRows.map((person) => ({ id: person.id, name: fullName(person) })),
  };
}
