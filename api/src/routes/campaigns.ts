import {
  campaignFilterDataEndpoint,
  campaignsExportEndpoint,
  filterCampaignsEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignFilterData } from '../services/campaign-access';
import { exportCampaigns, filterCampaigns } from '../services/campaigns';
import { languageOf } from '../i18n/request-language';
import { exportLanguageOf, sendCsv } from './support/csv-reply';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaigns'];

export default async function campaignRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    filterCampaignsEndpoint,
    {
      tags,
      summary:
        'One page of the campaigns the caller may see, with the count and total price of all that match',
    },
    async (request) => filterCampaigns(ctx, authOf(request), request.body, languageOf(request)),
  );

  serve(
    app,
    campaignsExportEndpoint,
    {
      tags,
      summary:
        "Every campaign of the list's filter (the list's parameters as a query), in the list's order, as a CSV file",
      // A HEAD would read the whole export to send nothing.
      route: { exposeHeadRoute: false },
    },
    async (request, reply) => {
      const { locale, ...filter } = request.query;
      const csv = await exportCampaigns(ctx, authOf(request), filter, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
  );

  serve(
    app,
    campaignFilterDataEndpoint,
    { tags, summary: 'Choices of the campaign filter panel (states, companies, contacts, sales persons)' },
    async (request) => campaignFilterData(ctx, authOf(request), languageOf(request)),
  );
}
