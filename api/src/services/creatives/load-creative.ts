import {
  canReviewCreative,
  canSendCreativeForCheck,
  creativeEditable,
  creativeFilled,
  missingFields,
  valueFilled,
  type Creative,
  type CreativeFieldValue,
} from '@portal/shared-contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  adServerLineItems,
  campaignItems,
  campaigns,
  companies,
  creativeFieldValues,
  creativeFiles,
  creativeFormats,
  creatives,
  products,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { adServerOf } from '../ad-server';
import { companyTenancy, ruleViewerOf } from '../campaign-access';
import { productDisplayName } from '../catalogue';
import { isRetailer, type AuthContext } from '../sessions';
import { toCreativeFile } from './creative-file-url';
import { loadFormatFields } from './formats/load-format';
import { creativeValues, valuesOf, type ValueOwner } from './value-owner';

/** A creative's or landing page's field values, one per field of its format in the format's order. */
export async function loadFieldValues(
  db: Executor,
  owner: ValueOwner,
  formatId: number,
  language: MessageLanguage,
): Promise<CreativeFieldValue[]> {
  const fields = (await loadFormatFields(db, [formatId], language)).get(formatId) ?? [];
  const rows = await db
    .select({ value: creativeFieldValues, file: creativeFiles })
    .from(creativeFieldValues)
    .leftJoin(creativeFiles, eq(creativeFiles.id, creativeFieldValues.fileId))
    .where(valuesOf(owner));
  const byField = new Map(rows.map((row) => [row.value.fieldId, row]));
  return fields.flatMap((field) => {
    const row = byField.get(field.id);
    if (!row) return [];
    return [
      {
        id: row.value.id,
        formatField: field,
        text: row.value.text,
        file: row.file ? toCreativeFile(row.file) : null,
        filled: valueFilled(field, row.value.text, row.value.fileId),
        autoConverted: row.value.autoConverted,
      },
    ];
  });
}

/**
 * GET /creatives/{id} and every creative answer: the creative in the caller's tenancy (404 otherwise),
 * its values, what is missing, what the caller may do, and the items that show it.
 */
export async function loadCreative(
  db: Executor,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<Creative> {
  const [row] = await db
    .select({
      creative: creatives,
      companyName: companies.name,
      productName: productDisplayName,
      nativeFormat: products.nativeFormat,
      formatName: creativeFormats.name,
    })
    .from(creatives)
    .innerJoin(companies, eq(companies.id, creatives.companyId))
    .innerJoin(products, eq(products.id, creatives.productId))
    .innerJoin(creativeFormats, eq(creativeFormats.id, creatives.formatId))
    .where(and(eq(creatives.id, creativeId), companyTenancy(auth, creatives.companyId)));
  if (!row) throw new NotFoundError('creative_not_found');
  const { creative } = row;
  const fieldValues = await loadFieldValues(db, creativeValues(creative.id), creative.formatId, language);
  const filled = creativeFilled(fieldValues);
  const viewer = ruleViewerOf(auth);
  const items = await db
    .select({ id: campaignItems.id, campaignId: campaignItems.campaignId, name: campaigns.name })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .where(and(eq(campaignItems.creativeId, creative.id), companyTenancy(auth, campaigns.companyId)))
    .orderBy(asc(campaignItems.id));
  let adServerCreativeURL: string | null = null;
  if (isRetailer(auth.user) && items.length > 0) {
    const [line] = await db
      .select({ adServer: adServerLineItems.adServer, externalId: adServerLineItems.creativeExternalId })
      .from(adServerLineItems)
      .where(
        inArray(
          adServerLineItems.campaignItemId,
          items.map((item) => item.id),
        ),
      )
      .orderBy(asc(adServerLineItems.campaignItemId))
      .limit(1);
    if (line) adServerCreativeURL = adServerOf(line.adServer).links.creative(line.externalId);
  }
  return {
    id: creative.id,
    name: creative.name,
    creativeState: creative.state,
    notes: creative.notes,
    company: { id: creative.companyId, name: row.companyName },
    product: { id: creative.productId, name: row.productName, nativeFormat: row.nativeFormat },
    format: { id: creative.formatId, name: row.formatName },
    fieldValues,
    filled,
    missingFields: missingFields(fieldValues),
    version: creative.version,
    updatedAt: creative.updatedAt.toISOString(),
    campaignItems: items,
    canEdit: creativeEditable(creative.state, viewer),
    canSendForCheck: canSendCreativeForCheck(creative.state, filled, viewer),
    canReview: canReviewCreative(creative.state, filled, viewer),
    adServerCreativeURL,
  };
}
