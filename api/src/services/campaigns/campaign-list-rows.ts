import type { CampaignListRow, CampaignStateIdentifier } from '@portal/shared-contracts';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inIdOrder, oncePerDatabase } from '../../db/rows-by-id';
import { adServerDeliveryTotals, campaigns, campaignStates, companies, users } from '../../db/schema';
import { deliverySumColumns, deliverySumsOf } from '../ad-server/delivery-sums';
import { performanceOf } from '../ad-server/performance-figures';
import { fullName } from '../sessions/auth-context';

/**
 * The statement is planned once per connection for every page (a generic plan, which cannot know how
 * many ids a page has): each campaign's company, contact and sales person are looked up by id in a
 * lateral subquery that its `limit 1` keeps from being turned into a join, so the plan is an index
 * look-up per listed campaign however many companies and users there are, never a hash of them all.
 */
function prepareRowsStatement(db: Database) {
  const company = db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, campaigns.companyId))
    .limit(1)
    .as('company');
  const person = (id: SQLWrapper, name: string) =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
      .as(name);
  const contact = person(campaigns.companyContactId, 'company_contact');
  const salesPerson = person(campaigns.salesPersonId, 'sales_person');
  // The delivery figures of the listed campaigns only (null sums: no delivery yet).
  const delivery = db
    .select({
      impressions: deliverySumColumns.impressions.as('impressions'),
      views: deliverySumColumns.views.as('views'),
      clicks: deliverySumColumns.clicks.as('clicks'),
      viewableImpressions: deliverySumColumns.viewableImpressions.as('viewable_impressions'),
      measuredImpressions: deliverySumColumns.measuredImpressions.as('measured_impressions'),
    })
    .from(adServerDeliveryTotals)
    .where(eq(adServerDeliveryTotals.campaignId, campaigns.id))
    .as('delivery');
  return (
    db
      .select({
        id: campaigns.id,
        name: campaigns.name,
        itemsCount: campaigns.itemsCount,
        companyId: company.id,
        companyName: company.name,
        contactId: contact.id,
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        salesPersonId: salesPerson.id,
        salesPersonFirstName: salesPerson.firstName,
        salesPersonLastName: salesPerson.lastName,
        stateId: campaignStates.id,
        stateIdentifier: campaignStates.identifier,
        stateName: campaignStates.name,
        canSendForCheck: campaignStates.canSendForCheck,
        canEdit: campaignStates.canEdit,
        canApprove: campaignStates.canApprove,
        startDate: sql<string | null>`to_char(${campaigns.startDate}, 'YYYY-MM-DD')`,
        endDate: sql<string | null>`to_char(${campaigns.endDate}, 'YYYY-MM-DD')`,
        totalPrice: campaigns.totalPrice,
        impressions: delivery.impressions,
        views: delivery.views,
        clicks: delivery.clicks,
        viewableImpressions: delivery.viewableImpressions,
        measuredImpressions: delivery.measuredImpressions,
      })
      .from(campaigns)
      .innerJoinLateral(company, sql`true`)
      // The twelve states: a join.
      .innerJoin(campaignStates, eq(campaignStates.id, campaigns.stateId))
      .leftJoinLateral(contact, sql`true`)
      .leftJoinLateral(salesPerson, sql`true`)
      .leftJoinLateral(delivery, sql`true`)
      .where(sql`${campaigns.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('campaign_list_rows_by_id')
  );
}

const rowsStatement = oncePerDatabase(prepareRowsStatement);
type ListedCampaign = Awaited<ReturnType<ReturnType<typeof rowsStatement>['execute']>>[number];

/**
 * The campaign list's rows of the given ids, in their order. One statement text for every page, kept
 * prepared by each connection, so PostgreSQL plans its joins and the delivery sums once per
 * connection rather than per request (planning them cost as much as running the page). Read after
 * the ids, outside their snapshot: a campaign deleted in between is left out of the page.
 */
export async function campaignListRows(db: Database, ids: number[]): Promise<CampaignListRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsStatement(db).execute({ ids: `{${ids.join(',')}}` });
  return inIdOrder(ids, rows, listRowOf);
}

function listRowOf(row: ListedCampaign): CampaignListRow {
  const performance =
    row.impressions === null
      ? null
      : performanceOf(
          deliverySumsOf({
            impressions: row.impressions,
            views: row.views ?? '0',
            clicks: row.clicks ?? '0',
            viewableImpressions: row.viewableImpressions,
            measuredImpressions: row.measuredImpressions,
            hardConversions: '0',
            softConversions: '0',
          }),
        );
  return {
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
            name: fullName({ firstName: row.salesPersonFirstName!, lastName: row.salesPersonLastName! }),
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
    actualImpressions: performance?.actualImpressions ?? null,
    actualClicks: performance?.actualClicks ?? null,
    ctrRatio: performance?.ctrRatio ?? null,
  };
}
