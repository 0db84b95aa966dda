import multipart from '@fastify/multipart';
import {
  PreviewReleaseRequestSchema,
  PromoteReleaseRequestSchema,
  RegisterReleaseUrlRequestSchema,
  RELEASE_ARCHIVE_MAX_BYTES,
  ReleasedVersionSchema,
  ReleaseOverviewSchema,
  ReleaseTargetParamsSchema,
  RollbackReleaseRequestSchema,
  StageReleaseRequestSchema,
} from '@portal/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { endReleasePreview, previewRelease } from '../services/releases/preview-release';
import { promoteRelease } from '../services/releases/promote-release';
import { registerReleaseUrl } from '../services/releases/register-release-url';
import type { ReleaseActor } from '../services/releases/release-actor';
import { releaseOverview } from '../services/releases/release-overview';
import { rollbackRelease } from '../services/releases/rollback-release';
import { endStagedRelease, stageRelease } from '../services/releases/stage-release';
import { uploadRelease } from '../services/releases/upload-release';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['releases'];
const overview = { 200: ReleaseOverviewSchema, ...errorResponses };

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
export const releaseRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: RELEASE_ARCHIVE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
    throwFileSizeLimit: false,
  });

  const answerOverview = (request: FastifyRequest, name: Parameters<typeof releaseOverview>[1]) =>
    releaseOverview(ctx, name, request.auth?.sessionId ?? null, languageOf(request));

  app.get(
    '/remotes/:name',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary:
          "A release target's versions with their states, what is live, staged and previewed, its history",
        params: ReleaseTargetParamsSchema,
        response: overview,
      },
    },
    async (request) => answerOverview(request, request.params.name),
  );

  app.post(
    '/remotes/:name/versions',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary:
          'Release a build as a new version (multipart/form-data, field `file`: a zip of the build output with its portal-release.json); not live until promoted',
        consumes: ['multipart/form-data'],
        params: ReleaseTargetParamsSchema,
        response: { 200: ReleasedVersionSchema, ...errorResponses },
      },
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

  app.post(
    '/remotes/:name/versions/by-url',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary: 'Register a version hosted on an allowed other origin (REMOTE_ORIGINS: a CDN)',
        params: ReleaseTargetParamsSchema,
        body: RegisterReleaseUrlRequestSchema,
        response: { 200: ReleasedVersionSchema, ...errorResponses },
      },
    },
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

  app.post(
    '/remotes/:name/promote',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary: 'Make a version live (compare-and-set: 409 when the live version is not `expectedLive`)',
        params: ReleaseTargetParamsSchema,
        body: PromoteReleaseRequestSchema,
        response: overview,
      },
    },
    async (request) => {
      await promoteRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  app.post(
    '/remotes/:name/rollback',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary: 'Make the previous version live again (compare-and-set on `expectedLive`)',
        params: ReleaseTargetParamsSchema,
        body: RollbackReleaseRequestSchema,
        response: overview,
      },
    },
    async (request) => {
      await rollbackRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  app.put(
    '/remotes/:name/stage',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary: 'Stage a version for a share of users (stable by user id), the live one for the rest',
        params: ReleaseTargetParamsSchema,
        body: StageReleaseRequestSchema,
        response: overview,
      },
    },
    async (request) => {
      await stageRelease(ctx, request.params.name, request.body, actorOf(request), languageOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  app.delete(
    '/remotes/:name/stage',
    {
      config: { access: access.release() },
      schema: {
        tags,
        summary: 'End a staged release: everyone on the live version',
        params: ReleaseTargetParamsSchema,
        response: overview,
      },
    },
    async (request) => {
      await endStagedRelease(ctx, request.params.name, actorOf(request));
      return answerOverview(request, request.params.name);
    },
  );

  app.put(
    '/remotes/:name/preview',
    {
      config: { access: access.administrator({ examples: { 'params.name': 'releaseTarget' } }) },
      schema: {
        tags,
        summary: 'Run a version in this session only (administrators), from the next page load',
        params: ReleaseTargetParamsSchema,
        body: PreviewReleaseRequestSchema,
        response: overview,
      },
    },
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

  app.delete(
    '/remotes/:name/preview',
    {
      config: { access: access.self('everyone', { examples: { 'params.name': 'releaseTarget' } }) },
      schema: {
        tags,
        summary: "End this session's preview of a target (whoever previews it may end it)",
        params: ReleaseTargetParamsSchema,
        response: { 204: { type: 'null', description: 'Ended' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await endReleasePreview(ctx, authOf(request), request.params.name);
      return reply.code(204).send();
    },
  );
};
