import {
  itemEditableByState,
  type CampaignItemListRow,
  type CampaignStateIdentifier,
  type RateType,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { inIdOrder } from '../../db/rows-by-id';
import { creativeZipUrl } from './creative-zip-url';
import { campaignItemStateOf, generatedItemName } from './load-campaign-items';

/** A row of activity_list_rows (migration 0020), as node-postgres reads it: numeric as text. */
export interface ListedActivity {
  id: number;
  campaignId: number;
  campaignName: string;
  companyId: number;
  companyName: string;
  campaignStateId: number;
  campaignStateIdentifier: string;
  campaignStateName: string;
  canSendForCheck: boolean;
  canEdit: boolean;
  canApprove: boolean;
  itemStateId: number;
  productId: number;
  productName: string;
  rateType: string;
  nativeFormat: boolean;
  targetProductName: string | null;
  targetProductSku: string | null;
  startDate: string;
  endDate: string;
  price: string;
  zipUploaded: boolean;
  variableValues: string[] | null;
}

/**
 * The activity list's rows of the items in an integer array (an SQL expression), for the statement of
 * a page's ids to read them in the same round trip. activity_list_rows is a PL/pgSQL function so that
 * each connection keeps its query's plan (planning it was half the cost of a page). Its rows come in
 * no particular order.
 */
export const activityListRowsOf = (ids: SQL) => sql`activity_list_rows(${ids})`;

/**
 * The list's rows of a page, in the order of its ids. `zipLinks`: the caller gets the download link
 * of an uploaded zip (retailer staff, impersonators).
 */
export function activityRowsInOrder(
  ids: number[],
  rows: ListedActivity[],
  zipLinks: boolean,
): CampaignItemListRow[] {
  return inIdOrder(ids, rows, (row) => toRow(row, zipLinks));
}

function toRow(row: ListedActivity, zipLinks: boolean): CampaignItemListRow {
  const generatedName = generatedItemName(row.productName, row.variableValues ?? []);
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: generatedName ?? row.productName,
    generatedName,
    product: {
      id: row.productId,
      name: row.productName,
      rateType: row.rateType as RateType,
      nativeFormat: row.nativeFormat,
    },
    targetProduct:
      row.targetProductSku === null
        ? null
        : { name: row.targetProductName!, externalIdentifier: row.targetProductSku },
    company: { id: row.companyId, name: row.companyName },
    campaign: { id: row.campaignId, name: row.campaignName },
    campaignState: {
      id: row.campaignStateId,
      identifier: row.campaignStateIdentifier as CampaignStateIdentifier,
      name: row.campaignStateName,
      canSendForCheck: row.canSendForCheck,
      canEdit: row.canEdit,
      canApprove: row.canApprove,
    },
    itemState: campaignItemStateOf(row.itemStateId),
    startDate: row.startDate,
    endDate: row.endDate,
    price: Number(row.price),
    // Creatives are their own capability (mf-creatives): until one is assigned only a zip fills it.
    creative: null,
    zipUploaded: row.zipUploaded,
    editable: itemEditableByState(row.itemStateId),
    zipCreativeURL: zipLinks && row.zipUploaded ? creativeZipUrl(row.id) : null,
  };
}
