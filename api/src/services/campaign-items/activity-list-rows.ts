import { itemEditableByState, type CampaignItemListRow, type RateType } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { inIdOrder } from '../../db/rows-by-id';
import {
  campaignItems,
  campaignItemVariableValues,
  campaigns,
  companies,
  products,
  productVariableValues,
  targetProducts,
} from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { campaignItemStateIn, campaignStateIn } from '../../i18n/state-names';
import { productDisplayNameIn, variableValueIn } from '../catalogue';
import { creativeZipUrl } from '../ad-server';
import { generatedItemName } from './load-campaign-items';

/**
 * The activity list's rows of some items, by id. The item's campaign, company and promoted product
 * are looked up by id in lateral subqueries whose LIMIT keeps them from being made joins: an index
 * look-up per listed item whatever the table sizes, never a hash of them all. The ad products are a
 * few rows: a join. Product names and the variable values of the generated name are in `language`.
 */
function rowsQuery(db: Executor, language: MessageLanguage) {
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
  const values = campaignItemVariableValues;
  return db
    .select({
      id: campaignItems.id,
      itemStateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      price: campaignItems.price,
      zipUploaded: sql<boolean>`${campaignItems.zipStorageKey} is not null`,
      variableValues: sql<string[] | null>`(select array_agg(${variableValueIn(language)}
        order by ${productVariableValues.position}, ${productVariableValues.id})
        from ${values} inner join ${productVariableValues} on ${productVariableValues.id} = ${values.variableValueId}
        where ${values.campaignItemId} = ${campaignItems.id})`,
      campaign: { id: campaign.id, name: campaign.name, stateId: campaign.stateId },
      company: { id: company.id, name: company.name },
      product: {
        id: products.id,
        name: productDisplayNameIn(language),
        rateType: products.rateType,
        nativeFormat: products.nativeFormat,
      },
      targetProduct: { name: targetProduct.name, sku: targetProduct.sku },
    })
    .from(campaignItems)
    .innerJoinLateral(campaign, sql`true`)
    .innerJoinLateral(company, sql`true`)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .leftJoinLateral(targetProduct, sql`true`)
    .where(sql`${campaignItems.id} = any(${sql.placeholder('ids')}::int[])`);
}

type ListedActivity = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/**
 * The list's rows of the items `ids`, in that order (an id without a row is left out). `zipLinks`:
 * the caller gets the download link of an uploaded zip (retailer staff, impersonators). The list
 * reads them with a prepared statement; an export (in its own transaction, a batch at a time)
 * passes the transaction.
 */
export async function activityListRows(
  db: Executor,
  ids: readonly number[],
  language: MessageLanguage,
  { zipLinks, inTransaction = false }: { zipLinks: boolean; inTransaction?: boolean },
): Promise<CampaignItemListRow[]> {
  if (ids.length === 0) return [];
  const parameters = { ids: `{${ids.join(',')}}` };
  const rows = inTransaction
    ? await rowsQuery(db, language).execute(parameters)
    : await preparedOnce(db, `activity_list_rows_${language}`, (name) =>
        rowsQuery(db, language).prepare(name),
      ).execute(parameters);
  return inIdOrder(ids, rows, (row) => toRow(row, zipLinks, language));
}

function toRow(row: ListedActivity, zipLinks: boolean, language: MessageLanguage): CampaignItemListRow {
  const generatedName = generatedItemName(row.product.name, row.variableValues ?? []);
  return {
    id: row.id,
    campaignId: row.campaign.id,
    name: generatedName ?? row.product.name,
    generatedName,
    product: {
      id: row.product.id,
      name: row.product.name,
      rateType: row.product.rateType as RateType,
      nativeFormat: row.product.nativeFormat,
    },
    targetProduct:
      row.targetProduct?.sku == null
        ? null
        : { name: row.targetProduct.name!, externalIdentifier: row.targetProduct.sku },
    company: { id: row.company.id, name: row.company.name },
    campaign: { id: row.campaign.id, name: row.campaign.name },
    campaignState: campaignStateIn(row.campaign.stateId, language),
    itemState: campaignItemStateIn(row.itemStateId, language),
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
