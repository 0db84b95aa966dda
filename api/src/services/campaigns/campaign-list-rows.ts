import type { CampaignListRow } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adServerDeliveryTotals, campaigns, companies, users } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignStateIn } from '../../i18n/state-names';
import { deliverySumColumns, deliverySumsOf, performanceOf } from '../ad-server';
import { fullName } from '../sessions';
import { preparedOnce } from '../../db/prepared-once';
import { inIdOrder } from '../../db/rows-by-id';

/**
 * The campaign list's rows of some campaigns, by id. Each campaign's company, contact and sales
 * person are looked up by id in a lateral subquery whose LIMIT keeps it from being turned into a
 * join, so the plan is an index look-up per campaign whatever the table sizes, never a hash of every
 * company and user; the delivery figures are the sums of the campaign's item totals
 * (ad_server_delivery_totals, 0000_baseline/10-ad-server.sql).
 */
function rowsQuery(db: Executor) {
  const lookUpUser = (id: typeof campaigns.companyContactId | typeof campaigns.salesPersonId, as: string) =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
      .as(as);
  const company = db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, campaigns.companyId))
    .limit(1)
    .as('company');
  const contact = lookUpUser(campaigns.companyContactId, 'contact');
  const salesPerson = lookUpUser(campaigns.salesPersonId, 'sales_person');
  const { impressions, views, clicks, viewableImpressions, measuredImpressions } = deliverySumColumns;
  const delivery = db
    .select({
      impressions: impressions.as('impressions'),
      views: views.as('views'),
      clicks: clicks.as('clicks'),
      viewableImpressions: viewableImpressions.as('viewable_impressions'),
      measuredImpressions: measuredImpressions.as('measured_impressions'),
    })
    .from(adServerDeliveryTotals)
    .where(eq(adServerDeliveryTotals.campaignId, campaigns.id))
    .as('delivery');
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      itemsCount: campaigns.itemsCount,
      stateId: campaigns.stateId,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      totalPrice: campaigns.totalPrice,
      company: { id: company.id, name: company.name },
      contact: { id: contact.id, firstName: contact.firstName, lastName: contact.lastName },
      salesPerson: { id: salesPerson.id, firstName: salesPerson.firstName, lastName: salesPerson.lastName },
      delivery: {
        impressions: delivery.impressions,
        views: delivery.views,
        clicks: delivery.clicks,
        viewableImpressions: delivery.viewableImpressions,
        measuredImpressions: delivery.measuredImpressions,
      },
    })
    .from(campaigns)
    .innerJoinLateral(company, sql`true`)
    .leftJoinLateral(contact, sql`true`)
    .leftJoinLateral(salesPerson, sql`true`)
    .leftJoinLateral(delivery, sql`true`)
    .where(sql`${campaigns.id} = any(${sql.placeholder('ids')}::int[])`);
}

type ListedCampaign = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/** The ids as one text parameter, read as an integer array (`{1,2,3}`). */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * The list's rows of the campaigns `ids`, in that order (an id without a row is left out), with
 * their states' names in `language`. The list reads them with a statement prepared per database
 * handle; an export (in its own transaction, a batch at a time) passes the transaction.
 */
export async function campaignListRows(
  db: Executor,
  ids: readonly number[],
  language: MessageLanguage,
  { inTransaction = false } = {},
): Promise<CampaignListRow[]> {
  if (ids.length === 0) return [];
  const rows = inTransaction
    ? await rowsQuery(db).execute({ ids: idArray(ids) })
    : await preparedOnce(db, 'campaign_list_rows', (name) => rowsQuery(db).prepare(name)).execute({
        ids: idArray(ids),
      });
  return inIdOrder(ids, rows, (row) => listRowOf(row, language));
}

function listRowOf(row: ListedCampaign, language: MessageLanguage): CampaignListRow {
  const { delivery, contact, salesPerson } = row;
  // No delivery sums (a null impression sum): the ad server has not reported the campaign yet.
  const performance =
    delivery?.impressions == null
      ? null
      : performanceOf(
          deliverySumsOf({
            impressions: delivery.impressions,
            views: delivery.views ?? '0',
            clicks: delivery.clicks ?? '0',
            viewableImpressions: delivery.viewableImpressions,
            measuredImpressions: delivery.measuredImpressions,
            hardConversions: '0',
            softConversions: '0',
          }),
        );
  return {
    id: row.id,
    name: row.name,
    campaignItemsCount: row.itemsCount,
    company: { id: row.company.id, name: row.company.name },
    companyContact:
      contact?.id == null
        ? null
        : { id: contact.id, name: fullName({ firstName: contact.firstName!, lastName: contact.lastName! }) },
    salesPerson:
      salesPerson?.id == null
        ? null
        : {
            id: salesPerson.id,
            name: fullName({ firstName: salesPerson.firstName!, lastName: salesPerson.lastName! }),
          },
    campaignState: campaignStateIn(row.stateId, language),
    startDateString: row.startDate,
    endDateString: row.endDate,
    totalPrice: Number(row.totalPrice),
    actualImpressions: performance?.actualImpressions ?? null,
    actualClicks: performance?.actualClicks ?? null,
    ctrRatio: performance?.ctrRatio ?? null,
  };
}
