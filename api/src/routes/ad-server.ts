import {
  adServerCampaignPageEndpoint,
  adServerCreativePageEndpoint,
  adServerFlightPageEndpoint,
  adServerLineItemPageEndpoint,
  adServerProductLinePageEndpoint,
  adServerProductPageEndpoint,
  adServerProposalPageEndpoint,
  changeCampaignItemOnlinePauseEndpoint,
  getCampaignItemSasInfoEndpoint,
  getCampaignSasInfoEndpoint,
  importDeliveryEndpoint,
} from '@portal/shared-contracts';
import type { FastifyReply } from 'fastify';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import { changeOnlinePause } from '../services/campaign-transitions';
import { importDelivery } from '../services/delivery';
import { campaignPage, proposalPage } from '../demo/ad-server/pages/campaign-pages';
import { creativePage, flightPage, lineItemPage } from '../demo/ad-server/pages/line-item-pages';
import { productLinePage, productPage } from '../demo/ad-server/pages/product-pages';
import { campaignItemSasInfo, campaignSasInfo } from '../services/ad-server';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

/** A CSV of delivery may be larger than a JSON call. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const tags = ['ad-server'];

const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/**
 * The ad server's calls (design.md §4): pause and run of an item, the sasInfo links, the CSV import of
 * delivery, and the built-in local ad server's pages behind the links (server-rendered HTML).
 */
export default async function adServerRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  // The import's body is the CSV text itself (text/plain is parsed as text by Fastify already).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  serve(
    app,
    changeCampaignItemOnlinePauseEndpoint,
    {
      tags: ['campaign-items'],
      summary:
        'Retailer staff (or an impersonator) toggle an online item to paused or a paused one to online',
    },
    async (request) => changeOnlinePause(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    getCampaignSasInfoEndpoint,
    {
      tags,
      summary: 'Links to the campaign, its proposal and each item in the ad server (retailer staff)',
    },
    async (request) => campaignSasInfo(ctx, authOf(request), request.params.id),
  );

  serve(
    app,
    getCampaignItemSasInfoEndpoint,
    {
      tags,
      summary: "Links to the item's line item and creative in the ad server (flight: retailer staff)",
    },
    async (request) => campaignItemSasInfo(ctx, authOf(request), request.params.id),
  );

  serve(
    app,
    importDeliveryEndpoint,
    {
      tags,
      summary:
        'Imports real delivery from CSV (text/csv; header lineItemExternalId,date,impressions,views,clicks,hardConversions,softConversions[,viewableImpressions]); all or nothing',
      route: { bodyLimit: IMPORT_BODY_LIMIT },
    },
    async (request) => importDelivery(ctx, authOf(request), request.body),
  );

  // The local ad server's pages of what the portal booked, by the external ids of design.md §4.
  const externalIdPages = [
    [adServerCampaignPageEndpoint, 'Page of a booked campaign (HTML, retailer staff)', campaignPage],
    [adServerProposalPageEndpoint, 'Page of a proposal (HTML, retailer staff)', proposalPage],
    [adServerLineItemPageEndpoint, 'Page of a line item (HTML, anyone who may see the item)', lineItemPage],
    [adServerFlightPageEndpoint, 'Page of a flight (HTML, retailer staff)', flightPage],
    [
      adServerCreativePageEndpoint,
      "Page of a line item's creative (HTML, anyone who may see the item)",
      creativePage,
    ],
  ] as const;
  for (const [declaration, summary, page] of externalIdPages)
    serve(app, declaration, { tags, summary }, async (request, reply) =>
      sendPage(reply, await page(ctx.db, authOf(request), request.params.externalId)),
    );

  serve(
    app,
    adServerProductPageEndpoint,
    { tags, summary: 'Page of a product (HTML, retailer staff)' },
    async (request, reply) => sendPage(reply, await productPage(ctx.db, authOf(request), request.params.id)),
  );

  serve(
    app,
    adServerProductLinePageEndpoint,
    { tags, summary: 'Page of a product line (HTML, retailer staff)' },
    async (request, reply) => sendPage(reply, await productLinePage(ctx.db, request.params.id)),
  );
}
