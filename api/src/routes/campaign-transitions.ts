import {
  CampaignIdParamsSchema,
  CampaignPossibleStatesSchema,
  CampaignTransitionResponseSchema,
  ChangeCampaignStateRequestSchema,
  RejectToVendorRequestSchema,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import { approveCampaign } from '../services/campaign-transitions/approve';
import { approveByRetailer } from '../services/campaign-transitions/approve-by-retailer';
import { changeCampaignState } from '../services/campaign-transitions/change-state';
import { campaignPossibleStates } from '../services/campaign-transitions/possible-states';
import { rejectToVendor } from '../services/campaign-transitions/reject-to-vendor';
import { requestCheck } from '../services/campaign-transitions/request-check';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const transition = { 200: CampaignTransitionResponseSchema, ...errorResponses };

/** The campaign state transitions of design.md §3; each answers the campaign's new state. */
export const campaignTransitionRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/campaigns/:id/request-check',
    {
      config: { access: access.company('buyers', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary: 'A buyer sends a campaign with items in process to the retailer for check (sas-check)',
        params: CampaignIdParamsSchema,
        response: transition,
      },
    },
    async (request) => requestCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/campaigns/:id/reject-to-vendor',
    {
      config: { access: access.company('retailerStaff', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary: 'Retailer staff return a campaign in sas-check to the buyer (in process) with a reason',
        params: CampaignIdParamsSchema,
        body: RejectToVendorRequestSchema,
        response: transition,
      },
    },
    async (request) =>
      rejectToVendor(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.post(
    '/campaigns/:id/approve-by-retailer',
    {
      config: { access: access.company('retailerLike', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary:
          'Retailer staff (or an impersonated session) approve a campaign in process, sas-check or user-check, unless an item has ended',
        params: CampaignIdParamsSchema,
        response: transition,
      },
    },
    async (request) => approveByRetailer(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/campaigns/:id/approve',
    {
      config: { access: access.company('buyers', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary: 'The buyer approves a campaign in user-check, unless an item has ended',
        params: CampaignIdParamsSchema,
        response: transition,
      },
    },
    async (request) => approveCampaign(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.get(
    '/campaigns/:id/possible-states',
    {
      config: { access: access.company('retailerStaff', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary: 'The states retailer staff may move the campaign to by hand',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignPossibleStatesSchema, ...errorResponses },
      },
    },
    async (request) => campaignPossibleStates(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/campaigns/:id/change-state',
    {
      config: { access: access.company('retailerStaff', 'campaign') },
      schema: {
        tags: ['campaigns'],
        summary: 'Retailer staff move the campaign to one of its possible states',
        params: CampaignIdParamsSchema,
        body: ChangeCampaignStateRequestSchema,
        response: transition,
      },
    },
    async (request) =>
      changeCampaignState(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );
};
