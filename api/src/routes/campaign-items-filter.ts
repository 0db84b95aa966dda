import {
  CampaignItemExportQuerySchema,
  CampaignItemFilterDataSchema,
  CampaignItemFilterRequestSchema,
  CampaignItemFilterResponseSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignItemFilterData } from '../services/campaign-items/campaign-item-filter-data';
import { exportCampaignItems } from '../services/campaign-items/export-campaign-items';
import { filterCampaignItems } from '../services/campaign-items/filter-campaign-items';
import type { AppContext } from '../services/context';
import { CSV_RESPONSE, exportLanguageOf, sendCsv } from './csv-reply';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

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
    async (request) => filterCampaignItems(ctx, authOf(request), request.body, languageOf(request)),
  );

  app.get(
    '/campaign-items/export.csv',
    {
      // A HEAD would read the whole export to send nothing.
      exposeHeadRoute: false,
      config: { access: access.tenantList('everyone') },
      schema: {
        tags,
        summary:
          "Every activity of the list's filter (the list's parameters as a query), in the list's order, as a CSV file",
        querystring: CampaignItemExportQuerySchema,
        response: { 200: CSV_RESPONSE, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { locale, ...filter } = request.query;
      const csv = await exportCampaignItems(ctx, authOf(request), filter, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
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
    async (request) => campaignItemFilterData(ctx, authOf(request), languageOf(request)),
  );
};
