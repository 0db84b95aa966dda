import {
  CampaignFilterDataSchema,
  CampaignFilterRequestSchema,
  CampaignFilterResponseSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignFilterData } from '../services/campaigns/campaign-filter-data';
import { filterCampaigns } from '../services/campaigns/filter-campaigns';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['campaigns'];

export const campaignRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/campaigns/filter',
    {
      config: { access: access.tenantList('everyone', { sample: { body: { limit: 10, offset: 0 } } }) },
      schema: {
        tags,
        summary:
          'One page of the campaigns the caller may see, with the count and total price of all that match',
        body: CampaignFilterRequestSchema,
        response: { 200: CampaignFilterResponseSchema, ...errorResponses },
      },
    },
    async (request) => filterCampaigns(ctx, authOf(request), request.body),
  );

  app.get(
    '/campaigns/filterData',
    {
      config: { access: access.tenantList('everyone') },
      schema: {
        tags,
        summary: 'Choices of the campaign filter panel (states, companies, contacts, sales persons)',
        response: { 200: CampaignFilterDataSchema, ...errorResponses },
      },
    },
    async (request) => campaignFilterData(ctx, authOf(request)),
  );
};
