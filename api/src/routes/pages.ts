import { createHash } from 'node:crypto';
import {
  contentPageScriptEndpoint,
  getContentPageEndpoint,
  updateContentPageEndpoint,
} from '@portal/shared-contracts';
import { languageFromHeader } from '../i18n/locale';
import { authOf } from '../plugins/auth';
import { getContentPage, updateContentPage } from '../services/pages';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['pages'];

/** The answer of the script route in the OpenAPI document. */
const SCRIPT_RESPONSE = {
  description: "The page's script (application/javascript, UTF-8), empty when the page has none",
  type: 'string',
} as const;

/** Content pages (spec 001 §7 "Settings, images, pages"): read by every user, edited by administrators. */
export default async function pageRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getContentPageEndpoint,
    { tags, summary: "A content page (the help page) in the caller's language, else in Czech" },
    async (request) => getContentPage(ctx.db, request.params.code, languageOf(request)),
  );

  // The page's script is never put into the HTML: a script element of the page loads it from here,
  // the portal's own origin, which the Content-Security-Policy's script-src 'self' allows, so no
  // route's policy needs 'unsafe-inline' (docs/architecture.md, "Content pages").
  serve(
    app,
    contentPageScriptEndpoint,
    {
      tags,
      summary:
        "A content page's script as JavaScript, of the page GET /pages/code/{code} answers (the language of `locale`, else Accept-Language, else the user's; Czech when the language has none)",
      answerDocs: SCRIPT_RESPONSE,
    },
    async (request, reply) => {
      const language = request.query.locale ? languageFromHeader(request.query.locale) : languageOf(request);
      const { script: written } = await getContentPage(ctx.db, request.params.code, language);
      // The page runs the script again after every edit and language switch, in the same global
      // scope: as a block, its top-level const, let and class are declared anew each time.
      const script = written.trim() === '' ? '' : `{\n${written}\n}\n`;
      // The script itself names its version: a changed script is a new ETag whatever wrote it.
      const etag = `"${createHash('sha256').update(script).digest('base64url')}"`;
      void reply
        .type('application/javascript; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        // Checked with the server on every use: an edited script is never run from a cache.
        .header('cache-control', 'private, no-cache')
        .header('etag', etag);
      const known = (request.headers['if-none-match'] ?? '')
        .split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(etag)) return reply.code(304).send();
      return reply.send(script);
    },
  );

  serve(
    app,
    updateContentPageEndpoint,
    { tags, summary: "Write a content page in the caller's language (administrators)" },
    async (request) =>
      updateContentPage(ctx, authOf(request), request.params.code, languageOf(request), request.body),
  );
}
