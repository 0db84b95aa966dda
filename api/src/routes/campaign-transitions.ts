import {
  approveCampaignByRetailerEndpoint,
  approveCampaignEndpoint,
  campaignPossibleStatesEndpoint,
  changeCampaignStateEndpoint,
  rejectCampaignToVendorEndpoint,
  requestCampaignCheckEndpoint,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import {
  approveByRetailer,
  approveCampaign,
  campaignPossibleStates,
  changeCampaignState,
  rejectToVendor,
  requestCheck,
} from '../services/campaign-transitions';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaigns'];

/** The campaign state transitions of design.md §3; each answers the campaign's new state. */
export default async function campaignTransitionRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    requestCampaignCheckEndpoint,
    {
      tags,
      summary: 'A buyer sends a campaign with items in process to the retailer for check (sas-check)',
    },
    async (request) => requestCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    rejectCampaignToVendorEndpoint,
    {
      tags,
      summary: 'Retailer staff return a campaign in sas-check to the buyer (in process) with a reason',
    },
    async (request) =>
      rejectToVendor(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    approveCampaignByRetailerEndpoint,
    {
      tags,
      summary:
        'Retailer staff (or an impersonated session) approve a campaign in process, sas-check or user-check, unless an item has ended',
    },
    async (request) => approveByRetailer(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    approveCampaignEndpoint,
    { tags, summary: 'The buyer approves a campaign in user-check, unless an item has ended' },
    async (request) => approveCampaign(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    campaignPossibleStatesEndpoint,
    { tags, summary: 'The states retailer staff may move the campaign to by hand' },
    async (request) => campaignPossibleStates(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    changeCampaignStateEndpoint,
    { tags, summary: 'Retailer staff move the campaign to one of its possible states' },
    async (request) =>
      changeCampaignState(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );
}
