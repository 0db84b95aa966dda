import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { UI_LOCALES, type UiLocale } from '../common/locales';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { sessionStore } from '../session/session-store';

export const PAGE_TITLE_MAX_LENGTH = 200;
export const PAGE_CONTENT_MAX_LENGTH = 200_000;
export const PAGE_SCRIPT_MAX_LENGTH = 50_000;

/** The help page's code (spec 000 §2 "Other": administrators edit it). */
export const HELP_PAGE_CODE = 'help';

export const PageCodeParamsSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'page_code_invalid')),
});

/**
 * A content page in the caller's language (cs, en or pl; the Czech page when the language has none):
 * its title, HTML content and script.
 */
export const ContentPageSchema = v.object({
  code: v.string(),
  language: v.picklist(['cs', 'en', 'pl']),
  title: v.string(),
  content: v.string(),
  script: v.string(),
  updatedAt: v.nullable(v.string()),
  /**
   * The edit version of the page in the caller's language (common/edit-version.ts): 0 while that
   * language has no page of its own (the Czech one is shown, and a save makes it).
   */
  version: v.number(),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

/** PUT /pages/code/{code} (administrators): the page in the caller's language, and the version read. */
export const ContentPageRequestSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('page_title_required'), v.maxLength(PAGE_TITLE_MAX_LENGTH)),
  content: v.pipe(v.string(), v.maxLength(PAGE_CONTENT_MAX_LENGTH)),
  script: v.pipe(v.string(), v.maxLength(PAGE_SCRIPT_MAX_LENGTH)),
  version: EditVersionSchema,
});
export type ContentPageRequest = v.InferInput<typeof ContentPageRequestSchema>;

export const getContentPageEndpoint = endpoint({
  method: 'get',
  path: '/pages/code/:code',
  params: PageCodeParamsSchema,
  response: ContentPageSchema,
  access: access.shared('everyone'),
});
/** GET /pages/code/{code} (every signed-in user) */
export const getContentPage = bindEndpoint(
  getContentPageEndpoint,
  ({ send }) =>
    (code: string) =>
      send({ params: { code } }),
);

export const updateContentPageEndpoint = endpoint({
  method: 'put',
  path: '/pages/code/:code',
  params: PageCodeParamsSchema,
  body: ContentPageRequestSchema,
  response: ContentPageSchema,
  access: access.administrator(),
});
/** PUT /pages/code/{code} (administrators) */
export const updateContentPage = bindEndpoint(
  updateContentPageEndpoint,
  ({ send }) =>
    (code: string, body: ContentPageRequest) =>
      send({ params: { code }, json: body }),
);

/**
 * Query of GET /pages/code/{code}/script.js: the UI locale (a script element sends the browser's
 * Accept-Language, not the portal's) and `v`, the page's updatedAt, which only makes a new address
 * for a new script.
 */
export const ContentPageScriptQuerySchema = v.object({
  locale: v.optional(v.union([v.literal(''), v.picklist(UI_LOCALES)])),
  v: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const contentPageScriptEndpoint = endpoint({
  method: 'get',
  path: '/pages/code/:code/script.js',
  params: PageCodeParamsSchema,
  query: ContentPageScriptQuerySchema,
  response: 'script',
  access: access.shared('everyone'),
});
/**
 * GET /pages/code/{code}/script.js (every signed-in user): the page's script as JavaScript from the
 * portal's own origin, so that the Content-Security-Policy's script-src 'self' runs it
 * (docs/architecture.md, "Content pages"). The address of a script element.
 */
export const contentPageScriptUrl = bindEndpoint(
  contentPageScriptEndpoint,
  ({ url }) =>
    (
      page: Pick<ContentPage, 'code' | 'updatedAt'>,
      locale: UiLocale = sessionStore.getState().locale,
    ): string =>
      url({ code: page.code }, new URLSearchParams({ v: page.updatedAt ?? '', locale })),
);
