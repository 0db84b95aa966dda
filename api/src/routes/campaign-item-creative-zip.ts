import multipart from '@fastify/multipart';
import { CampaignIdParamsSchema, CampaignItemDetailSchema } from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  attachmentDisposition,
  downloadItemCreativeZip,
} from '../services/campaign-items/download-item-creative-zip';
import { uploadItemCreativeZip } from '../services/campaign-items/upload-item-creative-zip';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';

/**
 * The item's creative as one zip: upload (multipart, field `file`) and download. Multipart is parsed
 * in this plugin only, so every other route still refuses it.
 */
export const campaignItemCreativeZipRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(multipart, {
    // One file and a few small fields; past fileSize busboy truncates the file (a 400 from the service).
    limits: { fileSize: ctx.config.creativeZipMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/campaign-item/:id/creative-zip',
    {
      config: { access: access.company('campaignUsers', 'campaignItem') },
      schema: {
        tags: ['campaign items'],
        summary:
          "Upload the item's creative as one zip (multipart/form-data, field `file`, application/zip); replaces an earlier one",
        consumes: ['multipart/form-data'],
        params: CampaignIdParamsSchema,
        response: { 200: CampaignItemDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadItemCreativeZip(ctx, authOf(request), languageOf(request), request.params.id, async () =>
        request.isMultipart() ? request.file() : undefined,
      ),
  );

  app.get(
    '/campaign-item/:id/creative-zip',
    {
      config: { access: access.company('retailerLike', 'campaignItemWithZip') },
      schema: {
        tags: ['campaign items'],
        summary: "Download the item's uploaded creative zip (retailer staff and impersonators)",
        params: CampaignIdParamsSchema,
        response: {
          200: { description: 'The zip (application/zip)', type: 'string', format: 'binary' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const zip = await downloadItemCreativeZip(ctx, authOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-length', String(zip.size))
        .header('content-disposition', attachmentDisposition(zip.fileName))
        .header('cache-control', 'private, no-store')
        .send(zip.content);
    },
  );
};
