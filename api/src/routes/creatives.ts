import {
  AssignCreativeRequestSchema,
  CampaignItemDetailSchema,
  CreateCreativeRequestSchema,
  CreativeChangesSchema,
  CreativeDraftSchema,
  CreativeSchema,
  CreativeSummarySchema,
  IdParamsSchema,
  OptionalIdQuerySchema,
  RejectCreativeRequestSchema,
  SearchCreativesRequestSchema,
  UpdateCreativeRequestSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { approveCreative } from '../services/creatives/approve-creative';
import { assignItemCreative } from '../services/creatives/assign-item-creative';
import { createCreative } from '../services/creatives/create-creative';
import { creativeChanges } from '../services/creatives/creative-changes';
import { creativeDraft } from '../services/creatives/creative-draft';
import { loadCreative } from '../services/creatives/load-creative';
import { rejectCreative } from '../services/creatives/reject-creative';
import { requestCreativeCheck } from '../services/creatives/request-creative-check';
import { searchCreatives } from '../services/creatives/search-creatives';
import { updateCreative } from '../services/creatives/update-creative';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['creatives'];
const creative = { 200: CreativeSchema, ...errorResponses };

/** Creatives (spec 001 §7 "Media and creatives"): search, read, create, save, send, approve, return. */
export const creativeRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/creatives/search',
    {
      config: {
        access: access.company('campaignUsers', 'company', 'body.companyId', {
          optional: true,
          examples: { 'body.productId': 'itemProduct' },
        }),
      },
      schema: {
        tags,
        summary: "The company's creatives of the product's format whose name contains the text, newest first",
        body: SearchCreativesRequestSchema,
        response: { 200: v.array(CreativeSummarySchema), ...errorResponses },
      },
    },
    async (request) => searchCreatives(ctx, authOf(request), request.body),
  );

  app.get(
    '/creatives/create/product/:id',
    {
      config: {
        access: access.company('campaignUsers', 'campaignItem', 'query.campaignItemId', {
          optional: true,
          examples: { 'params.id': 'itemProduct' },
        }),
      },
      schema: {
        tags,
        summary: 'What a new creative of the product is made of (its format), for an item if one is named',
        params: IdParamsSchema,
        querystring: v.object({ campaignItemId: OptionalIdQuerySchema }),
        response: { 200: CreativeDraftSchema, ...errorResponses },
      },
    },
    async (request) =>
      creativeDraft(
        ctx,
        authOf(request),
        request.params.id,
        request.query.campaignItemId,
        languageOf(request),
      ),
  );

  app.post(
    '/creatives/save/product/:id',
    {
      config: {
        access: access.company('campaignUsers', 'company', 'body.companyId', {
          optional: true,
          examples: { 'params.id': 'itemProduct' },
        }),
      },
      schema: {
        tags,
        summary: 'A new creative of the product (for the named company or item; assigned to the item)',
        params: IdParamsSchema,
        body: CreateCreativeRequestSchema,
        response: creative,
      },
    },
    async (request) =>
      createCreative(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.get(
    '/creatives/:id',
    {
      config: { access: access.company('campaignUsers', 'creative') },
      schema: {
        tags,
        summary: 'A creative with its values and what the caller may do',
        params: IdParamsSchema,
        response: creative,
      },
    },
    async (request) => loadCreative(ctx.db, authOf(request), request.params.id, languageOf(request)),
  );

  app.put(
    '/creatives/:id',
    {
      config: { access: access.company('campaignUsers', 'creative') },
      schema: {
        tags,
        summary: "Save a creative's name and values (not while approved or waiting, except retailer staff)",
        params: IdParamsSchema,
        body: UpdateCreativeRequestSchema,
        response: creative,
      },
    },
    async (request) =>
      updateCreative(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.get(
    '/creatives/:id/changes',
    {
      config: { access: access.company('campaignUsers', 'creative') },
      schema: {
        tags,
        summary: 'What changed since the creative was last approved or returned',
        params: IdParamsSchema,
        response: { 200: CreativeChangesSchema, ...errorResponses },
      },
    },
    async (request) => creativeChanges(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/creatives/:id/request-check',
    {
      config: { access: access.company('buyers', 'creative') },
      schema: {
        tags,
        summary: 'A buyer sends a filled creative for approval',
        params: IdParamsSchema,
        response: creative,
      },
    },
    async (request) => requestCreativeCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/creatives/:id/approve',
    {
      config: { access: access.company('retailerLike', 'creative') },
      schema: {
        tags,
        summary: 'Retailer staff approve a filled creative',
        params: IdParamsSchema,
        response: creative,
      },
    },
    async (request) => approveCreative(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/creatives/:id/reject',
    {
      config: { access: access.company('retailerLike', 'creative') },
      schema: {
        tags,
        summary: 'Retailer staff return a creative to the buyer with the note as its reason',
        params: IdParamsSchema,
        body: RejectCreativeRequestSchema,
        response: creative,
      },
    },
    async (request) =>
      rejectCreative(ctx, authOf(request), request.params.id, request.body.note, languageOf(request)),
  );

  app.post(
    '/campaign-item/:id/creative',
    {
      config: { access: access.company('campaignUsers', 'campaignItem') },
      schema: {
        tags: ['campaign items'],
        summary: "Assign one of the company's creatives of the product's format to the item",
        params: IdParamsSchema,
        body: AssignCreativeRequestSchema,
        response: { 200: CampaignItemDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      assignItemCreative(
        ctx,
        authOf(request),
        languageOf(request),
        request.params.id,
        request.body.creativeId,
      ),
  );
};
