import multipart from '@fastify/multipart';
import {
  creativeFileEndpoint,
  creativeTmpFileEndpoint,
  itemMediaFileInfoEndpoint,
  itemMediaFilePreviewEndpoint,
  updateItemMediaTextEndpoint,
  uploadCompanyFieldFileEndpoint,
  uploadFieldFileEndpoint,
  uploadItemMediaFileEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  itemMediaFileInfo,
  serveCreativeFile,
  updateItemMediaText,
  uploadFieldFile,
  uploadItemMediaFile,
} from '../services/creatives';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['creatives'];
const imageDocs = { description: 'The image', type: 'string', format: 'binary' };

/**
 * The files of creatives: uploads for a field (multipart, field `file`; parsed in this plugin only),
 * the item media of a saved creative (the spec's /campaigns/media calls) and the files served back.
 */
export default async function creativeUploadRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  await app.register(multipart, {
    // One file; past fileSize busboy truncates it and the checks answer fileTooBig.
    limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });
  const filePart = (request: { isMultipart(): boolean; file(): Promise<unknown> }) => async () =>
    (request.isMultipart() ? request.file() : undefined) as never;

  serve(
    app,
    uploadFieldFileEndpoint,
    {
      tags,
      summary: "A file for a field of a new creative of the caller's company, checked and kept until saved",
    },
    async (request) =>
      uploadFieldFile(ctx, authOf(request), request.params.id, null, filePart(request), languageOf(request)),
  );

  serve(
    app,
    uploadCompanyFieldFileEndpoint,
    { tags, summary: 'A file for a field of a new creative of the company, checked and kept until saved' },
    async (request) =>
      uploadFieldFile(
        ctx,
        authOf(request),
        request.params.id,
        request.params.companyId,
        filePart(request),
        languageOf(request),
      ),
  );

  serve(
    app,
    itemMediaFileInfoEndpoint,
    { tags, summary: "The checks of a file for the item media's field, without keeping it" },
    async (request) =>
      itemMediaFileInfo(
        ctx,
        authOf(request),
        request.params.id,
        filePart(request),
        { preview: false },
        languageOf(request),
      ),
  );

  serve(
    app,
    itemMediaFilePreviewEndpoint,
    { tags, summary: 'A checked file for the field with its content in base64, without keeping it' },
    async (request) =>
      itemMediaFileInfo(
        ctx,
        authOf(request),
        request.params.id,
        filePart(request),
        { preview: true },
        languageOf(request),
      ),
  );

  serve(
    app,
    uploadItemMediaFileEndpoint,
    {
      tags,
      summary: "A checked file becomes the field's value (and the fields converted from it are filled)",
    },
    async (request) =>
      uploadItemMediaFile(ctx, authOf(request), request.params.id, filePart(request), languageOf(request)),
  );

  serve(
    app,
    updateItemMediaTextEndpoint,
    { tags, summary: "A text field's value (null or empty clears it)" },
    async (request) =>
      updateItemMediaText(ctx, authOf(request), request.params.id, request.body.text, languageOf(request)),
  );

  serve(
    app,
    creativeFileEndpoint,
    { tags, summary: "A creative's image", answerDocs: imageDocs },
    async (request, reply) =>
      serveCreativeFile(ctx, authOf(request), reply, request.params.externalId, { tmp: false }),
  );

  serve(
    app,
    creativeTmpFileEndpoint,
    { tags, summary: 'An image uploaded for a creative not saved yet', answerDocs: imageDocs },
    async (request, reply) =>
      serveCreativeFile(ctx, authOf(request), reply, request.params.id, { tmp: true }),
  );
}
