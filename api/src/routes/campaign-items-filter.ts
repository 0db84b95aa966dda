import {
  CampaignItemFilterDataSchema,
  CampaignItemFilterRequestSchema,
  CampaignItemFilterResponseSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignItemFilterData } from '../services/campaign-items/campaign-item-filter-data';
import { filterCampaignItems } from '../services/campaign-items/filter-campaign-items';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['campaign-items'];

/** The activities list: every signed-in user, limited to the campaigns of its tenancy. */
export const campaignItemFilterRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/campaign-items/filter',
    {
      config: {
        access: access.tenantList('everyone', { sample: { body: { firstResult: 0, maxResults: 10 } } }),
      },
      schema: {
        tags,
        summary:
          'One page of the activities (campaign items) the caller may see, with the count of all that match',
        body: CampaignItemFilterRequestSchema,
        response: { 200: CampaignItemFilterResponseSchema, ...errorResponses },
      },
    },
    async (request) => filterCampaignItems(ctx, authOf(request), request.body),
  );

  app.get(
    '/campaign-items/filter-data',
    {
      config: { access: access.tenantList('everyone') },
      schema: {
        tags,
        summary:
          'Choices of the activities filter panel (states, companies, sales persons, products, brands, shop categories)',
        response: { 200: CampaignItemFilterDataSchema, ...errorResponses },
      },
    },
    async (request) => campaignItemFilterData(ctx, authOf(request)),
  );
};
