import multipart from '@fastify/multipart';
import {
  activeLandingPageTypesEndpoint,
  approveLandingPageEndpoint,
  createLandingPageEndpoint,
  filterLandingPagesEndpoint,
  getLandingPageEndpoint,
  landingPageChangesEndpoint,
  landingPageFilterDataEndpoint,
  landingPageSasInfoEndpoint,
  listLandingPagesEndpoint,
  rejectLandingPageEndpoint,
  requestLandingPageCheckEndpoint,
  updateLandingPageEndpoint,
  uploadLandingPageFieldFileEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  activeLandingPageTypes,
  approveLandingPage,
  createLandingPage,
  filterLandingPages,
  landingPageChanges,
  landingPageFilterData,
  landingPageSasInfo,
  listLandingPages,
  loadLandingPage,
  rejectLandingPage,
  requestLandingPageCheck,
  updateLandingPage,
  uploadLandingPageFieldFile,
} from '../services/landing-pages';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['landing pages'];

/**
 * Landing pages (spec 001 §7 "Landing pages"): the list and its filter, creating a page of a type,
 * reading and saving it (its type's format fields, files checked as a creative's), sending it for
 * approval and the retailer's review. The search for the order form is GET /landing-pages/search
 * (routes/targeting.ts).
 */
export default async function landingPageRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    listLandingPagesEndpoint,
    { tags, summary: "The caller's landing pages (its tenancy) by name" },
    async (request) => listLandingPages(ctx, authOf(request)),
  );

  serve(
    app,
    filterLandingPagesEndpoint,
    { tags, summary: "A page of the caller's landing pages by search, company, shop, state and active flag" },
    async (request) => filterLandingPages(ctx, authOf(request), request.body),
  );

  serve(
    app,
    landingPageFilterDataEndpoint,
    { tags, summary: 'The companies (within tenancy), shops and states the landing page filter offers' },
    async (request) => landingPageFilterData(ctx, authOf(request)),
  );

  serve(
    app,
    activeLandingPageTypesEndpoint,
    { tags, summary: 'The active landing page types with the shops a page of each may be made for' },
    async () => activeLandingPageTypes(ctx),
  );

  serve(
    app,
    createLandingPageEndpoint,
    { tags, summary: 'A new landing page of a type, in a shop the type allows, for the named company' },
    async (request) => createLandingPage(ctx, authOf(request), request.body, languageOf(request)),
  );

  serve(
    app,
    getLandingPageEndpoint,
    { tags, summary: 'A landing page with its fields, values and what the caller may do' },
    async (request) => loadLandingPage(ctx.db, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    updateLandingPageEndpoint,
    {
      tags,
      summary:
        "Save a landing page's name, active flag and values (not while approved or waiting, except retailer staff)",
    },
    async (request) =>
      updateLandingPage(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    landingPageChangesEndpoint,
    { tags, summary: 'What changed since the landing page was last approved or returned' },
    async (request) => landingPageChanges(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    requestLandingPageCheckEndpoint,
    { tags, summary: 'A buyer sends a filled landing page for approval' },
    async (request) => requestLandingPageCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    approveLandingPageEndpoint,
    { tags, summary: 'Retailer staff approve a filled landing page' },
    async (request) => approveLandingPage(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    rejectLandingPageEndpoint,
    { tags, summary: 'Retailer staff return a landing page to the buyer with the note as its reason' },
    async (request) =>
      rejectLandingPage(ctx, authOf(request), request.params.id, request.body.note, languageOf(request)),
  );

  serve(
    app,
    landingPageSasInfoEndpoint,
    {
      tags: ['ad-server'],
      summary: "What the ad server is told of the landing page: its address, its type's size and format",
    },
    async (request) => landingPageSasInfo(ctx, authOf(request), request.params.id),
  );

  // The field uploads parse multipart in a scope of their own, as the creative uploads do.
  const uploadRoutes = async (uploads: RouteApp): Promise<void> => {
    await uploads.register(multipart, {
      // One file; past fileSize busboy truncates it and the checks answer fileTooBig.
      limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
      throwFileSizeLimit: false,
    });
    serve(
      uploads,
      uploadLandingPageFieldFileEndpoint,
      {
        tags,
        summary: "A checked image becomes the field's value (and the fields converted from it are filled)",
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
}
