import {
  CampaignItemActionResponseSchema,
  CampaignItemSasInfoSchema,
  CampaignSasInfoSchema,
  IdParamsSchema,
} from '@portal/shared-contracts';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import { changeOnlinePause } from '../services/ad-server/change-online-pause';
import { DeliveryImportResponseSchema, importDelivery } from '../services/ad-server/import-delivery';
import { campaignPage, proposalPage } from '../demo/ad-server/pages/campaign-pages';
import { creativePage, flightPage, lineItemPage } from '../demo/ad-server/pages/line-item-pages';
import { productLinePage, productPage } from '../demo/ad-server/pages/product-pages';
import { campaignItemSasInfo, campaignSasInfo } from '../services/ad-server/sas-info';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import type { OwnedResourceKindName, ResourceKindName } from '../access/resources';

const ExternalIdParamsSchema = v.object({
  externalId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** A CSV of delivery may be larger than a JSON call. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

const pageSchema = <Params extends v.GenericSchema>(summary: string, params: Params) => ({
  tags: ['ad-server'],
  summary,
  params,
  response: { 200: v.string(), ...errorResponses },
});

/**
 * The ad server's calls (design.md §4): pause and run of an item, the sasInfo links, the CSV import of
 * delivery, and the built-in local ad server's pages behind the links (server-rendered HTML).
 */
export const adServerRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The import's body is the CSV text itself (text/plain is parsed as text by Fastify already).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/campaign-item/:id/change-online-pause',
    {
      config: { access: access.company('retailerLike', 'campaignItem') },
      schema: {
        tags: ['campaign-items'],
        summary:
          'Retailer staff (or an impersonator) toggle an online item to paused or a paused one to online',
        params: IdParamsSchema,
        response: { 200: CampaignItemActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => changeOnlinePause(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.get(
    '/sas-info/campaign/:id',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'campaign' } }) },
      schema: {
        tags: ['ad-server'],
        summary: 'Links to the campaign, its proposal and each item in the ad server (retailer staff)',
        params: IdParamsSchema,
        response: { 200: CampaignSasInfoSchema, ...errorResponses },
      },
    },
    async (request) => campaignSasInfo(ctx, authOf(request), request.params.id),
  );

  app.get(
    '/sas-info/campaign-item/:id',
    {
      config: { access: access.company('everyone', 'campaignItem') },
      schema: {
        tags: ['ad-server'],
        summary: "Links to the item's line item and creative in the ad server (flight: retailer staff)",
        params: IdParamsSchema,
        response: { 200: CampaignItemSasInfoSchema, ...errorResponses },
      },
    },
    async (request) => campaignItemSasInfo(ctx, authOf(request), request.params.id),
  );

  app.post(
    '/ad-server/delivery/import',
    {
      config: { access: access.retailer() },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['ad-server'],
        summary:
          'Imports real delivery from CSV (text/csv; header lineItemExternalId,date,impressions,views,clicks,hardConversions,softConversions[,viewableImpressions]); all or nothing',
        body: v.string(),
        response: { 200: DeliveryImportResponseSchema, ...errorResponses },
      },
    },
    async (request) => importDelivery(ctx, authOf(request), request.body),
  );

  // The local ad server's pages of what the portal booked, by the external ids of design.md §4.
  const staffOnly = (example: ResourceKindName) =>
    access.retailer('retailerStaff', { examples: { 'params.externalId': example } });
  const itemViewers = (kind: OwnedResourceKindName) => access.company('everyone', kind, 'params.externalId');
  const externalIdPages = [
    [
      'campaigns',
      'Page of a booked campaign (HTML, retailer staff)',
      campaignPage,
      staffOnly('adServerCampaign'),
    ],
    ['proposals', 'Page of a proposal (HTML, retailer staff)', proposalPage, staffOnly('adServerProposal')],
    [
      'line-items',
      'Page of a line item (HTML, anyone who may see the item)',
      lineItemPage,
      itemViewers('adServerLineItem'),
    ],
    ['flights', 'Page of a flight (HTML, retailer staff)', flightPage, staffOnly('adServerFlight')],
    [
      'creatives',
      "Page of a line item's creative (HTML, anyone who may see the item)",
      creativePage,
      itemViewers('adServerCreative'),
    ],
  ] as const;
  for (const [path, summary, page, pageAccess] of externalIdPages)
    app.get(
      `/ad-server/${path}/:externalId`,
      { config: { access: pageAccess }, schema: pageSchema(summary, ExternalIdParamsSchema) },
      async (request, reply) =>
        sendPage(reply, await page(ctx.db, authOf(request), request.params.externalId)),
    );

  app.get(
    '/ad-server/products/:id',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'product' } }) },
      schema: pageSchema('Page of a product (HTML, retailer staff)', IdParamsSchema),
    },
    async (request, reply) => sendPage(reply, await productPage(ctx.db, authOf(request), request.params.id)),
  );

  app.get(
    '/ad-server/product-lines/:id',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'productCategory' } }) },
      schema: pageSchema('Page of a product line (HTML, retailer staff)', IdParamsSchema),
    },
    async (request, reply) => sendPage(reply, await productLinePage(ctx.db, request.params.id)),
  );
};
