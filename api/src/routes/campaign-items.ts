import {
  CampaignIdParamsSchema,
  CampaignItemActionResponseSchema,
  CampaignItemDetailSchema,
  ItemMessageRequestSchema,
  RejectItemRequestSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { languageFromHeader } from '../i18n/locale';
import { approveItem } from '../services/campaign-items/approve-item';
import { rejectItem } from '../services/campaign-items/reject-item';
import { deleteCampaignItem } from '../services/campaign-items/delete-campaign-item';
import { getCampaignItem } from '../services/campaign-items/get-campaign-item';
import { requestItemCheck } from '../services/campaign-items/request-item-check';
import { updateItemMessage } from '../services/campaign-items/update-item-message';
import type { AppContext } from '../services/context';
import { campaignItemCreativeZipRoutes } from './campaign-item-creative-zip';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

const tags = ['campaign items'];
const params = CampaignIdParamsSchema;
const action = { 200: CampaignItemActionResponseSchema, ...errorResponses };

/** One line item: read, delete, the retailer's message, its creative zip and the creative approval steps. */
export const campaignItemRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(campaignItemCreativeZipRoutes, { ctx });

  app.get(
    '/campaign-item/:id',
    {
      config: { access: access.company('campaignUsers', 'campaignItem') },
      schema: {
        tags,
        summary: 'The item with its targeting, figures and ad-server links, and its campaign',
        params,
        response: { 200: CampaignItemDetailSchema, ...errorResponses },
      },
    },
    async (request) => getCampaignItem(ctx, authOf(request), languageOf(request), request.params.id),
  );

  app.delete(
    '/campaign-item/:id',
    {
      config: { access: access.company('campaignUsers', 'campaignItem') },
      schema: {
        tags,
        summary: 'Delete an item while its campaign is editable and the item editable or native',
        params,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteCampaignItem(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/campaign-item/:id/message',
    {
      config: { access: access.company('retailerLike', 'campaignItem') },
      schema: {
        tags,
        summary: "Retailer staff's message to the buyer about the item (empty clears it)",
        params,
        body: ItemMessageRequestSchema,
        response: action,
      },
    },
    async (request) =>
      updateItemMessage(ctx, authOf(request), request.params.id, request.body.message, languageOf(request)),
  );

  app.post(
    '/campaign-item/:id/approve',
    {
      config: { access: access.company('retailerLike', 'campaignItem') },
      schema: {
        tags,
        summary: "Retailer staff approve an item's filled creative: prepared, or online once started",
        params,
        response: action,
      },
    },
    async (request) => approveItem(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/campaign-item/:id/request-check',
    {
      config: { access: access.company('buyers', 'campaignItem') },
      schema: {
        tags,
        summary: "The buyer sends the item's filled creative for approval",
        params,
        response: action,
      },
    },
    async (request) => requestItemCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/campaign-item/:id/reject',
    {
      config: { access: access.company('retailerLike', 'campaignItem') },
      schema: {
        tags,
        summary:
          'Retailer staff return the creative (or zip) of an item waiting for approval, the note being the reason',
        params,
        body: RejectItemRequestSchema,
        response: action,
      },
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
};
