import {
  createLandingPageTypeEndpoint,
  deleteLandingPageTypeEndpoint,
  getLandingPageTypeEndpoint,
  listLandingPageTypesEndpoint,
  updateLandingPageTypeEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  createLandingPageType,
  deleteLandingPageType,
  listLandingPageTypes,
  loadLandingPageType,
  updateLandingPageType,
} from '../services/landing-pages';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['landing page types'];

/**
 * Landing page types (spec 001 §7 "CRUD under /landing-page-types"): read by everyone who makes
 * landing pages, written by administrators.
 */
export default async function landingPageTypeRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    listLandingPageTypesEndpoint,
    { tags, summary: 'Every landing page type by name, with its format, shops and how many pages use it' },
    async () => listLandingPageTypes(ctx),
  );

  serve(app, getLandingPageTypeEndpoint, { tags, summary: 'A landing page type' }, async (request) =>
    loadLandingPageType(ctx.db, request.params.id),
  );

  serve(
    app,
    createLandingPageTypeEndpoint,
    { tags, summary: 'A new landing page type (administrators)' },
    async (request) => createLandingPageType(ctx, authOf(request), request.body),
  );

  serve(
    app,
    updateLandingPageTypeEndpoint,
    { tags, summary: 'Change a landing page type (administrators; not its format while pages use it)' },
    async (request) => updateLandingPageType(ctx, authOf(request), request.params.id, request.body),
  );

  serve(
    app,
    deleteLandingPageTypeEndpoint,
    {
      tags,
      summary: 'Delete a landing page type no landing page uses (administrators; 409 otherwise)',
      answerDocs: { type: 'null', description: 'Deleted' },
    },
    async (request, reply) => {
      await deleteLandingPageType(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
