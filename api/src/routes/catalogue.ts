import {
  ActiveProductCategorySchema,
  AvailabilityQuerySchema,
  BrandSearchQuerySchema,
  IdParamSchema,
  NamedRefSchema,
  ProductAvailabilitySchema,
  ProductCategoryIdParamsSchema,
  ProductCategorySchema,
  ProductIdParamsSchema,
  ProductListSchema,
  ProductSasInfoSchema,
  ProductSchema,
  ProductSearchQuerySchema,
  VariableValueAvailabilityQuerySchema,
  VariableValueAvailabilitySchema,
} from '@portal/shared-contracts';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authOf } from '../plugins/auth';
import { productSasInfo } from '../services/catalogue/product-sas-info';
import { getProduct } from '../services/catalogue/get-product';
import {
  listFlatRateProductsWithAvailabilities,
  listProducts,
  searchProducts,
} from '../services/catalogue/list-products';
import {
  getCategory,
  listActiveCategories,
  listCategories,
  listUserCategories,
} from '../services/catalogue/list-categories';
import { productAvailabilityJson } from '../services/catalogue/product-availability';
import { searchBrands } from '../services/catalogue/search-brands';
import { variableValueAvailability } from '../services/catalogue/variable-value-availability';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

const tags = ['catalogue'];

/** {id}/{variableValueId}: a variable value id, or 0 for a product without values. */
const VariableValueAvailabilityParamsSchema = v.object({
  id: IdParamSchema,
  variableValueId: v.union([
    v.pipe(
      v.literal('0'),
      v.transform(() => 0),
    ),
    IdParamSchema,
  ]),
});

/** In tests, an answer the route writes itself must still match its schema (as valibotSerializerCompiler checks). */
function assertAnswer(schema: v.GenericSchema, answer: unknown, request: FastifyRequest): void {
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    throw new Error(
      `Answer of ${request.method} ${request.routeOptions.url} breaks its schema: ${JSON.stringify(v.flatten(result.issues))}`,
    );
  }
}

export const catalogueRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  const checkAnswers = ctx.config.env === 'test';
  app.get(
    '/products',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: 'The active products the caller may order (allowed categories only), in product-list order',
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(ctx, authOf(request), languageOf(request)),
  );

  app.get(
    '/products/search',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: "The caller's products whose title, name or description contains the phrase",
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    async (request) => searchProducts(ctx, authOf(request), request.query.phrase, languageOf(request)),
  );

  app.get(
    '/products/flat-rate-with-availabilities',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: "The caller's flat-rate products with availability check (the availability view)",
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    async (request) => listFlatRateProductsWithAvailabilities(ctx, authOf(request), languageOf(request)),
  );

  app.get(
    '/products/:id',
    {
      config: { access: access.shared('everyone', { examples: { 'params.id': 'product' } }) },
      schema: {
        tags,
        summary: 'One product; 404 when it does not exist, is inactive or is not offered to the caller',
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, ...errorResponses },
      },
    },
    async (request) => getProduct(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.get(
    '/sas-info/products/:id',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'product' } }) },
      schema: {
        tags,
        summary: 'Links to the product and its product line in the ad server (retailer staff)',
        params: ProductIdParamsSchema,
        response: { 200: ProductSasInfoSchema, ...errorResponses },
      },
    },
    async (request) => productSasInfo(ctx, request.params.id),
  );

  app.get(
    '/products/:id/availability',
    {
      config: { access: access.shared('everyone', { examples: { 'params.id': 'product' } }) },
      schema: {
        tags,
        summary:
          'Weeks × variable values of a flat-rate product with availability check: free or taken (who holds it: retailer staff only)',
        params: ProductIdParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: ProductAvailabilitySchema, ...errorResponses },
      },
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

  app.get(
    '/products/:id/variable-value-availability/:variableValueId',
    {
      config: {
        access: access.shared('everyone', {
          examples: { 'params.id': 'product', 'params.variableValueId': 'variableValue' },
        }),
      },
      schema: {
        tags,
        summary:
          'The taken weeks of one variable value (0: the product without values), leaving out the excluded items',
        params: VariableValueAvailabilityParamsSchema,
        querystring: VariableValueAvailabilityQuerySchema,
        response: { 200: VariableValueAvailabilitySchema, ...errorResponses },
      },
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

  app.get(
    '/brands/search',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: "Up to 20 brands whose name contains the text, limited to the caller's allowed brands",
        querystring: BrandSearchQuerySchema,
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async (request) => searchBrands(ctx, authOf(request), request.query.name),
  );

  app.get(
    '/categories',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary:
          'Product categories: every one for retailer staff, the active, non-internal, allowed ones for buyers',
        response: { 200: v.array(ProductCategorySchema), ...errorResponses },
      },
    },
    async (request) => listCategories(ctx, authOf(request)),
  );

  app.get(
    '/categories/active',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: 'The categories the caller may order from, each with its active products (the product list)',
        response: { 200: v.array(ActiveProductCategorySchema), ...errorResponses },
      },
    },
    async (request) => listActiveCategories(ctx, authOf(request), languageOf(request)),
  );

  app.get(
    '/user-categories',
    {
      config: { access: access.self() },
      schema: {
        tags,
        summary: 'The categories the caller may order from (all active ones when none are set)',
        response: { 200: v.array(NamedRefSchema), ...errorResponses },
      },
    },
    async (request) => listUserCategories(ctx, authOf(request), languageOf(request)),
  );

  app.get(
    '/categories/:id',
    {
      config: { access: access.shared('everyone', { examples: { 'params.id': 'productCategory' } }) },
      schema: {
        tags,
        summary: 'One product category; 404 when the caller may not read it',
        params: ProductCategoryIdParamsSchema,
        response: { 200: ProductCategorySchema, ...errorResponses },
      },
    },
    async (request) => getCategory(ctx, authOf(request), request.params.id),
  );
};
