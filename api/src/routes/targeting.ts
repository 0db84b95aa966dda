import {
  findTargetProductBySkuEndpoint,
  findTargetProductByUrlEndpoint,
  getTargetsEndpoint,
  searchLandingPagesEndpoint,
  searchTargetProductsEndpoint,
  searchTargetsEndpoint,
  validateTargetProductEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  findTargetProductBySku,
  findTargetProductByUrl,
  listTargets,
  searchLandingPages,
  searchTargetProducts,
  searchTargets,
  validateTargetProduct,
} from '../services/targeting';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['targeting'];

export default async function targetingRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(app, getTargetsEndpoint, { tags, summary: 'The active shops (target webs) ads lead to' }, async () =>
    listTargets(ctx),
  );

  serve(
    app,
    searchTargetsEndpoint,
    { tags, summary: 'Active shops whose name or address contains the text' },
    async (request) => searchTargets(ctx, request.query.name),
  );

  serve(
    app,
    searchTargetProductsEndpoint,
    {
      tags,
      summary:
        'Up to 20 active products of the shop whose name or SKU contains the text, of brands the advertiser may promote',
    },
    async (request) => searchTargetProducts(ctx, authOf(request), request.query),
  );

  serve(
    app,
    validateTargetProductEndpoint,
    {
      tags,
      summary: 'Whether the advertiser may promote the product (active, of the shop, of an allowed brand)',
    },
    async (request) => validateTargetProduct(ctx, authOf(request), request.query),
  );

  serve(
    app,
    findTargetProductByUrlEndpoint,
    { tags, summary: 'The active product of the shop at this address, or null' },
    async (request) => findTargetProductByUrl(ctx, request.query),
  );

  serve(
    app,
    findTargetProductBySkuEndpoint,
    { tags, summary: 'The active product of the shop with this SKU, or null' },
    async (request) => findTargetProductBySku(ctx, request.query),
  );

  serve(
    app,
    searchLandingPagesEndpoint,
    {
      tags,
      summary:
        "Approved, active landing pages in the shop of the advertiser (the caller's tenancy) whose name contains the text",
    },
    async (request) => searchLandingPages(ctx, authOf(request), request.query),
  );
}
