import multipart from '@fastify/multipart';
import {
  endReleasePreviewEndpoint,
  endStagedReleaseEndpoint,
  getReleaseOverviewEndpoint,
  previewReleaseEndpoint,
  promoteReleaseEndpoint,
  registerReleaseUrlEndpoint,
  RELEASE_ARCHIVE_MAX_BYTES,
  rollbackReleaseEndpoint,
  stageReleaseEndpoint,
  uploadReleaseEndpoint,
} from '@portal/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import {
  endReleasePreview,
  endStagedRelease,
  previewRelease,
  promoteRelease,
  registerReleaseUrl,
  type ReleaseActor,
  releaseOverview,
  rollbackRelease,
  stageRelease,
  uploadRelease,
} from '../services/releases';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['releases'];

/** The deploy token's target, or the administrator whose session made the request. */
const actorOf = (request: FastifyRequest): ReleaseActor =>
  request.deployTarget
    ? { kind: 'token', target: request.deployTarget }
    : { kind: 'person', auth: authOf(request) };

/**
 * The release API (docs/releasing.md): a target's versions, uploading one (a zip of the build) or
 * registering one hosted elsewhere, promoting, rolling back, staging for a share of users, and
 * previewing in one's own session. A team's deploy token acts for its own target; administrators for
 * every target (the /settings/releases screen).
 */
export default async function releaseRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: RELEASE_ARCHIVE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
    throwFileSizeLimit: false,
  });

  const answerOverview = (request: FastifyRequest, name: Parameters<typeof releaseOverview>[1]) =>
    releaseOverview(ctx, name, request.auth?.sessionId ?? null, languageOf(request));

  serve(
    app,
    getReleaseOverviewEndpoint,
    {
      tags,
      summary:
        "A release target's versions with their states, what is live, staged and previewed, its history",
    },
    async (request) => answerOverview(request, request.params.name),
  );

  serve(
    app,
    uploadReleaseEndpoint,
    {
      tags,
      summary:
        'Release a build as a new version (multipart/form-data, field `file`: a zip of the build output with its portal-release.json); not live until promoted',
    },
    async (request) => {
      const { version, created } = await uploadRelease(
        ctx,
        request.params.name,
        async () => (request.isMultipart() ? request.file() : undefined),
        actorOf(request),
        languageOf(request),
      );
      return { name: request.params.name, version: version.version, created };
    },
  );

  serve(
    app,
    registerReleaseUrlEndpoint,
    { tags, summary: 'Register a version hosted on an allowed other origin (REMOTE_ORIGINS: a CDN)' },
    async (request) => {
      const { version, created } = await registerReleaseUrl(
        ctx,
        request.params.name,
        request.body,
        actorOf(request),
        languageOf(request),
      );
      return { name: request.params.name, version: version.version, created };
    },
  );

  serve(
    app,
    promoteReleaseEndpoint,
    {
      tags,
      summary: 'Make a version live (compare-and-set: 409 when the live version is not `expectedLive`)',
    },
    async (request) => {
      await promoteRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  serve(
    app,
    rollbackReleaseEndpoint,
    { tags, summary: 'Make the previous version live again (compare-and-set on `expectedLive`)' },
    async (request) => {
      await rollbackRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  serve(
    app,
    stageReleaseEndpoint,
    { tags, summary: 'Stage a version for a share of users (stable by user id), the live one for the rest' },
    async (request) => {
      await stageRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  serve(
    app,
    endStagedReleaseEndpoint,
    { tags, summary: 'End a staged release: everyone on the live version' },
    async (request) => {
      await endStagedRelease(ctx, request.params.name, actorOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  serve(
    app,
    previewReleaseEndpoint,
    { tags, summary: 'Run a version in this session only (administrators), from the next page load' },
    async (request) => {
      await previewRelease(
        ctx,
        authOf(request),
        request.params.name,
        request.body.version,
        languageOf(request),
      );
      return answerOverview(request, request.params.name);
    },
  );

  serve(
    app,
    endReleasePreviewEndpoint,
    {
      tags,
      summary: "End this session's preview of a target (whoever previews it may end it)",
      answerDocs: { type: 'null', description: 'Ended' },
    },
    async (request, reply) => {
      await endReleasePreview(ctx, authOf(request), request.params.name);
      return reply.code(204).send();
    },
  );
}
