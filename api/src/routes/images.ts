import multipart from '@fastify/multipart';
import {
  deleteLibraryImageEndpoint,
  libraryImageEndpoint,
  listLibraryImagesEndpoint,
  updateLibraryImageEndpoint,
  uploadLibraryImageEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  deleteLibraryImage,
  listLibraryImages,
  serveLibraryImage,
  updateLibraryImage,
  uploadLibraryImage,
} from '../services/images';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['image library'];

/**
 * The image library (spec 001 §7 "Settings, images, pages"): administrators upload, name, list and
 * delete pictures for products' cards; every signed-in user sees them served by id.
 */
export default async function imageRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });

  serve(
    app,
    uploadLibraryImageEndpoint,
    { tags, summary: 'A JPEG, PNG or WEBP for the library (multipart field file), checked from its bytes' },
    async (request) =>
      uploadLibraryImage(
        ctx,
        authOf(request),
        async () => (request.isMultipart() ? request.file() : undefined) as never,
        languageOf(request),
      ),
  );

  serve(
    app,
    updateLibraryImageEndpoint,
    { tags, summary: "An image's name and description per language (administrators)" },
    async (request) => updateLibraryImage(ctx, authOf(request), request.body, languageOf(request)),
  );

  serve(
    app,
    listLibraryImagesEndpoint,
    { tags, summary: 'A page of the library, newest first, by name or file name (administrators)' },
    async (request) => listLibraryImages(ctx, request.body, languageOf(request)),
  );

  serve(
    app,
    deleteLibraryImageEndpoint,
    {
      tags,
      summary: 'Delete an image no product shows (administrators; 409 otherwise)',
      answerDocs: { type: 'null', description: 'Deleted' },
    },
    async (request, reply) => {
      await deleteLibraryImage(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  serve(
    app,
    libraryImageEndpoint,
    {
      tags,
      summary: 'A library image, or with thumb its 300×300 thumbnail (every signed-in user)',
      answerDocs: { description: 'The image', type: 'string', format: 'binary' },
    },
    async (request, reply) =>
      serveLibraryImage(
        ctx,
        reply,
        request.params.id,
        request.query.thumb === '1' || request.query.thumb === 'true',
      ),
  );
}
