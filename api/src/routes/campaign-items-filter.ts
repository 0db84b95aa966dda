import {
  campaignItemFilterDataEndpoint,
  campaignItemsExportEndpoint,
  filterCampaignItemsEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { campaignItemFilterData, exportCampaignItems, filterCampaignItems } from '../services/campaign-items';
import { exportLanguageOf, sendCsv } from './support/csv-reply';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaign-items'];

/** The activities list: every signed-in user, limited to the campaigns of its tenancy. */
export default async function campaignItemFilterRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    filterCampaignItemsEndpoint,
    {
      tags,
      summary:
        'One page of the activities (campaign items) the caller may see, with the count of all that match',
    },
    async (request) => filterCampaignItems(ctx, authOf(request), request.body, languageOf(request)),
  );

  serve(
    app,
    campaignItemsExportEndpoint,
    {
      tags,
      summary:
        "Every activity of the list's filter (the list's parameters as a query), in the list's order, as a CSV file",
      // A HEAD would read the whole export to send nothing.
      route: { exposeHeadRoute: false },
    },
    async (request, reply) => {
      const { locale, ...filter } = request.query;
      const csv = await exportCampaignItems(ctx, authOf(request), filter, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
  );

  serve(
    app,
    campaignItemFilterDataEndpoint,
    {
      tags,
      summary:
        'Choices of the activities filter panel (states, companies, sales persons, products, brands, shop categories)',
    },
    async (request) => campaignItemFilterData(ctx, authOf(request), languageOf(request)),
  );
}
