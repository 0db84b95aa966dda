import {
  approveCreativeEndpoint,
  assignItemCreativeEndpoint,
  createCreativeEndpoint,
  getCreativeChangesEndpoint,
  getCreativeDraftEndpoint,
  getCreativeEndpoint,
  rejectCreativeEndpoint,
  requestCreativeCheckEndpoint,
  searchCreativesEndpoint,
  updateCreativeEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  approveCreative,
  assignItemCreative,
  createCreative,
  creativeChanges,
  creativeDraft,
  loadCreative,
  rejectCreative,
  requestCreativeCheck,
  searchCreatives,
  updateCreative,
} from '../services/creatives';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['creatives'];

/** Creatives (spec 001 §7 "Media and creatives"): search, read, create, save, send, approve, return. */
export default async function creativeRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    searchCreativesEndpoint,
    {
      tags,
      summary: "The company's creatives of the product's format whose name contains the text, newest first",
    },
    async (request) => searchCreatives(ctx, authOf(request), request.body),
  );

  serve(
    app,
    getCreativeDraftEndpoint,
    {
      tags,
      summary: 'What a new creative of the product is made of (its format), for an item if one is named',
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

  serve(
    app,
    createCreativeEndpoint,
    { tags, summary: 'A new creative of the product (for the named company or item; assigned to the item)' },
    async (request) =>
      createCreative(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    getCreativeEndpoint,
    { tags, summary: 'A creative with its values and what the caller may do' },
    async (request) => loadCreative(ctx.db, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    updateCreativeEndpoint,
    {
      tags,
      summary: "Save a creative's name and values (not while approved or waiting, except retailer staff)",
    },
    async (request) =>
      updateCreative(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    getCreativeChangesEndpoint,
    { tags, summary: 'What changed since the creative was last approved or returned' },
    async (request) => creativeChanges(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    requestCreativeCheckEndpoint,
    { tags, summary: 'A buyer sends a filled creative for approval' },
    async (request) => requestCreativeCheck(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    approveCreativeEndpoint,
    { tags, summary: 'Retailer staff approve a filled creative' },
    async (request) => approveCreative(ctx, authOf(request), request.params.id, languageOf(request)),
  );

  serve(
    app,
    rejectCreativeEndpoint,
    { tags, summary: 'Retailer staff return a creative to the buyer with the note as its reason' },
    async (request) =>
      rejectCreative(ctx, authOf(request), request.params.id, request.body.note, languageOf(request)),
  );

  serve(
    app,
    assignItemCreativeEndpoint,
    {
      tags: ['campaign items'],
      summary: "Assign one of the company's creatives of the product's format to the item",
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
}
