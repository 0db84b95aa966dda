import type { OwnedResourceKindName } from '@portal/shared-contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { MessageCode } from '../i18n/messages';
import {
  adServerLineItems,
  campaignItems,
  campaigns,
  companies,
  creativeFieldValues,
  creativeFiles,
  creatives,
  landingPages,
} from '../db/schema';

export type { OwnedResourceKindName };

/**
 * The kinds of thing a 'company' declaration names (docs/access.md): each says which vendor company
 * a given id belongs to, so the access layer can refuse another tenant's id before any service runs.
 * (The example ids the authorisation matrix calls routes with are test data: test/resource-examples.ts.)
 */
export interface ResourceKind {
  /** The vendor company that owns the thing with this id; null when there is no such thing. */
  companyOf: (db: Database, id: string) => Promise<number | null>;
  /**
   * What a well-formed id looks like (default: a positive 32-bit integer). The access layer leaves a
   * malformed one to the route's validation (400), since no such thing can exist.
   */
  pattern?: RegExp;
  /** The 404 answered for an id of another tenant or none (the services' own code for it); `{id}` is the id. */
  notFoundCode?: MessageCode;
  /** The field error answered when a body field names another tenant's thing or none. */
  fieldCode?: MessageCode;
}

export const ID_PATTERN = /^[1-9]\d{0,9}$/;
const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const positiveInt = (id: string): number | null => {
  if (!ID_PATTERN.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
};

const first = async <Row>(rows: Promise<Row[]>): Promise<Row | undefined> => (await rows)[0];

/** A thing with a company_id column, looked up by its integer id (among the rows `where` admits). */
function ownedByCompany(
  notFoundCode: MessageCode,
  idColumn: PgColumn,
  companyColumn: PgColumn,
  where?: SQL,
): ResourceKind {
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
  };
}

/** The ad server's ids of an item ('LI-12', 'FL-12', 'CR-12') resolve through its booking. */
function lineItemKind(column: 'externalId' | 'flightExternalId' | 'creativeExternalId'): ResourceKind {
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
  };
}

const campaignKind = ownedByCompany('campaign_not_found', campaigns.id, campaigns.companyId);
const campaignItemKind = ownedByCompany('campaign_item_not_found', campaignItems.id, campaignItems.companyId);

const creativeFileKind = (tmp: boolean) =>
  ownedByCompany(
    'creative_file_not_found',
    creativeFiles.id,
    creativeFiles.companyId,
    eq(creativeFiles.tmp, tmp),
  );

export const RESOURCE_KINDS: Record<OwnedResourceKindName, ResourceKind> = {
  campaign: campaignKind,
  campaignItem: campaignItemKind,
  /** An item with an uploaded creative zip: as an item for access (the matrix's example differs). */
  campaignItemWithZip: campaignItemKind,
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
  },
  landingPage: ownedByCompany('landing_page_not_found', landingPages.id, landingPages.companyId),
  adServerLineItem: lineItemKind('externalId'),
  adServerFlight: lineItemKind('flightExternalId'),
  adServerCreative: lineItemKind('creativeExternalId'),
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
  },
  /** A kept file of a creative (GET /creatives/media/{externalId}). */
  creativeFile: creativeFileKind(false),
  /** An upload not saved in a creative yet (GET /creatives/tmp-media/{id}). */
  creativeTmpFile: creativeFileKind(true),
};

export const isOwnedResourceKind = (name: unknown): name is OwnedResourceKindName =>
  typeof name === 'string' && Object.hasOwn(RESOURCE_KINDS, name);
