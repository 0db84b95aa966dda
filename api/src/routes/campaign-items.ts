import {
  approveCampaignItemEndpoint,
  deleteCampaignItemEndpoint,
  getCampaignItemEndpoint,
  rejectCampaignItemEndpoint,
  requestCampaignItemCheckEndpoint,
  updateCampaignItemMessageEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { languageFromHeader } from '../i18n/locale';
import { approveItem, rejectItem, requestItemCheck } from '../services/campaign-transitions';
import { deleteCampaignItem, getCampaignItem, updateItemMessage } from '../services/campaign-items';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaign items'];

/** One line item: read, delete, the retailer's message, its creative zip and the creative approval steps. */
export default async function campaignItemRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getCampaignItemEndpoint,
    { tags, summary: 'The item with its targeting, figures and ad-server links, and its campaign' },
    async (request) => getCampaignItem(ctx, authOf(request), languageOf(request), request.params.id),
  );

  serve(
    app,
    deleteCampaignItemEndpoint,
    {
      tags,
      summary: 'Delete an item while its campaign is editable and the item editable or native',
      answerDocs: { type: 'null', description: 'Deleted' },
    },
    async (request, reply) => {
      await deleteCampaignItem(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  serve(
    app,
    updateCampaignItemMessageEndpoint,
    { tags, summary: "Retailer staff's message to the buyer about the item (empty clears it)" },
    async (request) =>
      updateItemMessage(ctx, authOf(request), request.params.id, request.body.message, languageOf(request)),
  );

  serve(
    app,
    approveCampaignItemEndpoint,
    { tags, summary: "Retailer staff approve an item's filled creative: prepared, or online once started" },
    async (request) => approveItem(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    requestCampaignItemCheckEndpoint,
    { tags, summary: "The buyer sends the item's filled creative for approval" },
    async (request) => requestItemCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    rejectCampaignItemEndpoint,
    {
      tags,
      summary:
        'Retailer staff return the creative (or zip) of an item waiting for approval, the note being the reason',
    },
    async (request) =>
      rejectItem(
        ctx,
        authOf(request),
        request.params.id,
        request.body.note,
        languageFromHeader(request.headers['accept-language']),
      ),
  );
}
