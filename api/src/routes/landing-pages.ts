import multipart from '@fastify/multipart';
import {
  ActiveLandingPageTypeSchema,
  CreateLandingPageRequestSchema,
  IdParamsSchema,
  LandingPageChangesSchema,
  LandingPageFieldParamsSchema,
  LandingPageFilterDataSchema,
  LandingPageFilterRequestSchema,
  LandingPagePageSchema,
  LandingPageSasInfoSchema,
  LandingPageSchema,
  LandingPageSummarySchema,
  RejectLandingPageRequestSchema,
  UpdateLandingPageRequestSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { approveLandingPage } from '../services/landing-pages/approve-landing-page';
import { createLandingPage } from '../services/landing-pages/create-landing-page';
import { filterLandingPages } from '../services/landing-pages/filter-landing-pages';
import { landingPageChanges } from '../services/landing-pages/landing-page-changes';
import { landingPageFilterData } from '../services/landing-pages/landing-page-filter-data';
import { landingPageSasInfo } from '../services/landing-pages/landing-page-sas-info';
import { listLandingPages } from '../services/landing-pages/list-landing-pages';
import { loadLandingPage } from '../services/landing-pages/load-landing-page';
import { rejectLandingPage } from '../services/landing-pages/reject-landing-page';
import { requestLandingPageCheck } from '../services/landing-pages/request-landing-page-check';
import { activeLandingPageTypes } from '../services/landing-pages/types/active-types';
import { updateLandingPage } from '../services/landing-pages/update-landing-page';
import { uploadLandingPageFieldFile } from '../services/landing-pages/upload-field-file';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['landing pages'];
const page = { 200: LandingPageSchema, ...errorResponses };

/**
 * Landing pages (spec 001 §7 "Landing pages"): the list and its filter, creating a page of a type,
 * reading and saving it (its type's format fields, files checked as a creative's), sending it for
 * approval and the retailer's review. The search for the order form is GET /landing-pages/search
 * (routes/targeting.ts).
 */
export const landingPageRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/landing-pages',
    {
      config: { access: access.tenantList('campaignUsers') },
      schema: {
        tags,
        summary: "The caller's landing pages (its tenancy) by name",
        response: { 200: v.array(LandingPageSummarySchema), ...errorResponses },
      },
    },
    async (request) => listLandingPages(ctx, authOf(request)),
  );

  app.post(
    '/landing-pages/filter',
    {
      config: {
        access: access.tenantList('campaignUsers', { sample: { body: { firstResult: 0, maxResults: 50 } } }),
      },
      schema: {
        tags,
        summary: "A page of the caller's landing pages by search, company, shop, state and active flag",
        body: LandingPageFilterRequestSchema,
        response: { 200: LandingPagePageSchema, ...errorResponses },
      },
    },
    async (request) => filterLandingPages(ctx, authOf(request), request.body),
  );

  app.get(
    '/landing-pages/filter-data',
    {
      config: { access: access.tenantList('campaignUsers') },
      schema: {
        tags,
        summary: 'The companies (within tenancy), shops and states the landing page filter offers',
        response: { 200: LandingPageFilterDataSchema, ...errorResponses },
      },
    },
    async (request) => landingPageFilterData(ctx, authOf(request)),
  );

  app.get(
    '/landing-pages/active-types',
    {
      config: { access: access.shared('campaignUsers') },
      schema: {
        tags,
        summary: 'The active landing page types with the shops a page of each may be made for',
        response: { 200: v.array(ActiveLandingPageTypeSchema), ...errorResponses },
      },
    },
    async () => activeLandingPageTypes(ctx),
  );

  app.post(
    '/landing-pages/create',
    {
      config: {
        access: access.company('campaignUsers', 'company', 'body.companyId', {
          optional: true,
          examples: { 'body.landingPageTypeId': 'landingPageType', 'body.targetId': 'target' },
        }),
      },
      schema: {
        tags,
        summary: 'A new landing page of a type, in a shop the type allows, for the named company',
        body: CreateLandingPageRequestSchema,
        response: page,
      },
    },
    async (request) => createLandingPage(ctx, authOf(request), request.body, languageOf(request)),
  );

  app.get(
    '/landing-pages/:id',
    {
      config: { access: access.company('campaignUsers', 'landingPage') },
      schema: {
        tags,
        summary: 'A landing page with its fields, values and what the caller may do',
        params: IdParamsSchema,
        response: page,
      },
    },
    async (request) => loadLandingPage(ctx.db, authOf(request), request.params.id, languageOf(request)),
  );

  app.put(
    '/landing-pages/:id',
    {
      config: { access: access.company('campaignUsers', 'landingPage') },
      schema: {
        tags,
        summary:
          "Save a landing page's name, active flag and values (not while approved or waiting, except retailer staff)",
        params: IdParamsSchema,
        body: UpdateLandingPageRequestSchema,
        response: page,
      },
    },
    async (request) =>
      updateLandingPage(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.get(
    '/landing-pages/:id/changes',
    {
      config: { access: access.company('campaignUsers', 'landingPage') },
      schema: {
        tags,
        summary: 'What changed since the landing page was last approved or returned',
        params: IdParamsSchema,
        response: { 200: LandingPageChangesSchema, ...errorResponses },
      },
    },
    async (request) => landingPageChanges(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/landing-pages/:id/request-check',
    {
      config: { access: access.company('buyers', 'landingPage') },
      schema: {
        tags,
        summary: 'A buyer sends a filled landing page for approval',
        params: IdParamsSchema,
        response: page,
      },
    },
    async (request) => requestLandingPageCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/landing-pages/:id/approve',
    {
      config: { access: access.company('retailerLike', 'landingPage') },
      schema: {
        tags,
        summary: 'Retailer staff approve a filled landing page',
        params: IdParamsSchema,
        response: page,
      },
    },
    async (request) => approveLandingPage(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    '/landing-pages/:id/reject',
    {
      config: { access: access.company('retailerLike', 'landingPage') },
      schema: {
        tags,
        summary: 'Retailer staff return a landing page to the buyer with the note as its reason',
        params: IdParamsSchema,
        body: RejectLandingPageRequestSchema,
        response: page,
      },
    },
    async (request) =>
      rejectLandingPage(ctx, authOf(request), request.params.id, request.body.note, languageOf(request)),
  );

  app.get(
    '/sas-info/landing-page/:id',
    {
      config: { access: access.company('retailerStaff', 'landingPage') },
      schema: {
        tags: ['ad-server'],
        summary: "What the ad server is told of the landing page: its address, its type's size and format",
        params: IdParamsSchema,
        response: { 200: LandingPageSasInfoSchema, ...errorResponses },
      },
    },
    async (request) => landingPageSasInfo(ctx, authOf(request), request.params.id),
  );

  // The field uploads parse multipart in a scope of their own, as the creative uploads do.
  const uploadRoutes: FastifyPluginAsyncValibot = async (uploads) => {
    await uploads.register(multipart, {
      // One file; past fileSize busboy truncates it and the checks answer fileTooBig.
      limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
      throwFileSizeLimit: false,
    });
    uploads.post(
      '/landing-pages/:id/fields/:fieldId/file',
      {
        config: {
          access: access.company('campaignUsers', 'landingPage', 'params.id', {
            examples: { 'params.fieldId': 'landingPageFileField' },
          }),
        },
        schema: {
          tags,
          summary: "A checked image becomes the field's value (and the fields converted from it are filled)",
          consumes: ['multipart/form-data'],
          params: LandingPageFieldParamsSchema,
          response: page,
        },
      },
      async (request) =>
        uploadLandingPageFieldFile(
          ctx,
          authOf(request),
          request.params.id,
          request.params.fieldId,
          async () => (request.isMultipart() ? request.file() : undefined) as never,
          languageOf(request),
        ),
    );
  };
  await app.register(uploadRoutes);
};
