import type {
  CampaignFilter,
  CampaignFilterResponse,
  CampaignListRow,
  CampaignSortField,
  CampaignStateIdentifier,
} from '@portal/shared-contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { naturalOrder } from '../../db/collation';
import { campaigns, campaignStates, companies, users } from '../../db/schema';
import type { AppContext } from '../context';
import { fullName, hasRole, isRetailer, type AuthContext } from '../sessions/auth-context';
import { companyTenancy } from './campaign-access';

const contacts = alias(users, 'company_contacts');
const salesPersons = alias(users, 'sales_persons');

const personName = (person: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`${person.firstName} || ' ' || ${person.lastName}`;

/** The filter's conditions; every one is also limited to the caller's tenancy. */
function conditionsOf(auth: AuthContext, filter: CampaignFilter): SQL | undefined {
  const { user } = auth;
  const conditions: (SQL | undefined)[] = [companyTenancy(auth, campaigns.companyId)];
  if (filter.campaignStateIdes?.length) conditions.push(inArray(campaigns.stateId, filter.campaignStateIdes));
  if (filter.companyIdes?.length) conditions.push(inArray(campaigns.companyId, filter.companyIdes));
  if (filter.companyContactIdes?.length)
    conditions.push(inArray(campaigns.companyContactId, filter.companyContactIdes));
  if (filter.salesPersonIdes?.length)
    conditions.push(inArray(campaigns.salesPersonId, filter.salesPersonIdes));
  if (filter.search) {
    const inName = sql`strpos(lower(${campaigns.name}), lower(${filter.search})) > 0`;
    // Vendors do not see the company column, so only retailer and agency search company names too.
    const searchesCompanies = isRetailer(user) || hasRole(user, 'agency');
    conditions.push(
      searchesCompanies
        ? or(inName, sql`strpos(lower(${companies.name}), lower(${filter.search})) > 0`)
        : inName,
    );
  }
  // Overlap of the campaign's run with the range; a campaign without items has no run.
  if (filter.startDate) conditions.push(gte(campaigns.endDate, filter.startDate));
  if (filter.endDate) conditions.push(lte(campaigns.startDate, filter.endDate));
  if (filter.myCampaigns) {
    conditions.push(
      hasRole(user, 'salesPerson')
        ? eq(campaigns.salesPersonId, user.id)
        : or(
            eq(campaigns.createdByUserId, user.id),
            eq(campaigns.companyContactId, user.id),
            eq(campaigns.agencyContactId, user.id),
          ),
    );
  }
  return and(...conditions);
}

/** Sort keys; the nullable ones (no sales person, no items yet) sort last in both directions. */
const SORT_KEYS: Record<CampaignSortField, { key: SQL; nullable: boolean }> = {
  name: { key: naturalOrder(campaigns.name), nullable: false },
  company: { key: naturalOrder(companies.name), nullable: false },
  salesPerson: { key: naturalOrder(personName(salesPersons)), nullable: true },
  state: { key: sql`${campaigns.stateId}`, nullable: false },
  startDate: { key: sql`${campaigns.startDate}`, nullable: true },
  endDate: { key: sql`${campaigns.endDate}`, nullable: true },
  price: { key: sql`${campaigns.totalPrice}`, nullable: false },
};

/** Default: newest first. Otherwise the chosen key, then id in the same direction, so pages are stable. */
function orderOf(filter: CampaignFilter): SQL[] {
  if (!filter.order) return [desc(campaigns.id)];
  const { key, nullable } = SORT_KEYS[filter.order.name];
  const ascending = filter.order.direction === 'ASC';
  return [
    sql`${key} ${ascending ? sql`asc` : sql`desc`}${nullable ? sql` nulls last` : sql``}`,
    ascending ? asc(campaigns.id) : desc(campaigns.id),
  ];
}

/**
 * POST /campaigns/filter: one page of the campaigns the caller may see, with the count and total
 * price of all that match. Filtering, sorting and paging happen in the database; the count and the
 * page are read in one read-only snapshot so they agree.
 */
export async function filterCampaigns(
  ctx: AppContext,
  auth: AuthContext,
  filter: CampaignFilter,
): Promise<CampaignFilterResponse> {
  return ctx.db.transaction(
    async (tx) => {
      const where = conditionsOf(auth, filter);

      const [summary] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          totalPrice: sql<string>`coalesce(sum(${campaigns.totalPrice}), 0)`,
        })
        .from(campaigns)
        .innerJoin(companies, eq(companies.id, campaigns.companyId))
        .where(where);
      const total = summary?.total ?? 0;
      if (total === 0 || filter.offset >= total) {
        return { campaigns: [], total, totalPrice: Number(summary?.totalPrice ?? 0) };
      }

      const rows = await tx
        .select({
          id: campaigns.id,
          name: campaigns.name,
          companyId: companies.id,
          companyName: companies.name,
          contactId: contacts.id,
          contactFirstName: contacts.firstName,
          contactLastName: contacts.lastName,
          salesPersonId: salesPersons.id,
          salesPersonFirstName: salesPersons.firstName,
          salesPersonLastName: salesPersons.lastName,
          stateId: campaignStates.id,
          stateIdentifier: campaignStates.identifier,
          stateName: campaignStates.name,
          canSendForCheck: campaignStates.canSendForCheck,
          canEdit: campaignStates.canEdit,
          canApprove: campaignStates.canApprove,
          itemsCount: campaigns.itemsCount,
          startDate: sql<string | null>`to_char(${campaigns.startDate}, 'YYYY-MM-DD')`,
          endDate: sql<string | null>`to_char(${campaigns.endDate}, 'YYYY-MM-DD')`,
          totalPrice: campaigns.totalPrice,
        })
        .from(campaigns)
        .innerJoin(companies, eq(companies.id, campaigns.companyId))
        .innerJoin(campaignStates, eq(campaignStates.id, campaigns.stateId))
        .leftJoin(contacts, eq(contacts.id, campaigns.companyContactId))
        .leftJoin(salesPersons, eq(salesPersons.id, campaigns.salesPersonId))
        .where(where)
        .orderBy(...orderOf(filter))
        .limit(filter.limit)
        .offset(filter.offset);

      return {
        campaigns: rows.map((row): CampaignListRow => ({
          id: row.id,
          name: row.name,
          campaignItemsCount: row.itemsCount,
          company: { id: row.companyId, name: row.companyName },
          companyContact:
            row.contactId === null
              ? null
              : {
                  id: row.contactId,
                  name: fullName({ firstName: row.contactFirstName!, lastName: row.contactLastName! }),
                },
          salesPerson:
            row.salesPersonId === null
              ? null
              : {
                  id: row.salesPersonId,
                  name: fullName({
                    firstName: row.salesPersonFirstName!,
                    lastName: row.salesPersonLastName!,
                  }),
                },
          campaignState: {
            id: row.stateId,
            identifier: row.stateIdentifier as CampaignStateIdentifier,
            name: row.stateName,
            canSendForCheck: row.canSendForCheck,
            canEdit: row.canEdit,
            canApprove: row.canApprove,
          },
          startDateString: row.startDate,
          endDateString: row.endDate,
          totalPrice: Number(row.totalPrice),
          // Delivery statistics come with the ad server adapter (a later issue); nothing to show yet.
          actualImpressions: null,
          actualClicks: null,
          ctrRatio: null,
        })),
        total,
        totalPrice: Number(summary?.totalPrice ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
