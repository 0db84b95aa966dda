import multipart from '@fastify/multipart';
import {
  ImageIdParamsSchema,
  ImageListRequestSchema,
  ImageListSchema,
  ImageQuerySchema,
  LibraryImageSchema,
  UpdateImageRequestSchema,
} from '@portal/shared-contracts';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { deleteLibraryImage } from '../services/images/delete-image';
import { listLibraryImages } from '../services/images/list-images';
import { serveLibraryImage } from '../services/images/serve-image';
import { updateLibraryImage } from '../services/images/update-image';
import { uploadLibraryImage } from '../services/images/upload-image';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['image library'];
const image = { 200: LibraryImageSchema, ...errorResponses };

/**
 * The image library (spec 001 §7 "Settings, images, pages"): administrators upload, name, list and
 * delete pictures for products' cards; every signed-in user sees them served by id.
 */
export const imageRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/images/upload',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'A JPEG, PNG or WEBP for the library (multipart field file), checked from its bytes',
        consumes: ['multipart/form-data'],
        response: image,
      },
    },
    async (request) =>
      uploadLibraryImage(
        ctx,
        authOf(request),
        async () => (request.isMultipart() ? request.file() : undefined) as never,
        languageOf(request),
      ),
  );

  app.post(
    '/images/update',
    {
      config: { access: access.administrator({ examples: { 'body.id': 'libraryImage' } }) },
      schema: {
        tags,
        summary: "An image's name and description per language (administrators)",
        body: UpdateImageRequestSchema,
        response: image,
      },
    },
    async (request) => updateLibraryImage(ctx, authOf(request), request.body, languageOf(request)),
  );

  app.post(
    '/images/list',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'A page of the library, newest first, by name or file name (administrators)',
        body: ImageListRequestSchema,
        response: { 200: ImageListSchema, ...errorResponses },
      },
    },
    async (request) => listLibraryImages(ctx, request.body, languageOf(request)),
  );

  app.delete(
    '/images/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'libraryImage' } }) },
      schema: {
        tags,
        summary: 'Delete an image no product shows (administrators; 409 otherwise)',
        params: ImageIdParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLibraryImage(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/images/:id',
    {
      config: { access: access.shared('everyone', { examples: { 'params.id': 'libraryImage' } }) },
      schema: {
        tags,
        summary: 'A library image, or with thumb its 300×300 thumbnail (every signed-in user)',
        params: ImageIdParamsSchema,
        querystring: ImageQuerySchema,
        response: { 200: { description: 'The image', type: 'string', format: 'binary' }, ...errorResponses },
      },
    },
    async (request, reply) =>
      serveLibraryImage(
        ctx,
        reply,
        request.params.id,
        request.query.thumb === '1' || request.query.thumb === 'true',
      ),
  );
};
