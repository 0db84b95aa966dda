import {
  AddItemRequestSchema,
  CampaignIdParamsSchema,
  CampaignOptionSchema,
  CampaignOptionsQuerySchema,
  CheckAvailabilityRequestSchema,
  CheckAvailabilityResponseSchema,
  CreateCampaignRequestSchema,
  CreateCampaignResponseSchema,
  IdParamsSchema,
  ItemOrderResponseSchema,
  ItemOrderSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { addCampaignItem } from '../services/ordering/add-item';
import { campaignOptions } from '../services/ordering/campaign-options';
import { checkAvailability } from '../services/ordering/check-availability';
import { createCampaign } from '../services/ordering/create-campaign';
import { updateCampaignItem } from '../services/ordering/update-item';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

export const orderingRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/campaigns/create',
    {
      config: { access: access.company('campaignUsers', 'company', 'body.companyId', { optional: true }) },
      schema: {
        tags: ['campaigns'],
        summary:
          'Create a campaign (in process): a vendor for its company, an agency for one of its vendors, retailer staff for any vendor',
        body: CreateCampaignRequestSchema,
        response: { 200: CreateCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => createCampaign(ctx, authOf(request), request.body),
  );

  app.get(
    '/campaigns',
    {
      config: { access: access.tenantList('campaignUsers') },
      schema: {
        tags: ['campaigns'],
        summary:
          "The caller's campaigns for the order form, newest first (at most 200), optionally of one company and only those taking items",
        querystring: CampaignOptionsQuerySchema,
        response: { 200: v.array(CampaignOptionSchema), ...errorResponses },
      },
    },
    async (request) => campaignOptions(ctx, authOf(request), request.query, languageOf(request)),
  );

  app.post(
    '/campaigns/:id/add-item',
    {
      config: { access: access.company('campaignUsers', 'campaign') },
      schema: {
        tags: ['campaign items'],
        summary:
          'Order a product into a campaign: every rule of the order form, the price computed here, the weeks booked',
        params: CampaignIdParamsSchema,
        body: AddItemRequestSchema,
        response: { 200: ItemOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      addCampaignItem(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );

  app.put(
    '/campaign-item/check-availability',
    {
      config: { access: access.shared('campaignUsers', { examples: { 'body.productId': 'product' } }) },
      schema: {
        tags: ['campaign items'],
        summary: 'Whether the weeks of a period are free for a flat-rate product with availability check',
        body: CheckAvailabilityRequestSchema,
        response: { 200: CheckAvailabilityResponseSchema, ...errorResponses },
      },
    },
    async (request) => checkAvailability(ctx, authOf(request), languageOf(request), request.body),
  );

  app.put(
    '/campaign-item/:id',
    {
      config: { access: access.company('campaignUsers', 'campaignItem') },
      schema: {
        tags: ['campaign items'],
        summary:
          'Change an item under the same rules as ordering it (its bookings, values and keywords anew)',
        params: IdParamsSchema,
        body: ItemOrderSchema,
        response: { 200: ItemOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCampaignItem(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );
};
