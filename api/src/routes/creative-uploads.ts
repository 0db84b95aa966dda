import multipart from '@fastify/multipart';
import {
  CreativeSchema,
  IdParamSchema,
  IdParamsSchema,
  ItemMediaTextRequestSchema,
  MediaInfoSchema,
  UploadedCreativeFileSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import {
  itemMediaFileInfo,
  updateItemMediaText,
  uploadItemMediaFile,
} from '../services/creatives/files/item-media';
import { serveCreativeFile } from '../services/creatives/files/serve-creative-file';
import { uploadFieldFile } from '../services/creatives/files/upload-field-file';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['creatives'];
const binary = { 200: { description: 'The image', type: 'string', format: 'binary' }, ...errorResponses };

/**
 * The files of creatives: uploads for a field (multipart, field `file`; parsed in this plugin only),
 * the item media of a saved creative (the spec's /campaigns/media calls) and the files served back.
 */
export const creativeUploadRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    // One file; past fileSize busboy truncates it and the checks answer fileTooBig.
    limits: { fileSize: ctx.config.creativeFileMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });
  const filePart = (request: { isMultipart(): boolean; file(): Promise<unknown> }) => async () =>
    (request.isMultipart() ? request.file() : undefined) as never;

  app.post(
    '/creatives/formats/fields/:id/upload',
    {
      config: { access: access.self('campaignUsers', { examples: { 'params.id': 'creativeFormatField' } }) },
      schema: {
        tags,
        summary: "A file for a field of a new creative of the caller's company, checked and kept until saved",
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: UploadedCreativeFileSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadFieldFile(ctx, authOf(request), request.params.id, null, filePart(request), languageOf(request)),
  );

  app.post(
    '/creatives/upload/company/:companyId/media/:id',
    {
      config: {
        access: access.company('campaignUsers', 'company', 'params.companyId', {
          examples: { 'params.id': 'creativeFormatField' },
        }),
      },
      schema: {
        tags,
        summary: 'A file for a field of a new creative of the company, checked and kept until saved',
        consumes: ['multipart/form-data'],
        params: v.object({ companyId: IdParamSchema, id: IdParamSchema }),
        response: { 200: UploadedCreativeFileSchema, ...errorResponses },
      },
    },
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

  app.post(
    '/campaigns/media/:id/file-info',
    {
      config: { access: access.company('campaignUsers', 'creativeMedia') },
      schema: {
        tags,
        summary: "The checks of a file for the item media's field, without keeping it",
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: MediaInfoSchema, ...errorResponses },
      },
    },
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

  app.post(
    '/campaigns/media/:id/file-preview',
    {
      config: { access: access.company('campaignUsers', 'creativeMedia') },
      schema: {
        tags,
        summary: 'A checked file for the field with its content in base64, without keeping it',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: MediaInfoSchema, ...errorResponses },
      },
    },
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

  app.post(
    '/campaigns/media/:id/file',
    {
      config: { access: access.company('campaignUsers', 'creativeMedia') },
      schema: {
        tags,
        summary: "A checked file becomes the field's value (and the fields converted from it are filled)",
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: CreativeSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadItemMediaFile(ctx, authOf(request), request.params.id, filePart(request), languageOf(request)),
  );

  app.put(
    '/campaigns/media/:id',
    {
      config: { access: access.company('campaignUsers', 'creativeMedia') },
      schema: {
        tags,
        summary: "A text field's value (null or empty clears it)",
        params: IdParamsSchema,
        body: ItemMediaTextRequestSchema,
        response: { 200: CreativeSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateItemMediaText(ctx, authOf(request), request.params.id, request.body.text, languageOf(request)),
  );

  app.get(
    '/creatives/media/:externalId',
    {
      config: { access: access.company('campaignUsers', 'creativeFile', 'params.externalId') },
      schema: {
        tags,
        summary: "A creative's image",
        params: v.object({ externalId: IdParamSchema }),
        response: binary,
      },
    },
    async (request, reply) =>
      serveCreativeFile(ctx, authOf(request), reply, request.params.externalId, { tmp: false }),
  );

  app.get(
    '/creatives/tmp-media/:id',
    {
      config: { access: access.company('campaignUsers', 'creativeTmpFile') },
      schema: {
        tags,
        summary: 'An image uploaded for a creative not saved yet',
        params: IdParamsSchema,
        response: binary,
      },
    },
    async (request, reply) =>
      serveCreativeFile(ctx, authOf(request), reply, request.params.id, { tmp: true }),
  );
};
