import {
  NO_PERFORMANCE,
  RUNNING_CAMPAIGN_STATES,
  type CampaignDetail,
  type NamedRef,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaignItems, campaigns, companies, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { loadCampaignItems } from '../campaign-items';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import type { AppContext } from '../context';
import { itemAdditionAllowed } from '../ordering';
import { fullName, isRetailer, type AuthContext } from '../sessions';
import { companyTenancy } from '../campaign-access';
import { loadCampaignAdServerLinks, loadCampaignPerformance } from '../ad-server';

const contacts = alias(users, 'company_contacts');
const salesPersons = alias(users, 'sales_persons');
const agencies = alias(companies, 'agencies');
const agencyContacts = alias(users, 'agency_contacts');

type Person = { id: number; firstName: string; lastName: string } | null;
const personRef = (person: Person): NamedRef | null =>
  person ? { id: person.id, name: fullName(person) } : null;

/** GET /campaigns/{id}: the campaign with its items, if the caller may see it (404 otherwise). */
export async function getCampaign(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  campaignId: number,
): Promise<CampaignDetail> {
  return readCampaign(ctx.db, auth, language, campaignId);
}

/** The campaign detail read with any executor (a write answers it from inside its transaction). */
export async function readCampaign(
  db: Executor,
  auth: AuthContext,
  language: MessageLanguage,
  campaignId: number,
): Promise<CampaignDetail> {
  const [row] = await db
    .select({
      campaign: campaigns,
      company: { id: companies.id, name: companies.name },
      contact: { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName },
      salesPerson: {
        id: salesPersons.id,
        firstName: salesPersons.firstName,
        lastName: salesPersons.lastName,
      },
      agency: { id: agencies.id, name: agencies.name },
      agencyContact: {
        id: agencyContacts.id,
        firstName: agencyContacts.firstName,
        lastName: agencyContacts.lastName,
      },
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .leftJoin(contacts, eq(contacts.id, campaigns.companyContactId))
    .leftJoin(salesPersons, eq(salesPersons.id, campaigns.salesPersonId))
    .leftJoin(agencies, eq(agencies.id, campaigns.agencyId))
    .leftJoin(agencyContacts, eq(agencyContacts.id, campaigns.agencyContactId))
    .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)));
  if (!row) throw new NotFoundError('campaign_not_found');
  const { campaign } = row;

  const retailer = isRetailer(auth.user);
  const [items, performance, links] = await Promise.all([
    loadCampaignItems(db, auth, language, eq(campaignItems.campaignId, campaign.id)),
    loadCampaignPerformance(db, [campaign.id]),
    retailer ? loadCampaignAdServerLinks(db, campaign.id) : null,
  ]);
  return {
    id: campaign.id,
    name: campaign.name,
    company: row.company,
    companyContact: personRef(row.contact),
    salesPerson: personRef(row.salesPerson),
    agency: row.agency?.id ? row.agency : null,
    agencyContact: personRef(row.agencyContact),
    campaignState: campaignStateIn(campaign.stateId, language),
    rejectReason: campaign.rejectReason,
    campaignItems: items,
    campaignItemsCount: campaign.itemsCount,
    itemAdditionAllowed: itemAdditionAllowed(campaign.stateId, auth),
    totalPrice: Number(campaign.totalPrice),
    startDateString: campaign.startDate,
    endDateString: campaign.endDate,
    displayPerformance: RUNNING_CAMPAIGN_STATES.includes(campaign.stateId),
    ...(performance.get(campaign.id) ?? NO_PERFORMANCE),
    sasInfo: links,
  };
}
