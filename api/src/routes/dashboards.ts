import {
  DashboardDataSchema,
  DashboardExportQuerySchema,
  DashboardQuerySchema,
  DashboardSettingsSchema,
  DashboardTokenSchema,
} from '@portal/shared-contracts';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { createDashboardToken } from '../services/dashboards/create-dashboard-token';
import { getDashboardSettings } from '../services/dashboards/dashboard-settings';
import { exportDashboard } from '../services/dashboards/export-dashboard';
import { getDashboardData } from '../services/dashboards/get-dashboard-data';
import { CSV_RESPONSE, exportLanguageOf, sendCsv } from './csv-reply';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['dashboards'];

/** A period the matrix and the fuzz can send: the demo data's weeks. */
const SAMPLE_PERIOD = { from: '2026-01-01', to: '2026-12-31' };

/** The dashboards page (spec 001 §7 "Settings, images, pages, dashboards") and its built-in charts. */
export const dashboardRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboards',
    {
      config: { access: access.shared('everyone') },
      schema: {
        tags,
        summary: 'Whether the dashboards page is on, and the embedded external dashboard when one is set up',
        response: { 200: DashboardSettingsSchema, ...errorResponses },
      },
    },
    async () => getDashboardSettings(ctx),
  );

  app.post(
    '/dashboards/token',
    {
      config: { access: access.self('everyone') },
      schema: {
        tags,
        summary:
          "A signed token (HS256 JWT, 65 minutes) for the embedded external dashboard, scoped to the caller's companies",
        response: { 200: DashboardTokenSchema, ...errorResponses },
      },
    },
    async (request) => createDashboardToken(ctx, authOf(request)),
  );

  app.get(
    '/dashboards/delivery',
    {
      config: { access: access.tenantList('everyone', { sample: { query: SAMPLE_PERIOD } }) },
      schema: {
        tags,
        summary:
          "The built-in charts of a period (at most 366 days): daily impressions, clicks, CTR and spend (whole CZK; every total the sum of its days), the running items' pacing and the top products (named in the caller's language), over the campaigns the caller sees (companyId: one of them)",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardDataSchema, ...errorResponses },
      },
    },
    async (request) => getDashboardData(ctx, authOf(request), request.query, languageOf(request)),
  );

  app.get(
    '/dashboards/delivery.csv',
    {
      exposeHeadRoute: false,
      config: { access: access.tenantList('everyone', { sample: { query: SAMPLE_PERIOD } }) },
      schema: {
        tags,
        summary: 'The daily figures of GET /dashboards/delivery as a CSV file (the header row in `locale`)',
        querystring: DashboardExportQuerySchema,
        response: { 200: CSV_RESPONSE, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { locale, ...period } = request.query;
      const csv = await exportDashboard(ctx, authOf(request), period, exportLanguageOf(request, locale));
      return sendCsv(reply, csv);
    },
  );
};
