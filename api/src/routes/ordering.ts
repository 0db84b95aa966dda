import {
  addCampaignItemEndpoint,
  campaignOptionsEndpoint,
  checkAvailabilityEndpoint,
  createCampaignEndpoint,
  updateCampaignItemEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  addCampaignItem,
  campaignOptions,
  checkAvailability,
  createCampaign,
  updateCampaignItem,
} from '../services/ordering';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

export default async function orderingRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    createCampaignEndpoint,
    {
      tags: ['campaigns'],
      summary:
        'Create a campaign (in process): a vendor for its company, an agency for one of its vendors, retailer staff for any vendor',
    },
    async (request) => createCampaign(ctx, authOf(request), request.body),
  );

  serve(
    app,
    campaignOptionsEndpoint,
    {
      tags: ['campaigns'],
      summary:
        "The caller's campaigns for the order form, newest first (at most 200), optionally of one company and only those taking items",
    },
    async (request) => campaignOptions(ctx, authOf(request), request.query, languageOf(request)),
  );

  serve(
    app,
    addCampaignItemEndpoint,
    {
      tags: ['campaign items'],
      summary:
        'Order a product into a campaign: every rule of the order form, the price computed here, the weeks booked',
    },
    async (request) =>
      addCampaignItem(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );

  serve(
    app,
    checkAvailabilityEndpoint,
    {
      tags: ['campaign items'],
      summary: 'Whether the weeks of a period are free for a flat-rate product with availability check',
    },
    async (request) => checkAvailability(ctx, authOf(request), languageOf(request), request.body),
  );

  serve(
    app,
    updateCampaignItemEndpoint,
    {
      tags: ['campaign items'],
      summary: 'Change an item under the same rules as ordering it (its bookings, values and keywords anew)',
    },
    async (request) =>
      updateCampaignItem(ctx, authOf(request), languageOf(request), request.params.id, request.body),
  );
}
