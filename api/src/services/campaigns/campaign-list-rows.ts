import type { CampaignListRow, CampaignStateIdentifier } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { deliverySumsOf } from '../ad-server/delivery-sums';
import { performanceOf } from '../ad-server/performance-figures';
import { fullName } from '../sessions/auth-context';

/**
 * A row of campaign_list_rows (migration 0019), as node-postgres reads it: numeric and the bigint
 * sums as text, the people and the delivery sums null when missing.
 */
export interface ListedCampaign {
  id: number;
  name: string;
  itemsCount: number;
  companyId: number;
  companyName: string;
  contactId: number | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  salesPersonId: number | null;
  salesPersonFirstName: string | null;
  salesPersonLastName: string | null;
  stateId: number;
  stateIdentifier: string;
  stateName: string;
  canSendForCheck: boolean;
  canEdit: boolean;
  canApprove: boolean;
  startDate: string | null;
  endDate: string | null;
  totalPrice: string;
  impressions: string | null;
  views: string | null;
  clicks: string | null;
  viewableImpressions: string | null;
  measuredImpressions: string | null;
}

/**
 * The campaign list's rows of the campaigns whose ids a subquery selects (one column), for the list
 * statement to read with its page's ids in one round trip. campaign_list_rows is a PL/pgSQL function
 * so that each connection keeps its query's plan: written into the list statement, the rows' joins
 * were planned with every page. Its rows come in no particular order.
 */
export const campaignListRowsOf = (ids: SQL) => sql`campaign_list_rows(array(${ids}))`;

export function listRowOf(row: ListedCampaign): CampaignListRow {
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
