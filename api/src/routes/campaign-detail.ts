import {
  CampaignDetailSchema,
  CampaignHistorySchema,
  CampaignIdParamsSchema,
  UpdateCampaignRequestSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignHistory } from '../services/campaigns/campaign-history';
import { deleteCampaign } from '../services/campaigns/delete-campaign';
import { getCampaign } from '../services/campaigns/get-campaign';
import { updateCampaign } from '../services/campaigns/update-campaign';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

const tags = ['campaigns'];

/** One campaign: read, edit, delete, and its history (spec 000 §2 "Campaign detail"). */
export const campaignDetailRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/campaigns/:id',
    {
      config: { access: access.company('campaignUsers', 'campaign') },
      schema: {
        tags,
        summary: 'The campaign with its items, performance figures and (retailer staff) ad-server links',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignDetailSchema, ...errorResponses },
      },
    },
    async (request) => getCampaign(ctx, authOf(request), languageOf(request), request.params.id),
  );

  app.put(
    '/campaigns/:id',
    {
      config: { access: access.company('campaignUsers', 'campaign') },
      schema: {
        tags,
        summary: 'Rename an editable campaign; retailer staff may also change its sales person',
        params: CampaignIdParamsSchema,
        body: UpdateCampaignRequestSchema,
        response: { 200: CampaignDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCampaign(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );

  app.delete(
    '/campaigns/:id',
    {
      config: { access: access.company('campaignUsers', 'campaign') },
      schema: {
        tags,
        summary: 'Delete a campaign: without items, in process, or by anyone but a vendor',
        params: CampaignIdParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteCampaign(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/campaigns/:id/history',
    {
      config: { access: access.company('campaignUsers', 'campaign') },
      schema: {
        tags,
        summary: 'Every state change and write of the campaign and its items, newest first',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignHistorySchema, ...errorResponses },
      },
    },
    async (request) => campaignHistory(ctx, authOf(request), request.params.id),
  );
};
