import type {
  CampaignFilter,
  CampaignFilterResponse,
  CampaignListRow,
  CampaignSortField,
  CampaignStateIdentifier,
} from '@portal/shared-contracts';
import { and, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { naturalOrder } from '../../db/collation';
import { campaigns, campaignStates, companies, users } from '../../db/schema';
import { loadCampaignPerformance } from '../ad-server/campaign-performance';
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
    // LIKE, so the trigram index of the names answers it; the text's own wildcards are taken literally.
    const literal = filter.search.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);
    const inName = sql`lower(${campaigns.name}) like '%' || lower(${literal}) || '%'`;
    // Vendors do not see the company column, so only retailer and agency search company names too.
    // The companies as an array of ids, so neither the count nor the page joins them to filter.
    const searchesCompanies = isRetailer(user) || hasRole(user, 'agency');
    conditions.push(
      searchesCompanies
        ? or(
            inName,
            sql`${campaigns.companyId} = any(array(select ${companies.id} from ${companies}
                 where strpos(lower(${companies.name}), lower(${filter.search})) > 0))`,
          )
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

/**
 * How the page is found, chosen from the count (read first, in the same snapshot). When many
 * campaigns match, PostgreSQL may walk an index in the sort order and test each row. When few match
 * (at most COLLECT_LIMIT), that walk is the wrong plan: for matches far down the order (an old month,
 * a small vendor's campaigns, newest first) it reads most of the table. Then the keys are written so
 * that no index matches them (`+ 0`, `|| ''`): the matches are gathered by the filter's most
 * selective index and only they are sorted.
 */
const COLLECT_LIMIT = 20_000;
const numberKey = (column: SQLWrapper, collect: boolean) => (collect ? sql`(${column} + 0)` : sql`${column}`);

/** Sort keys; the nullable ones (no sales person, no items yet) sort last in both directions. */
const SORT_KEYS: Record<CampaignSortField, { key: (collect: boolean) => SQL; nullable: boolean }> = {
  name: {
    key: (collect) => naturalOrder(collect ? sql`${campaigns.name} || ''` : campaigns.name),
    nullable: false,
  },
  company: { key: () => naturalOrder(companies.name), nullable: false },
  salesPerson: { key: () => naturalOrder(personName(salesPersons)), nullable: true },
  state: { key: (collect) => numberKey(campaigns.stateId, collect), nullable: false },
  startDate: { key: (collect) => numberKey(campaigns.startDate, collect), nullable: true },
  endDate: { key: (collect) => numberKey(campaigns.endDate, collect), nullable: true },
  price: { key: (collect) => numberKey(campaigns.totalPrice, collect), nullable: false },
};

/** Default: newest first. Otherwise the chosen key, then id in the same direction, so pages are stable. */
function orderOf(filter: CampaignFilter, collect: boolean): SQL[] {
  const id = numberKey(campaigns.id, collect);
  if (!filter.order) return [sql`${id} desc`];
  const { key, nullable } = SORT_KEYS[filter.order.name];
  const direction = filter.order.direction === 'ASC' ? sql`asc` : sql`desc`;
  return [sql`${key(collect)} ${direction}${nullable ? sql` nulls last` : sql``}`, sql`${id} ${direction}`];
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
        .where(where);
      const total = summary?.total ?? 0;
      if (total === 0 || filter.offset >= total) {
        return { campaigns: [], total, totalPrice: Number(summary?.totalPrice ?? 0) };
      }

      // The page's ids first, from campaigns alone (joined only to what the order reads), so a deep
      // offset skips index entries rather than joined rows; then the page's rows are joined.
      const order = orderOf(filter, total <= COLLECT_LIMIT);
      let pageIds = tx.select({ id: campaigns.id }).from(campaigns).$dynamic();
      if (filter.order?.name === 'company')
        pageIds = pageIds.innerJoin(companies, eq(companies.id, campaigns.companyId));
      if (filter.order?.name === 'salesPerson')
        pageIds = pageIds.leftJoin(salesPersons, eq(salesPersons.id, campaigns.salesPersonId));
      const page = pageIds
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset)
        .as('page');

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
        .from(page)
        .innerJoin(campaigns, eq(campaigns.id, page.id))
        .innerJoin(companies, eq(companies.id, campaigns.companyId))
        .innerJoin(campaignStates, eq(campaignStates.id, campaigns.stateId))
        .leftJoin(contacts, eq(contacts.id, campaigns.companyContactId))
        .leftJoin(salesPersons, eq(salesPersons.id, campaigns.salesPersonId))
        .orderBy(...order);
      // Delivery figures of this page's rows only (one grouped query).
      const performance = await loadCampaignPerformance(
        tx,
        rows.map((row) => row.id),
      );

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
          // Null until the ad server has reported delivery for the campaign.
          actualImpressions: performance.get(row.id)?.actualImpressions ?? null,
          actualClicks: performance.get(row.id)?.actualClicks ?? null,
          ctrRatio: performance.get(row.id)?.ctrRatio ?? null,
        })),
        total,
        totalPrice: Number(summary?.totalPrice ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
