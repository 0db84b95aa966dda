import {
  AvailableUiLocalesSchema,
  CampaignItemsTargetUrlSettingsSchema,
  CreativesSettingsSchema,
  DefaultSystemUsersSchema,
  DynamicLandingPagesSettingsSchema,
  MenuSettingsSchema,
  PerformanceMetricsDisplaySchema,
  RemoteRegistryQuerySchema,
  RemoteRegistrySchema,
  SupportContactSchema,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { viewerOf } from '../plugins/release-viewer';
import { remoteRegistry } from '../services/releases/remote-registry';
import type { AppContext } from '../services/context';
import * as settings from '../services/settings/app-settings';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const tags = ['app settings'];

export const appSettingsRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Public: the login page offers the languages and the shell needs the registry and the support contact before sign-in.
  app.get(
    '/app-settings/available-ui-locales',
    {
      config: { access: access.public() },
      schema: { tags, response: { 200: AvailableUiLocalesSchema, ...errorResponses } },
    },
    () => settings.availableUiLocales(db),
  );
  app.get(
    '/app-settings/remotes',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          'Remote registry: where the asking shell (?shell=<its version>) finds each remote for this session, and what of it that shell cannot run (docs/releasing.md)',
        querystring: RemoteRegistryQuerySchema,
        response: { 200: RemoteRegistrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Revalidated on every use: a promote or rollback is seen by the next page load.
      void reply.header('cache-control', 'private, no-cache');
      return remoteRegistry(ctx, await viewerOf(ctx, request), request.query.shell, languageOf(request));
    },
  );
  app.get(
    '/app-settings/support-contact',
    {
      config: { access: access.public() },
      schema: { tags, response: { 200: SupportContactSchema, ...errorResponses } },
    },
    async () => ({ email: ctx.config.supportEmail }),
  );

  app.get(
    '/app-settings/creatives',
    {
      config: { access: access.shared() },
      schema: { tags, response: { 200: CreativesSettingsSchema, ...errorResponses } },
    },
    () => settings.creativesSettings(db),
  );
  app.get(
    '/app-settings/campaign-items-target-url',
    {
      config: { access: access.shared() },
      schema: { tags, response: { 200: CampaignItemsTargetUrlSettingsSchema, ...errorResponses } },
    },
    () => settings.campaignItemsTargetUrl(db),
  );
  app.get(
    '/app-settings/display-of-performance-metrics',
    {
      config: { access: access.shared() },
      schema: { tags, response: { 200: PerformanceMetricsDisplaySchema, ...errorResponses } },
    },
    () => settings.performanceMetricsDisplay(db),
  );
  app.get(
    '/app-settings/dynamic-landing-pages',
    {
      config: { access: access.shared() },
      schema: { tags, response: { 200: DynamicLandingPagesSettingsSchema, ...errorResponses } },
    },
    () => settings.dynamicLandingPages(db),
  );
  app.get(
    '/app-settings/menu',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: 'Enabled menu entries and remotes',
        response: { 200: MenuSettingsSchema, ...errorResponses },
      },
    },
    () => settings.menuSettings(db),
  );
  app.get(
    '/app-settings/default-system-users-name',
    {
      config: { access: access.shared() },
      schema: { tags, response: { 200: DefaultSystemUsersSchema, ...errorResponses } },
    },
    () => settings.defaultSystemUsers(db),
  );
};
