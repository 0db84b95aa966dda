import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { MessageCode } from '../i18n/messages';
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
  productCategories,
  settingsVariables,
  libraryImages,
  products,
  productVariableValues,
  targetProducts,
  targets,
  users,
} from '../db/schema';

/**
 * The kinds of thing a route's parameters, query or body name (docs/access.md). An owned kind says
 * which vendor company a given id belongs to, so the access layer can refuse another tenant's id
 * before any service runs; every kind can give an example id from the seeded data of a company, so
 * the generated authorisation matrix (test/access-matrix.test.ts) can call each route with real ids.
 */
export interface ResourceKind {
  /**
   * The vendor company that owns the thing with this id; null when there is no such thing. Present
   * only for owned kinds (campaigns, items, …): tenancy 'company' routes must name one of those.
   */
  companyOf?: (db: Database, id: string) => Promise<number | null>;
  /**
   * What a well-formed id looks like (default: a positive 32-bit integer). The access layer leaves a
   * malformed one to the route's validation (400), since no such thing can exist.
   */
  pattern?: RegExp;
  /** The 404 answered for an id of another tenant or none (the services' own code for it); `{id}` is the id. */
  notFoundCode?: MessageCode;
  /** The field error answered when a body field names another tenant's thing or none. */
  fieldCode?: MessageCode;
  /** An existing id of this kind, of the vendor company when the kind is owned (for the matrix). */
  example: (db: Database, companyId: number) => Promise<string | null>;
}

/** A kind whose owner company the access layer can look up. */
export type OwnedResourceKind = ResourceKind & { companyOf: NonNullable<ResourceKind['companyOf']> };

export const ID_PATTERN = /^[1-9]\d{0,9}$/;
const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const positiveInt = (id: string): number | null => {
  if (!ID_PATTERN.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
};

const first = async <Row>(rows: Promise<Row[]>): Promise<Row | undefined> => (await rows)[0];

/** The smallest id of `id`'s table that matches `where`, as an example id; null when there is none. */
async function firstId(db: Database, id: PgColumn, where?: SQL): Promise<string | null> {
  const row = await first(db.select({ id }).from(id.table).where(where).orderBy(asc(id)).limit(1));
  return row ? String(row.id) : null;
}

/** A thing with a company_id column, looked up by its integer id (among the rows `where` admits). */
function ownedByCompany(
  notFoundCode: MessageCode,
  idColumn: PgColumn,
  companyColumn: PgColumn,
  where?: SQL,
): OwnedResourceKind {
  return {
    notFoundCode,
    companyOf: async (db, id) => {
      const key = positiveInt(id);
      if (key === null) return null;
      const row = await first(
        db
          .select({ companyId: companyColumn })
          .from(idColumn.table)
          .where(and(eq(idColumn, key), where)),
      );
      return (row?.companyId as number | undefined) ?? null;
    },
    example: (db, companyId) => firstId(db, idColumn, and(eq(companyColumn, companyId), where)),
  };
}

/** The ad server's ids of an item ('LI-12', 'FL-12', 'CR-12') resolve through its booking. */
function lineItemKind(column: 'externalId' | 'flightExternalId' | 'creativeExternalId'): OwnedResourceKind {
  return {
    pattern: EXTERNAL_ID_PATTERN,
    notFoundCode: 'ad_server_booking_not_found',
    companyOf: async (db, externalId) => {
      const row = await first(
        db
          .select({ companyId: campaignItems.companyId })
          .from(adServerLineItems)
          .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
          .where(eq(adServerLineItems[column], externalId))
          .limit(1),
      );
      return row?.companyId ?? null;
    },
    example: async (db, companyId) => {
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
    },
  };
}

const campaignKind = ownedByCompany('campaign_not_found', campaigns.id, campaigns.companyId);
const campaignItemKind = ownedByCompany('campaign_item_not_found', campaignItems.id, campaignItems.companyId);

const productKind: ResourceKind = {
  example: async (db) => {
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
  },
};

const creativeFileKind = (tmp: boolean) =>
  ownedByCompany(
    'creative_file_not_found',
    creativeFiles.id,
    creativeFiles.companyId,
    eq(creativeFiles.tmp, tmp),
  );

/** The ad server's campaign or proposal id of a booked campaign ('CMP-3', 'PRP-3'): retailer staff only. */
function bookedCampaignKind(column: 'externalId' | 'proposalExternalId'): ResourceKind {
  return {
    pattern: EXTERNAL_ID_PATTERN,
    example: async (db, companyId) => {
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
    },
  };
}

export const RESOURCE_KINDS = {
  campaign: campaignKind,
  campaignItem: campaignItemKind,
  /** An item with an uploaded creative zip (the seed has none: the matrix then checks access only). */
  campaignItemWithZip: {
    ...campaignItemKind,
    example: (db, companyId) =>
      firstId(
        db,
        campaignItems.id,
        and(eq(campaignItems.companyId, companyId), isNotNull(campaignItems.zipStorageKey)),
      ),
  },
  /** A vendor (advertiser) company. */
  company: {
    notFoundCode: 'advertiser_not_found',
    fieldCode: 'company_not_allowed',
    companyOf: async (db, id) => {
      const key = positiveInt(id);
      if (key === null) return null;
      const row = await first(
        db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, key), eq(companies.type, 'vendor'))),
      );
      return row?.id ?? null;
    },
    example: async (_db, companyId) => String(companyId),
  },
  landingPage: ownedByCompany('landing_page_not_found', landingPages.id, landingPages.companyId),
  /** A landing page type (shared: the retailer's settings). */
  landingPageType: { example: (db) => firstId(db, landingPageTypes.id) },
  /** A file field of the format of the company's first landing page with a type (uploads name it). */
  landingPageFileField: {
    example: async (db, companyId) => {
      const row = await first(
        db
          .select({ id: creativeFormatFields.id })
          .from(landingPages)
          .innerJoin(landingPageTypes, eq(landingPageTypes.id, landingPages.typeId))
          .innerJoin(
            creativeFormatFields,
            eq(creativeFormatFields.formatId, landingPageTypes.creativeFormatId),
          )
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
  },
  adServerLineItem: lineItemKind('externalId'),
  adServerFlight: lineItemKind('flightExternalId'),
  adServerCreative: lineItemKind('creativeExternalId'),
  adServerCampaign: bookedCampaignKind('externalId'),
  adServerProposal: bookedCampaignKind('proposalExternalId'),
  /** A shop whose products items promote and link to. */
  target: { example: (db) => firstId(db, targets.id, eq(targets.active, true)) },
  targetProduct: { example: (db) => firstId(db, targetProducts.id, eq(targetProducts.active, true)) },
  product: productKind,
  /** A variable value of the product example. */
  variableValue: {
    example: async (db) => {
      const productId = await productKind.example(db, 0);
      if (!productId) return null;
      return (
        (await firstId(
          db,
          productVariableValues.id,
          eq(productVariableValues.productId, Number(productId)),
        )) ?? '0'
      );
    },
  },
  productCategory: {
    example: (db) =>
      firstId(
        db,
        productCategories.id,
        and(eq(productCategories.active, true), eq(productCategories.internal, false)),
      ),
  },
  /** An image of the library: the first one, when there is any. */
  libraryImage: { example: (db) => firstId(db, libraryImages.id) },
  /** A content page by its code: the help page, which the seed writes. */
  contentPage: { example: async () => 'help' },
  /** A release target (docs/releasing.md): the shell or a remote. */
  releaseTarget: { pattern: /^(shell|mf-[a-z-]{1,40})$/, example: async () => 'mf-users' },
  /** A settings variable (administrators' settings): the first boolean, which the screen edits. */
  settingsVariable: {
    example: (db) => firstId(db, settingsVariables.id, eq(settingsVariables.type, 'boolean')),
  },
  creative: ownedByCompany('creative_not_found', creatives.id, creatives.companyId),
  /** A creative's field value: the spec's item media. */
  creativeMedia: {
    notFoundCode: 'creative_media_not_found',
    companyOf: async (db, id) => {
      const key = positiveInt(id);
      if (key === null) return null;
      const row = await first(
        db
          .select({ companyId: creatives.companyId })
          .from(creativeFieldValues)
          .innerJoin(creatives, eq(creatives.id, creativeFieldValues.creativeId))
          .where(eq(creativeFieldValues.id, key)),
      );
      return row?.companyId ?? null;
    },
    example: async (db, companyId) => {
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
  },
  /** A kept file of a creative (GET /creatives/media/{externalId}). */
  creativeFile: creativeFileKind(false),
  /** An upload not saved in a creative yet (GET /creatives/tmp-media/{id}). */
  creativeTmpFile: creativeFileKind(true),
  /** A file field of a creative format (uploads name it). */
  creativeFormatField: {
    example: (db) =>
      firstId(
        db,
        creativeFormatFields.id,
        and(eq(creativeFormatFields.mediaType, 'file'), isNull(creativeFormatFields.convertFromId)),
      ),
  },
  creativeFormat: { example: (db) => firstId(db, creativeFormats.id) },
  /** The product of the company's first item (what the item example is): creatives are made for both. */
  itemProduct: {
    example: async (db, companyId) => {
      const id = await campaignItemKind.example(db, companyId);
      if (!id) return null;
      const row = await first(
        db
          .select({ productId: campaignItems.productId })
          .from(campaignItems)
          .where(eq(campaignItems.id, Number(id))),
      );
      return row ? String(row.productId) : null;
    },
  },
  /** An agency company. */
  agency: { example: (db) => firstId(db, companies.id, eq(companies.type, 'agency')) },
  /** A user of the company. */
  user: { example: (db, companyId) => firstId(db, users.id, eq(users.companyId, companyId)) },
  role: { example: async () => 'salesPerson' },
  /** A password-reset secret: none exists in the seed, so the matrix checks access only. */
  resetSecret: { example: async () => null },
} satisfies Record<string, ResourceKind>;

export type ResourceKindName = keyof typeof RESOURCE_KINDS;

/** Kinds whose owner company the access layer can look up (allowed in a 'company' declaration). */
export type OwnedResourceKindName = {
  [K in ResourceKindName]: (typeof RESOURCE_KINDS)[K] extends { companyOf: unknown } ? K : never;
}[ResourceKindName];

export const isResourceKind = (name: unknown): name is ResourceKindName =>
  typeof name === 'string' && Object.hasOwn(RESOURCE_KINDS, name);
