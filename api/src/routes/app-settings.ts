import {
  getAvailableUiLocalesEndpoint,
  getCampaignItemsTargetUrlSettingsEndpoint,
  getCreativesSettingsEndpoint,
  getDefaultSystemUsersEndpoint,
  getDynamicLandingPagesSettingsEndpoint,
  getMenuSettingsEndpoint,
  getPerformanceMetricsDisplayEndpoint,
  getRemoteRegistryEndpoint,
  getShellStartEndpoint,
  getSupportContactEndpoint,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { authOf, tokenForSession } from '../plugins/auth';
import { viewerOf } from '../plugins/release-viewer';
import { remoteRegistry } from '../services/releases';
import {
  availableUiLocales,
  campaignItemsTargetUrl,
  creativesSettings,
  defaultSystemUsers,
  dynamicLandingPages,
  menuSettings,
  performanceMetricsDisplay,
} from '../services/settings';
import { shellStart } from '../services/shell-start';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['app settings'];

export default async function appSettingsRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  const { db } = ctx;
  // Public: the login page offers the languages and the shell needs the registry and the support contact before sign-in.
  serve(app, getAvailableUiLocalesEndpoint, { tags, summary: 'The languages of the interface' }, () =>
    availableUiLocales(db),
  );
  serve(
    app,
    getRemoteRegistryEndpoint,
    {
      tags,
      summary:
        'Remote registry: where the asking shell (?shell=<its version>) finds each remote for this session, and what of it that shell cannot run (docs/releasing.md)',
    },
    async (request, reply) => {
      // Revalidated on every use: a promote or rollback is seen by the next page load.
      void reply.header('cache-control', 'private, no-cache');
      return remoteRegistry(ctx, await viewerOf(ctx, request), request.query.shell, languageOf(request));
    },
  );
  serve(
    app,
    getShellStartEndpoint,
    {
      tags,
      summary:
        "What the shell needs before a signed-in page (the session, the menu settings, the remote registry for the asking shell, the support contact, the enabled remotes' menu entries) in one answer",
    },
    async (request, reply) => {
      // Never reused: a promote, a rollback or a changed setting is seen by the next page load.
      void reply.header('cache-control', 'private, no-store');
      const auth = authOf(request);
      return shellStart(
        ctx,
        auth,
        tokenForSession(request, auth.token),
        request.query.shell,
        languageOf(request),
      );
    },
  );
  serve(app, getSupportContactEndpoint, { tags, summary: 'Where users write for support' }, async () => ({
    email: ctx.config.supportEmail,
  }));

  serve(
    app,
    getCreativesSettingsEndpoint,
    { tags, summary: 'Settings of creatives (the zip upload switch)' },
    () => creativesSettings(db),
  );
  serve(
    app,
    getCampaignItemsTargetUrlSettingsEndpoint,
    { tags, summary: "Settings of campaign items' target URL" },
    () => campaignItemsTargetUrl(db),
  );
  serve(
    app,
    getPerformanceMetricsDisplayEndpoint,
    { tags, summary: 'Which performance metrics are shown' },
    () => performanceMetricsDisplay(db),
  );
  serve(
    app,
    getDynamicLandingPagesSettingsEndpoint,
    { tags, summary: 'Settings of dynamic landing pages' },
    () => dynamicLandingPages(db),
  );
  serve(app, getMenuSettingsEndpoint, { tags, summary: 'Enabled menu entries and remotes' }, () =>
    menuSettings(db),
  );
  serve(app, getDefaultSystemUsersEndpoint, { tags, summary: 'The default system users' }, () =>
    defaultSystemUsers(db),
  );
}
