import {
  campaignHistoryEndpoint,
  deleteCampaignEndpoint,
  getCampaignEndpoint,
  updateCampaignEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignHistory, deleteCampaign, getCampaign, updateCampaign } from '../services/campaigns';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaigns'];

/** One campaign: read, edit, delete, and its history (spec 000 §2 "Campaign detail"). */
export default async function campaignDetailRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getCampaignEndpoint,
    {
      tags,
      summary: 'The campaign with its items, performance figures and (retailer staff) ad-server links',
    },
    async (request) => getCampaign(ctx, authOf(request), languageOf(request), request.params.id),
  );

  serve(
    app,
    updateCampaignEndpoint,
    { tags, summary: 'Rename an editable campaign; retailer staff may also change its sales person' },
    async (request) =>
      updateCampaign(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );

  serve(
    app,
    deleteCampaignEndpoint,
    {
      tags,
      summary: 'Delete a campaign: without items, in process, or by anyone but a vendor',
      answerDocs: { type: 'null', description: 'Deleted' },
    },
    async (request, reply) => {
      await deleteCampaign(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  serve(
    app,
    campaignHistoryEndpoint,
    { tags, summary: 'Every state change and write of the campaign and its items, newest first' },
    async (request) => campaignHistory(ctx, authOf(request), request.params.id),
  );
}
