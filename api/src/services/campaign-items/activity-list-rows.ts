import {
  itemEditableByState,
  type CampaignItemListRow,
  type CampaignStateIdentifier,
  type RateType,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inIdOrder, oncePerDatabase } from '../../db/rows-by-id';
import {
  campaignItems,
  campaignItemVariableValues,
  campaigns,
  campaignStates,
  companies,
  products,
  productVariableValues,
  targetProducts,
} from '../../db/schema';
import { productDisplayName } from '../catalogue/product-name';
import { creativeZipUrl } from './creative-zip-url';
import { campaignItemStateOf, generatedItemName } from './load-campaign-items';

/**
 * The activity list's rows by their ids: one statement text for every page, kept prepared by each
 * connection, so PostgreSQL plans it once per connection instead of per request (planning it was half
 * the cost of a page), and built once per database handle (building it was a fifth of the server's
 * time per request). Under the generic plan a prepared statement gets, the item's campaign, company
 * and promoted product are looked up by id in lateral subqueries that their `limit 1` keeps from
 * being made joins: an index look-up per listed item however many campaigns, companies and shop
 * products there are, never a hash of them all. The ad products and the states are a few rows: joins.
 */
function prepareRowsStatement(db: Database) {
  const campaign = db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      companyId: campaigns.companyId,
      stateId: campaigns.stateId,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignItems.campaignId))
    .limit(1)
    .as('campaign');
  const company = db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, campaign.companyId))
    .limit(1)
    .as('company');
  const targetProduct = db
    .select({ name: targetProducts.name, sku: targetProducts.externalIdentifier })
    .from(targetProducts)
    .where(eq(targetProducts.id, campaignItems.targetProductId))
    .limit(1)
    .as('target_product');
  return db
    .select({
      id: campaignItems.id,
      campaignId: campaign.id,
      campaignName: campaign.name,
      companyId: company.id,
      companyName: company.name,
      campaignStateId: campaignStates.id,
      campaignStateIdentifier: campaignStates.identifier,
      campaignStateName: campaignStates.name,
      canSendForCheck: campaignStates.canSendForCheck,
      canEdit: campaignStates.canEdit,
      canApprove: campaignStates.canApprove,
      itemStateId: campaignItems.stateId,
      productId: products.id,
      productName: productDisplayName,
      rateType: products.rateType,
      nativeFormat: products.nativeFormat,
      targetProductName: targetProduct.name,
      targetProductSku: targetProduct.sku,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      price: campaignItems.price,
      zipUploaded: sql<boolean>`${campaignItems.zipStorageKey} is not null`,
      variableValues: sql<string[] | null>`(
        select array_agg(${productVariableValues.value} order by ${productVariableValues.position}, ${productVariableValues.id})
        from ${campaignItemVariableValues}
        join ${productVariableValues} on ${productVariableValues.id} = ${campaignItemVariableValues.variableValueId}
        where ${campaignItemVariableValues.campaignItemId} = ${campaignItems.id})`,
    })
    .from(campaignItems)
    .innerJoinLateral(campaign, sql`true`)
    .innerJoinLateral(company, sql`true`)
    .innerJoin(campaignStates, eq(campaignStates.id, campaign.stateId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .leftJoinLateral(targetProduct, sql`true`)
    .where(sql`${campaignItems.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('activity_rows_by_id');
}

const rowsStatement = oncePerDatabase(prepareRowsStatement);
type ListedActivity = Awaited<ReturnType<ReturnType<typeof rowsStatement>['execute']>>[number];

/**
 * The rows of the given item ids, in their order. Read after the ids, outside their snapshot: an item
 * deleted in between is left out of the page. `zipLinks`: the caller gets the download link of an
 * uploaded zip (retailer staff, impersonators).
 */
export async function activityListRows(
  db: Database,
  ids: number[],
  zipLinks: boolean,
): Promise<CampaignItemListRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsStatement(db).execute({ ids: `{${ids.join(',')}}` });
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
