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
import { access } from '../access/access';

const tags = ['targeting'];

export const targetingRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/targeting/target',
    {
      config: { access: access.shared() },
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
      config: { access: access.shared() },
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
      config: {
        access: access.company('everyone', 'company', 'query.advertiserCompanyId', {
          optional: true,
          examples: { 'query.targetId': 'target' },
        }),
      },
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
      config: {
        access: access.company('everyone', 'company', 'query.advertiserCompanyId', {
          optional: true,
          examples: { 'query.targetId': 'target', 'query.targetProductId': 'targetProduct' },
        }),
      },
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
      config: {
        access: access.shared('everyone', {
          examples: { 'query.targetId': 'target' },
          sample: { query: { url: 'https://www.portal-retail.cz/' } },
        }),
      },
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
      config: {
        access: access.shared('everyone', {
          examples: { 'query.targetId': 'target' },
          sample: { query: { sku: 'SKU-0' } },
        }),
      },
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
      config: {
        access: access.company('everyone', 'company', 'query.companyId', {
          optional: true,
          examples: { 'query.targetId': 'target' },
        }),
      },
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
