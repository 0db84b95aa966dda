import { ContentPageRequestSchema, ContentPageSchema, PageCodeParamsSchema } from '@portal/shared-contracts';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { getContentPage } from '../services/pages/get-page';
import { updateContentPage } from '../services/pages/update-page';
import { languageOf } from './catalogue';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['pages'];
const page = { 200: ContentPageSchema, ...errorResponses };

/** Content pages (spec 001 §7 "Settings, images, pages"): read by every user, edited by administrators. */
export const pageRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pages/code/:code',
    {
      config: { access: access.shared('everyone', { examples: { 'params.code': 'contentPage' } }) },
      schema: {
        tags,
        summary: "A content page (the help page) in the caller's language, else in Czech",
        params: PageCodeParamsSchema,
        response: page,
      },
    },
    async (request) => getContentPage(ctx.db, request.params.code, languageOf(request)),
  );

  app.put(
    '/pages/code/:code',
    {
      config: { access: access.administrator({ examples: { 'params.code': 'contentPage' } }) },
      schema: {
        tags,
        summary: "Write a content page in the caller's language (administrators)",
        params: PageCodeParamsSchema,
        body: ContentPageRequestSchema,
        response: page,
      },
    },
    async (request) =>
      updateContentPage(ctx, authOf(request), request.params.code, languageOf(request), request.body),
  );
};
