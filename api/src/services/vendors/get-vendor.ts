import {
  type NamedRef,
  type UserRole,
  VENDOR_DETAIL_CAMPAIGNS,
  type VendorAgency,
  type VendorDetail,
} from '@portal/shared-contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { naturalOrder } from '../../db/collation';
import {
  agencyVendorCompanies,
  brands,
  campaignItems,
  campaigns,
  companies,
  targetProducts,
  userAllowedBrands,
  users,
  userVendorCompanies,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import { contactsOf } from '../companies';
import type { AppContext } from '../context';
import { fullName } from '../sessions';
import { pragueYearOf, vendorFigures } from './vendor-figures';

const agencies = alias(companies, 'agencies');
const people = alias(users, 'people');
const userNameOrder = naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`);

/**
 * GET /vendors/{id} (retailer staff; spec 000 §2 vendorDetail): a vendor company with the figures of
 * the list (vendor-figures.ts), its users (each with the brands they may promote), its contacts (the
 * active users a campaign may name, with their sales person), the brands its campaign items promote,
 * the agencies acting for it and its newest campaigns. A company that does not exist or is not a
 * vendor answers 404 `vendor_not_found`. A fixed number of indexed statements, whatever the company.
 */
export async function getVendor(
  ctx: AppContext,
  companyId: number,
  language: MessageLanguage,
): Promise<VendorDetail> {
  const year = pragueYearOf(ctx.clock);
  const figures = vendorFigures(sql`${companies.id}`, year);
  const [company] = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      active: companies.active,
      registrationNumber: companies.registrationNumber,
      ...figures,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.type, 'vendor')));
  if (!company) throw new NotFoundError('vendor_not_found');

  const [userRows, contacts, brandRows, agencyRows, campaignRows, campaignsTotal] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        roles: users.roles,
        active: users.active,
        storefrontActive: users.storefrontActive,
      })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(userNameOrder, asc(users.id)),
    contactsOf(ctx.db, companyId),
    // The brands of the products its items promote (campaign_items_company_idx, then by id).
    ctx.db
      .select({ id: brands.id, name: brands.name, itemsCount: count() })
      .from(campaignItems)
      .innerJoin(targetProducts, eq(targetProducts.id, campaignItems.targetProductId))
      .innerJoin(brands, eq(brands.id, targetProducts.brandId))
      .where(eq(campaignItems.companyId, companyId))
      .groupBy(brands.id, brands.name)
      .orderBy(desc(count()), naturalOrder(brands.name), asc(brands.id)),
    agenciesOf(ctx, companyId),
    ctx.db
      .select({
        id: campaigns.id,
        name: campaigns.name,
        stateId: campaigns.stateId,
        startDate: campaigns.startDate,
        endDate: campaigns.endDate,
        totalPrice: campaigns.totalPrice,
        agencyId: agencies.id,
        agencyName: agencies.name,
      })
      .from(campaigns)
      .leftJoin(agencies, eq(agencies.id, campaigns.agencyId))
      .where(eq(campaigns.companyId, companyId))
      .orderBy(desc(campaigns.id))
      .limit(VENDOR_DETAIL_CAMPAIGNS),
    ctx.db
      .select({ total: count() })
      .from(campaigns)
      .where(eq(campaigns.companyId, companyId))
      .then(([row]) => row?.total ?? 0),
  ]);

  const userIds = userRows.map((user) => user.id);
  const allowed = userIds.length
    ? await ctx.db
        .select({ userId: userAllowedBrands.userId, id: brands.id, name: brands.name })
        .from(userAllowedBrands)
        .innerJoin(brands, eq(brands.id, userAllowedBrands.brandId))
        .where(inArray(userAllowedBrands.userId, userIds))
        .orderBy(naturalOrder(brands.name), asc(brands.id))
    : [];
  const phones = new Map(userRows.map((user) => [user.id, user.phone]));

  return {
    id: company.id,
    name: company.name,
    active: company.active,
    registrationNumber: company.registrationNumber,
    usersCount: Number(company.usersCount),
    activeCampaignsCount: Number(company.activeCampaignsCount),
    spendThisYear: Number(company.spendThisYear),
    users: userRows.map((user) => ({
      id: user.id,
      name: fullName(user),
      email: user.email,
      roles: user.roles as UserRole[],
      active: user.active,
      storefrontActive: user.storefrontActive,
      allowedBrands: allowed
        .filter((brand) => brand.userId === user.id)
        .map((brand): NamedRef => ({ id: brand.id, name: brand.name })),
    })),
    contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: phones.get(contact.id) ?? null,
      salesPerson: contact.salesPerson,
    })),
    brands: brandRows.map((brand) => ({
      id: brand.id,
      name: brand.name,
      itemsCount: Number(brand.itemsCount),
    })),
    agencies: agencyRows,
    campaigns: campaignRows.map((campaign) => {
      const state = campaignStateIn(campaign.stateId, language);
      return {
        id: campaign.id,
        name: campaign.name,
        state: { id: state.id, identifier: state.identifier, name: state.name },
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        totalPrice: Number(campaign.totalPrice),
        agency: campaign.agencyId === null ? null : { id: campaign.agencyId, name: campaign.agencyName! },
      };
    }),
    campaignsCount: Number(campaignsTotal),
  };
}

/**
 * The agencies acting for a vendor: the agency companies that act for it (agency_vendor_companies)
 * and those whose users order for it (user_vendor_companies), by name, each with those users.
 */
async function agenciesOf(ctx: AppContext, companyId: number): Promise<VendorAgency[]> {
  const [linked, ordering] = await Promise.all([
    ctx.db
      .select({ id: agencies.id, name: agencies.name })
      .from(agencyVendorCompanies)
      .innerJoin(agencies, eq(agencies.id, agencyVendorCompanies.agencyCompanyId))
      .where(eq(agencyVendorCompanies.vendorCompanyId, companyId)),
    ctx.db
      .select({
        agencyId: agencies.id,
        agencyName: agencies.name,
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
      })
      .from(userVendorCompanies)
      .innerJoin(people, eq(people.id, userVendorCompanies.userId))
      .innerJoin(agencies, eq(agencies.id, people.companyId))
      .where(and(eq(userVendorCompanies.companyId, companyId), eq(agencies.type, 'agency')))
      .orderBy(naturalOrder(sql`${people.firstName} || ' ' || ${people.lastName}`), asc(people.id)),
  ]);
  const byId = new Map<number, VendorAgency>();
  for (const agency of linked) byId.set(agency.id, { id: agency.id, name: agency.name, people: [] });
  for (const person of ordering) {
    const agency = byId.get(person.agencyId) ?? { id: person.agencyId, name: person.agencyName, people: [] };
    agency.people.push({ id: person.id, name: fullName(person) });
    byId.set(agency.id, agency);
  }
  const collator = new Intl.Collator('cs');
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
