import multipart from '@fastify/multipart';
import {
  downloadCampaignItemCreativeZipEndpoint,
  uploadCampaignItemCreativeZipEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  attachmentDisposition,
  downloadItemCreativeZip,
  uploadItemCreativeZip,
} from '../services/campaign-items';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['campaign items'];

/**
 * The item's creative as one zip: upload (multipart, field `file`) and download. Multipart is parsed
 * in this plugin only, so every other route still refuses it.
 */
export default async function campaignItemCreativeZipRoutes(
  app: RouteApp,
  { ctx }: RouteDeps,
): Promise<void> {
  await app.register(multipart, {
    // One file and a few small fields; past fileSize busboy truncates the file (a 400 from the service).
    limits: { fileSize: ctx.config.creativeZipMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  });

  serve(
    app,
    uploadCampaignItemCreativeZipEndpoint,
    {
      tags,
      summary:
        "Upload the item's creative as one zip (multipart/form-data, field `file`, application/zip); replaces an earlier one",
    },
    async (request) =>
      uploadItemCreativeZip(ctx, authOf(request), languageOf(request), request.params.id, async () =>
        request.isMultipart() ? request.file() : undefined,
      ),
  );

  serve(
    app,
    downloadCampaignItemCreativeZipEndpoint,
    {
      tags,
      summary: "Download the item's uploaded creative zip (retailer staff and impersonators)",
      answerDocs: { description: 'The zip (application/zip)', type: 'string', format: 'binary' },
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
}
