import {
  IdParamsSchema,
  LandingPageTypeRequestSchema,
  LandingPageTypeUpdateRequestSchema,
  LandingPageTypeSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { createLandingPageType } from '../services/landing-pages/types/create-type';
import { deleteLandingPageType } from '../services/landing-pages/types/delete-type';
import { listLandingPageTypes } from '../services/landing-pages/types/list-types';
import { loadLandingPageType } from '../services/landing-pages/types/load-types';
import { updateLandingPageType } from '../services/landing-pages/types/update-type';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['landing page types'];
const type = { 200: LandingPageTypeSchema, ...errorResponses };

/**
 * Landing page types (spec 001 §7 "CRUD under /landing-page-types"): read by everyone who makes
 * landing pages, written by administrators.
 */
export const landingPageTypeRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/landing-page-types',
    {
      config: { access: access.shared('campaignUsers') },
      schema: {
        tags,
        summary: 'Every landing page type by name, with its format, shops and how many pages use it',
        response: { 200: v.array(LandingPageTypeSchema), ...errorResponses },
      },
    },
    async () => listLandingPageTypes(ctx),
  );

  app.get(
    '/landing-page-types/:id',
    {
      config: { access: access.shared('campaignUsers', { examples: { 'params.id': 'landingPageType' } }) },
      schema: { tags, summary: 'A landing page type', params: IdParamsSchema, response: type },
    },
    async (request) => loadLandingPageType(ctx.db, request.params.id),
  );

  app.post(
    '/landing-page-types',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'A new landing page type (administrators)',
        body: LandingPageTypeRequestSchema,
        response: type,
      },
    },
    async (request) => createLandingPageType(ctx, authOf(request), request.body),
  );

  app.put(
    '/landing-page-types/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'landingPageType' } }) },
      schema: {
        tags,
        summary: 'Change a landing page type (administrators; not its format while pages use it)',
        params: IdParamsSchema,
        body: LandingPageTypeUpdateRequestSchema,
        response: type,
      },
    },
    async (request) => updateLandingPageType(ctx, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/landing-page-types/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'landingPageType' } }) },
      schema: {
        tags,
        summary: 'Delete a landing page type no landing page uses (administrators; 409 otherwise)',
        params: IdParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLandingPageType(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
