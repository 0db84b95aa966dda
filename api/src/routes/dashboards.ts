import {
  createDashboardTokenEndpoint,
  dashboardDataEndpoint,
  dashboardExportEndpoint,
  dashboardSettingsEndpoint,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import {
  createDashboardToken,
  exportDashboard,
  getDashboardData,
  getDashboardSettings,
} from '../services/dashboards';
import { exportLanguageOf, sendCsv } from './support/csv-reply';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['dashboards'];

/** The dashboards page (spec 001 §7 "Settings, images, pages, dashboards") and its built-in charts. */
export default async function dashboardRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    dashboardSettingsEndpoint,
    {
      tags,
      summary: 'Whether the dashboards page is on, and the embedded external dashboard when one is set up',
    },
    async () => getDashboardSettings(ctx),
  );

  serve(
    app,
    createDashboardTokenEndpoint,
    {
      tags,
      summary:
        "A signed token (HS256 JWT, 65 minutes) for the embedded external dashboard, scoped to the caller's companies",
    },
    async (request) => createDashboardToken(ctx, authOf(request)),
  );

  serve(
    app,
    dashboardDataEndpoint,
    {
      tags,
      summary:
        "The built-in charts of a period (at most 366 days): daily impressions, clicks, CTR and spend (whole CZK; every total the sum of its days), the running items' pacing and the top products (named in the caller's language), over the campaigns the caller sees (companyId: one of them)",
    },
    async (request) => getDashboardData(ctx, authOf(request), request.query, languageOf(request)),
  );

  serve(
    app,
    dashboardExportEndpoint,
    {
      tags,
      summary: 'The daily figures of GET /dashboards/delivery as a CSV file (the header row in `locale`)',
      // A HEAD would read the whole export to send nothing.
      route: { exposeHeadRoute: false },
    },
    async (request, reply) => {
      const { locale, ...period } = request.query;
      const csv = await exportDashboard(ctx, authOf(request), period, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
  );
}
