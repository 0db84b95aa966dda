import { CampaignStateId, type CreateCampaignRequestSchema } from '@portal/shared-contracts';
import { and, arrayContains, asc, eq, exists, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Transaction } from '../../db/client';
import {
  agencyVendorCompanies,
  campaigns,
  companies,
  userSalesPersons,
  users,
  userVendorCompanies,
} from '../../db/schema';
import { ForbiddenError, ValidationError, type FieldIssue } from '../../errors';
import { recordAudit } from '../audit';
import { isActiveSalesPerson } from '../campaign-access';
import type { AppContext } from '../context';
import { hasRole, isRetailer, type AuthContext } from '../sessions';

type CreateCampaignBody = v.InferOutput<typeof CreateCampaignRequestSchema>;

const given = (id: number | null | undefined): id is number => id !== null && id !== undefined;

async function activeCompany(tx: Transaction, id: number, type: 'vendor' | 'agency') {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.type, type), eq(companies.active, true)));
  return row !== undefined;
}

async function activeUserOf(tx: Transaction, userId: number, companyId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.active, true)));
  return row !== undefined;
}

/** The first active sales person of a user (user_sales_persons by position): a contact's default. */
async function firstSalesPersonOf(tx: Transaction, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(userSalesPersons)
    .innerJoin(users, eq(users.id, userSalesPersons.salesPersonId))
    .where(
      and(
        eq(userSalesPersons.userId, userId),
        eq(users.active, true),
        arrayContains(users.roles, ['salesPerson']),
      ),
    )
    .orderBy(asc(userSalesPersons.position), asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

interface Parties {
  companyId: number | null;
  companyContactId: number | null;
  agencyId: number | null;
  agencyContactId: number | null;
  /** What the caller chose; undefined: take the default. */
  salesPersonId?: number;
}

/**
 * Retailer staff name everything: an active vendor company, optionally its contact, an agency acting
 * for that vendor (agency_vendor_companies) with one of its users, and any active sales person.
 */
async function retailerParties(tx: Transaction, body: CreateCampaignBody, issues: FieldIssue[]) {
  const parties: Parties = { companyId: null, companyContactId: null, agencyId: null, agencyContactId: null };
  if (!given(body.companyId)) issues.push({ field: 'companyId', code: 'company_required' });
  else if (!(await activeCompany(tx, body.companyId, 'vendor')))
    issues.push({ field: 'companyId', code: 'company_not_allowed' });
  else parties.companyId = body.companyId;

  if (given(body.companyContactId) && parties.companyId !== null) {
    if (await activeUserOf(tx, body.companyContactId, parties.companyId))
      parties.companyContactId = body.companyContactId;
    else issues.push({ field: 'companyContactId', code: 'company_contact_invalid' });
  }

  if (given(body.agencyId) && parties.companyId !== null) {
    const [acting] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.id, body.agencyId),
          eq(companies.type, 'agency'),
          eq(companies.active, true),
          exists(
            tx
              .select({ one: sql`1` })
              .from(agencyVendorCompanies)
              .where(
                and(
                  eq(agencyVendorCompanies.agencyCompanyId, companies.id),
                  eq(agencyVendorCompanies.vendorCompanyId, parties.companyId),
                ),
              ),
          ),
        ),
      );
    if (acting) parties.agencyId = body.agencyId;
    else issues.push({ field: 'agencyId', code: 'agency_invalid' });
  }
  if (given(body.agencyContactId)) {
    if (parties.agencyId !== null && (await activeUserOf(tx, body.agencyContactId, parties.agencyId)))
      parties.agencyContactId = body.agencyContactId;
    else if (!given(body.agencyId) || parties.agencyId !== null)
      issues.push({ field: 'agencyContactId', code: 'agency_contact_invalid' });
  }

  if (given(body.salesPersonId)) {
    if (await isActiveSalesPerson(tx, body.salesPersonId)) parties.salesPersonId = body.salesPersonId;
    else issues.push({ field: 'salesPersonId', code: 'sales_person_invalid' });
  }
  return parties;
}

/** An agency orders for one of its vendor companies (user_vendor_companies); the agency side is its own login. */
async function agencyParties(
  tx: Transaction,
  auth: AuthContext,
  body: CreateCampaignBody,
  issues: FieldIssue[],
) {
  const { user } = auth;
  const parties: Parties = {
    companyId: null,
    companyContactId: null,
    agencyId: user.companyId,
    agencyContactId: user.id,
  };
  if (given(body.agencyId) && body.agencyId !== user.companyId)
    issues.push({ field: 'agencyId', code: 'agency_not_allowed' });
  if (given(body.agencyContactId) && body.agencyContactId !== user.id)
    issues.push({ field: 'agencyContactId', code: 'agency_not_allowed' });

  if (!given(body.companyId)) issues.push({ field: 'companyId', code: 'company_required' });
  else {
    const [own] = await tx
      .select({ id: companies.id })
      .from(userVendorCompanies)
      .innerJoin(companies, eq(companies.id, userVendorCompanies.companyId))
      .where(
        and(
          eq(userVendorCompanies.userId, user.id),
          eq(userVendorCompanies.companyId, body.companyId),
          eq(companies.type, 'vendor'),
          eq(companies.active, true),
        ),
      );
    if (own) parties.companyId = body.companyId;
    else issues.push({ field: 'companyId', code: 'company_not_allowed' });
  }
  if (given(body.companyContactId) && parties.companyId !== null) {
    if (await activeUserOf(tx, body.companyContactId, parties.companyId))
      parties.companyContactId = body.companyContactId;
    else issues.push({ field: 'companyContactId', code: 'company_contact_invalid' });
  }
  return parties;
}

/** A vendor orders for its own company, as its own contact; it names neither an agency nor a sales person. */
function vendorParties(auth: AuthContext, body: CreateCampaignBody, issues: FieldIssue[]) {
  const { user } = auth;
  if (user.companyId === null) throw new ForbiddenError();
  if (given(body.companyId) && body.companyId !== user.companyId)
    issues.push({ field: 'companyId', code: 'company_not_allowed' });
  if (given(body.companyContactId) && body.companyContactId !== user.id)
    issues.push({ field: 'companyContactId', code: 'company_contact_invalid' });
  if (given(body.agencyId)) issues.push({ field: 'agencyId', code: 'agency_not_allowed' });
  if (given(body.agencyContactId)) issues.push({ field: 'agencyContactId', code: 'agency_not_allowed' });
  const parties: Parties = {
    companyId: user.companyId,
    companyContactId: user.id,
    agencyId: null,
    agencyContactId: null,
  };
  return parties;
}

/**
 * POST /campaigns/create (spec, document 2 §5 "Campaign creation and editing"; document 1 §6): who
 * the campaign is for depends on the caller's role, every id is checked against it, and the new
 * campaign starts in process. The sales person, unless a retailer chose one, is the first sales
 * person of the company contact, else the retailer placing it when it is a sales person itself.
 */
export async function createCampaign(
  ctx: AppContext,
  auth: AuthContext,
  body: CreateCampaignBody,
): Promise<{ id: number }> {
  const { user } = auth;
  return ctx.db.transaction(async (tx) => {
    const issues: FieldIssue[] = [];
    let parties: Parties;
    if (isRetailer(user)) parties = await retailerParties(tx, body, issues);
    else if (hasRole(user, 'agency')) parties = await agencyParties(tx, auth, body, issues);
    else if (hasRole(user, 'vendor')) parties = vendorParties(auth, body, issues);
    else throw new ForbiddenError();

    let salesPersonId = parties.salesPersonId ?? null;
    if (parties.salesPersonId === undefined) {
      if (parties.companyContactId !== null)
        salesPersonId = await firstSalesPersonOf(tx, parties.companyContactId);
      if (salesPersonId === null && isRetailer(user) && hasRole(user, 'salesPerson')) salesPersonId = user.id;
      // The sales person selector is a retailer's; a buyer may only send back the one it was shown.
      if (!isRetailer(user) && given(body.salesPersonId) && body.salesPersonId !== salesPersonId)
        issues.push({ field: 'salesPersonId', code: 'sales_person_not_allowed' });
    }
    if (issues.length > 0) throw new ValidationError(issues);

    const now = ctx.clock.now();
    const [row] = await tx
      .insert(campaigns)
      .values({
        name: body.name,
        companyId: parties.companyId!,
        companyContactId: parties.companyContactId,
        salesPersonId,
        agencyId: parties.agencyId,
        agencyContactId: parties.agencyContactId,
        stateId: CampaignStateId.InProcess,
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: campaigns.id });
    const id = row!.id;
    await recordAudit(tx, auth, {
      action: 'campaign.created',
      entityType: 'campaign',
      entityId: id,
      details: { name: body.name, ...parties, salesPersonId },
    });
    return { id };
  });
}
