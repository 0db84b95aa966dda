import {
  CampaignExportQuerySchema,
  CampaignFilterDataSchema,
  CampaignFilterRequestSchema,
  CampaignFilterResponseSchema,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignFilterData } from '../services/campaigns/campaign-filter-data';
import { exportCampaigns } from '../services/campaigns/export-campaigns';
import { languageOf } from '../i18n/request-language';
import { filterCampaigns } from '../services/campaigns/filter-campaigns';
import type { AppContext } from '../services/context';
import { CSV_RESPONSE, exportLanguageOf, sendCsv } from './csv-reply';
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
    async (request) => filterCampaigns(ctx, authOf(request), request.body, languageOf(request)),
  );

  app.get(
    '/campaigns/export.csv',
    {
      // A HEAD would read the whole export to send nothing.
      exposeHeadRoute: false,
      config: { access: access.tenantList('everyone') },
      schema: {
        tags,
        summary:
          "Every campaign of the list's filter (the list's parameters as a query), in the list's order, as a CSV file",
        querystring: CampaignExportQuerySchema,
        response: { 200: CSV_RESPONSE, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { locale, ...filter } = request.query;
      const csv = await exportCampaigns(ctx, authOf(request), filter, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
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
    async (request) => campaignFilterData(ctx, authOf(request), languageOf(request)),
  );
};
