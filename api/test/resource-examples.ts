import type { OwnedResourceKindName } from '@portal/shared-contracts';
import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import {
  adServerCampaigns,
  adServerLineItems,
  campaignItems,
  campaigns,
  companies,
  creativeFieldValues,
  creativeFiles,
  creativeFormatFields,
  creativeFormats,
  creatives,
  landingPages,
  landingPageTypes,
  libraryImages,
  productCategories,
  products,
  productVariableValues,
  settingsVariables,
  targetProducts,
  targets,
  users,
} from '../src/db/schema';

type Example = (db: Database, companyId: number) => Promise<string | null>;

const first = async <Row>(rows: Promise<Row[]>): Promise<Row | undefined> => (await rows)[0];

/** The smallest id of `id`'s table that matches `where`, as an example id; null when there is none. */
async function firstId(db: Database, id: PgColumn, where?: SQL): Promise<string | null> {
  const row = await first(db.select({ id }).from(id.table).where(where).orderBy(asc(id)).limit(1));
  return row ? String(row.id) : null;
}

const ofCompany =
  (idColumn: PgColumn, companyColumn: PgColumn, where?: SQL): Example =>
  (db, companyId) =>
    firstId(db, idColumn, and(eq(companyColumn, companyId), where));

const lineItemExample =
  (column: 'externalId' | 'flightExternalId' | 'creativeExternalId'): Example =>
  async (db, companyId) => {
    const row = await first(
      db
        .select({ externalId: adServerLineItems[column] })
        .from(adServerLineItems)
        .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
        .where(eq(campaignItems.companyId, companyId))
        .orderBy(asc(adServerLineItems.campaignItemId))
        .limit(1),
    );
    return row?.externalId ?? null;
  };

/** The ad server's campaign or proposal id of a booked campaign ('CMP-3', 'PRP-3'). */
const bookedCampaignExample =
  (column: 'externalId' | 'proposalExternalId'): Example =>
  async (db, companyId) => {
    const row = await first(
      db
        .select({ externalId: adServerCampaigns[column] })
        .from(adServerCampaigns)
        .innerJoin(campaigns, eq(campaigns.id, adServerCampaigns.campaignId))
        .where(eq(campaigns.companyId, companyId))
        .orderBy(asc(adServerCampaigns.campaignId))
        .limit(1),
    );
    return row?.externalId ?? null;
  };

const itemExample = ofCompany(campaignItems.id, campaignItems.companyId);

const productExample: Example = async (db) => {
  const row = await first(
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.active, true), eq(productCategories.internal, false)))
      .orderBy(asc(products.id))
      .limit(1),
  );
  return row ? String(row.id) : null;
};

const creativeFileExample = (tmp: boolean) =>
  ofCompany(creativeFiles.id, creativeFiles.companyId, eq(creativeFiles.tmp, tmp));

/**
 * An existing id of every kind a route names, from the seeded data of a vendor company where the
 * kind is owned: the authorisation matrix (access-matrix.test.ts) calls each route with these.
 */
export const RESOURCE_EXAMPLES = {
  campaign: ofCompany(campaigns.id, campaigns.companyId),
  campaignItem: itemExample,
  /** An item with an uploaded creative zip (the seed has none: the matrix then checks access only). */
  campaignItemWithZip: ofCompany(
    campaignItems.id,
    campaignItems.companyId,
    isNotNull(campaignItems.zipStorageKey),
  ),
  company: async (_db, companyId) => String(companyId),
  landingPage: ofCompany(landingPages.id, landingPages.companyId),
  /** A landing page type (shared: the retailer's settings). */
  landingPageType: (db) => firstId(db, landingPageTypes.id),
  /** A file field of the format of the company's first landing page with a type (uploads name it). */
  landingPageFileField: async (db, companyId) => {
    const row = await first(
      db
        .select({ id: creativeFormatFields.id })
        .from(landingPages)
        .innerJoin(landingPageTypes, eq(landingPageTypes.id, landingPages.typeId))
        .innerJoin(creativeFormatFields, eq(creativeFormatFields.formatId, landingPageTypes.creativeFormatId))
        .where(
          and(
            eq(landingPages.companyId, companyId),
            eq(creativeFormatFields.mediaType, 'file'),
            isNull(creativeFormatFields.convertFromId),
          ),
        )
        .orderBy(asc(landingPages.id), asc(creativeFormatFields.position))
        .limit(1),
    );
    return row ? String(row.id) : null;
  },
  adServerLineItem: lineItemExample('externalId'),
  adServerFlight: lineItemExample('flightExternalId'),
  adServerCreative: lineItemExample('creativeExternalId'),
  adServerCampaign: bookedCampaignExample('externalId'),
  adServerProposal: bookedCampaignExample('proposalExternalId'),
  /** A shop whose products items promote and link to. */
  target: (db) => firstId(db, targets.id, eq(targets.active, true)),
  targetProduct: (db) => firstId(db, targetProducts.id, eq(targetProducts.active, true)),
  product: productExample,
  /** A variable value of the product example. */
  variableValue: async (db) => {
    const productId = await productExample(db, 0);
    if (!productId) return null;
    return (
      (await firstId(db, productVariableValues.id, eq(productVariableValues.productId, Number(productId)))) ??
      '0'
    );
  },
  productCategory: (db) =>
    firstId(
      db,
      productCategories.id,
      and(eq(productCategories.active, true), eq(productCategories.internal, false)),
    ),
  /** An image of the library: the first one, when there is any. */
  libraryImage: (db) => firstId(db, libraryImages.id),
  /** A content page by its code: the help page, which the seed writes. */
  contentPage: async () => 'help',
  /** A release target (docs/releasing.md): the shell or a remote. */
  releaseTarget: async () => 'mf-users',
  /** A settings variable (administrators' settings): the first boolean, which the screen edits. */
  settingsVariable: (db) => firstId(db, settingsVariables.id, eq(settingsVariables.type, 'boolean')),
  creative: ofCompany(creatives.id, creatives.companyId),
  /** A creative's field value: the spec's item media. */
  creativeMedia: async (db, companyId) => {
    const row = await first(
      db
        .select({ id: creativeFieldValues.id })
        .from(creativeFieldValues)
        .innerJoin(creatives, eq(creatives.id, creativeFieldValues.creativeId))
        .where(eq(creatives.companyId, companyId))
        .orderBy(asc(creativeFieldValues.id))
        .limit(1),
    );
    return row ? String(row.id) : null;
  },
  /** A kept file of a creative (GET /creatives/media/{externalId}). */
  creativeFile: creativeFileExample(false),
  /** An upload not saved in a creative yet (GET /creatives/tmp-media/{id}). */
  creativeTmpFile: creativeFileExample(true),
  /** A file field of a creative format (uploads name it). */
  creativeFormatField: (db) =>
    firstId(
      db,
      creativeFormatFields.id,
      and(eq(creativeFormatFields.mediaType, 'file'), isNull(creativeFormatFields.convertFromId)),
    ),
  creativeFormat: (db) => firstId(db, creativeFormats.id),
  /** The product of the company's first item (what the item example is): creatives are made for both. */
  itemProduct: async (db, companyId) => {
    const id = await itemExample(db, companyId);
    if (!id) return null;
    const row = await first(
      db
        .select({ productId: campaignItems.productId })
        .from(campaignItems)
        .where(eq(campaignItems.id, Number(id))),
    );
    return row ? String(row.productId) : null;
  },
  /** An agency company. */
  agency: (db) => firstId(db, companies.id, eq(companies.type, 'agency')),
  /** A user of the company. */
  user: (db, companyId) => firstId(db, users.id, eq(users.companyId, companyId)),
  role: async () => 'salesPerson',
  /** A password-reset secret: none exists in the seed, so the matrix checks access only. */
  resetSecret: async () => null,
} satisfies Record<OwnedResourceKindName, Example> & Record<string, Example>;

export type ResourceKindName = keyof typeof RESOURCE_EXAMPLES;
