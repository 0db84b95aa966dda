import {
  getActiveCategoriesEndpoint,
  getCategoriesEndpoint,
  getCategoryEndpoint,
  getFlatRateProductsWithAvailabilitiesEndpoint,
  getProductAvailabilityEndpoint,
  getProductEndpoint,
  getProductSasInfoEndpoint,
  getProductsEndpoint,
  getUserCategoriesEndpoint,
  getVariableValueAvailabilityEndpoint,
  ProductAvailabilitySchema,
  searchBrandsEndpoint,
  searchProductsEndpoint,
} from '@portal/shared-contracts';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authOf } from '../plugins/auth';
import {
  getCategory,
  getProduct,
  listActiveCategories,
  listCategories,
  listFlatRateProductsWithAvailabilities,
  listProducts,
  listUserCategories,
  productAvailabilityJson,
  productSasInfo,
  searchBrands,
  searchProducts,
  variableValueAvailability,
} from '../services/catalogue';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['catalogue'];

/** In tests, an answer the route writes itself must still match its schema (as valibotSerializerCompiler checks). */
function assertAnswer(schema: v.GenericSchema, answer: unknown, request: FastifyRequest): void {
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    throw new Error(
      `Answer of ${request.method} ${request.routeOptions.url} breaks its schema: ${JSON.stringify(v.flatten(result.issues))}`,
    );
  }
}

export default async function catalogueRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  const checkAnswers = ctx.config.env === 'test';
  serve(
    app,
    getProductsEndpoint,
    {
      tags,
      summary: 'The active products the caller may order (allowed categories only), in product-list order',
    },
    async (request) => listProducts(ctx, authOf(request), languageOf(request)),
  );

  serve(
    app,
    searchProductsEndpoint,
    { tags, summary: "The caller's products whose title, name or description contains the phrase" },
    async (request) => searchProducts(ctx, authOf(request), request.query.phrase, languageOf(request)),
  );

  serve(
    app,
    getFlatRateProductsWithAvailabilitiesEndpoint,
    { tags, summary: "The caller's flat-rate products with availability check (the availability view)" },
    async (request) => listFlatRateProductsWithAvailabilities(ctx, authOf(request), languageOf(request)),
  );

  serve(
    app,
    getProductEndpoint,
    { tags, summary: 'One product; 404 when it does not exist, is inactive or is not offered to the caller' },
    async (request) => getProduct(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    getProductSasInfoEndpoint,
    { tags, summary: 'Links to the product and its product line in the ad server (retailer staff)' },
    async (request) => productSasInfo(ctx, request.params.id),
  );

  serve(
    app,
    getProductAvailabilityEndpoint,
    {
      tags,
      summary:
        'Weeks × variable values of a flat-rate product with availability check: free or taken (who holds it: retailer staff only)',
    },
    async (request, reply) => {
      // The answer comes as JSON bytes, kept between requests (see productAvailabilityJson), so the
      // route's serializer does not run: the tests check it against the schema here instead.
      const body = await productAvailabilityJson(
        ctx,
        authOf(request),
        request.params.id,
        request.query,
        languageOf(request),
      );
      if (checkAnswers) assertAnswer(ProductAvailabilitySchema, JSON.parse(body.toString('utf8')), request);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  serve(
    app,
    getVariableValueAvailabilityEndpoint,
    {
      tags,
      summary:
        'The taken weeks of one variable value (0: the product without values), leaving out the excluded items',
    },
    async (request) =>
      variableValueAvailability(
        ctx,
        authOf(request),
        request.params.id,
        request.params.variableValueId,
        request.query,
      ),
  );

  serve(
    app,
    searchBrandsEndpoint,
    { tags, summary: "Up to 20 brands whose name contains the text, limited to the caller's allowed brands" },
    async (request) => searchBrands(ctx, authOf(request), request.query.name),
  );

  serve(
    app,
    getCategoriesEndpoint,
    {
      tags,
      summary:
        'Product categories: every one for retailer staff, the active, non-internal, allowed ones for buyers',
    },
    async (request) => listCategories(ctx, authOf(request)),
  );

  serve(
    app,
    getActiveCategoriesEndpoint,
    {
      tags,
      summary: 'The categories the caller may order from, each with its active products (the product list)',
    },
    async (request) => listActiveCategories(ctx, authOf(request), languageOf(request)),
  );

  serve(
    app,
    getUserCategoriesEndpoint,
    { tags, summary: 'The categories the caller may order from (all active ones when none are set)' },
    async (request) => listUserCategories(ctx, authOf(request), languageOf(request)),
  );

  serve(
    app,
    getCategoryEndpoint,
    { tags, summary: 'One product category; 404 when the caller may not read it' },
    async (request) => getCategory(ctx, authOf(request), request.params.id),
  );
}
