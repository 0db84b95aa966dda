import * as v from 'valibot';
import { call } from '../http/client';

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
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

/** PUT /pages/code/{code} (administrators): the page in the caller's language. */
export const ContentPageRequestSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('page_title_required'), v.maxLength(PAGE_TITLE_MAX_LENGTH)),
  content: v.pipe(v.string(), v.maxLength(PAGE_CONTENT_MAX_LENGTH)),
  script: v.optional(v.pipe(v.string(), v.maxLength(PAGE_SCRIPT_MAX_LENGTH)), ''),
});
export type ContentPageRequest = v.InferInput<typeof ContentPageRequestSchema>;

/** GET /pages/code/{code} (every signed-in user) */
export const getContentPage = (code: string) => call(ContentPageSchema, 'get', `/pages/code/${code}`);

/** PUT /pages/code/{code} (administrators) */
export const updateContentPage = (code: string, body: ContentPageRequest) =>
  call(ContentPageSchema, 'put', `/pages/code/${code}`, { json: body });
