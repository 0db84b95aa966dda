import {
  LandingPageOptionSchema,
  LandingPageSearchQuerySchema,
  TargetProductByUrlQuerySchema,
  TargetProductBySkuQuerySchema,
  TargetProductSchema,
  TargetProductSearchQuerySchema,
  TargetProductValidateQuerySchema,
  TargetProductValidationSchema,
  TargetSchema,
  TargetSearchQuerySchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { findTargetProductBySku, findTargetProductByUrl } from '../services/targeting/find-target-product';
import { searchLandingPages } from '../services/targeting/search-landing-pages';
import { searchTargetProducts, validateTargetProduct } from '../services/targeting/search-target-products';
import { listTargets, searchTargets } from '../services/targeting/targets';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['targeting'];

export const targetingRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/targeting/target',
    {
      schema: {
        tags,
        summary: 'The active shops (target webs) ads lead to',
        response: { 200: v.array(TargetSchema), ...errorResponses },
      },
    },
    async () => listTargets(ctx),
  );

  app.get(
    '/targeting/target/search',
    {
      schema: {
        tags,
        summary: 'Active shops whose name or address contains the text',
        querystring: TargetSearchQuerySchema,
        response: { 200: v.array(TargetSchema), ...errorResponses },
      },
    },
    async (request) => searchTargets(ctx, request.query.name),
  );

  app.get(
    '/targeting/target-product/search',
    {
      schema: {
        tags,
        summary:
          'Up to 20 active products of the shop whose name or SKU contains the text, of brands the advertiser may promote',
        querystring: TargetProductSearchQuerySchema,
        response: { 200: v.array(TargetProductSchema), ...errorResponses },
      },
    },
    async (request) => searchTargetProducts(ctx, authOf(request), request.query),
  );

  app.get(
    '/targeting/target-product/validate',
    {
      schema: {
        tags,
        summary: 'Whether the advertiser may promote the product (active, of the shop, of an allowed brand)',
        querystring: TargetProductValidateQuerySchema,
        response: { 200: TargetProductValidationSchema, ...errorResponses },
      },
    },
    async (request) => validateTargetProduct(ctx, authOf(request), request.query),
  );

  app.get(
    '/targeting/target-product/search-url',
    {
      schema: {
        tags,
        summary: 'The active product of the shop at this address, or null',
        querystring: TargetProductByUrlQuerySchema,
        response: { 200: v.nullable(TargetProductSchema), ...errorResponses },
      },
    },
    async (request) => findTargetProductByUrl(ctx, request.query),
  );

  app.get(
    '/targeting/target-product/search-sku',
    {
      schema: {
        tags,
        summary: 'The active product of the shop with this SKU, or null',
        querystring: TargetProductBySkuQuerySchema,
        response: { 200: v.nullable(TargetProductSchema), ...errorResponses },
      },
    },
    async (request) => findTargetProductBySku(ctx, request.query),
  );

  app.get(
    '/landing-pages/search',
    {
      schema: {
        tags,
        summary:
          "Approved, active landing pages in the shop of the advertiser (the caller's tenancy) whose name contains the text",
        querystring: LandingPageSearchQuerySchema,
        response: { 200: v.array(LandingPageOptionSchema), ...errorResponses },
      },
    },
    async (request) => searchLandingPages(ctx, authOf(request), request.query),
  );
};
