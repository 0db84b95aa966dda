import * as v from 'valibot';
import { UI_LOCALES, type UiLocale } from '../common/locales';
import { IdSchema, IsoDateSchema } from '../common/primitives';
import { searchParamsOf } from '../common/query';
import { RateTypeSchema } from '../catalogue/product-enums';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { sessionStore } from '../session/session-store';

/** Spec 001 §10: the embedded dashboard is 700 px high and its token is renewed every 60 minutes. */
export const DASHBOARD_HEIGHT = 700;
export const DASHBOARD_TOKEN_REFRESH_MINUTES = 60;

/** The longest period the built-in charts show at once: a year, a leap day included. */
export const DASHBOARD_MAX_PERIOD_DAYS = 366;

/**
 * GET /dashboards: whether the page is on (the settings variable `menu-dashboards`), and the embedded
 * external analytics when the deployment configures one (DASHBOARDS_* in the API's environment);
 * without it the three are null and the page shows its built-in charts only.
 */
export const DashboardSettingsSchema = v.object({
  enabled: v.boolean(),
  workspaceHost: v.nullable(v.string()),
  workspaceId: v.nullable(v.string()),
  dashboardId: v.nullable(v.string()),
});
export type DashboardSettings = v.InferOutput<typeof DashboardSettingsSchema>;

/** POST /dashboards/token: a signed token for the embedded dashboard, valid a little over an hour. */
export const DashboardTokenSchema = v.object({ token: v.string(), expiresAt: v.string() });
export type DashboardToken = v.InferOutput<typeof DashboardTokenSchema>;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days of a period, both ends included. */
export const periodDays = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

const EmptyAsAbsent = v.pipe(
  v.literal(''),
  v.transform(() => undefined),
);

const CompanyIdQuerySchema = v.optional(
  v.union([
    EmptyAsAbsent,
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,9}$/, 'invalid_id'),
      v.transform(Number),
      v.maxValue(2_147_483_647, 'invalid_id'),
    ),
  ]),
);

/**
 * The query of the built-in charts and of their CSV: the period (both days included, at most
 * DASHBOARD_MAX_PERIOD_DAYS) and, for retailer staff and agencies, one company (others: their own).
 */
export const DashboardQuerySchema = v.pipe(
  v.object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    companyId: CompanyIdQuerySchema,
  }),
  v.check((query) => query.to >= query.from, 'dashboard_period_reversed'),
  v.check(
    (query) => periodDays(query.from, query.to) <= DASHBOARD_MAX_PERIOD_DAYS,
    'dashboard_period_too_long',
  ),
);
export type DashboardQuery = v.InferOutput<typeof DashboardQuerySchema>;

export const DashboardExportQuerySchema = v.pipe(
  v.object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    companyId: CompanyIdQuerySchema,
    locale: v.optional(v.union([EmptyAsAbsent, v.picklist(UI_LOCALES)])),
  }),
  v.check((query) => query.to >= query.from, 'dashboard_period_reversed'),
  v.check(
    (query) => periodDays(query.from, query.to) <= DASHBOARD_MAX_PERIOD_DAYS,
    'dashboard_period_too_long',
  ),
);

/**
 * One day's delivery of everything the caller sees (with the company filter). `spend` (CZK, 2
 * decimals): CPM impressions / 1000 × unit price and CPC clicks × unit price, an item never more
 * than its price; a flat-rate item its price spread evenly over its days. `ctr` in percent, null
 * without impressions.
 */
export const DashboardDaySchema = v.object({
  day: v.string(),
  impressions: v.number(),
  clicks: v.number(),
  ctr: v.nullable(v.number()),
  spend: v.number(),
});
export type DashboardDay = v.InferOutput<typeof DashboardDaySchema>;

/**
 * An item running on the period's last day (or today, if earlier): how much of its price it has
 * spent (`spentRatio`, percent) against how much of its time has passed (`elapsedRatio`, percent).
 */
export const DashboardPacingSchema = v.object({
  campaignItemId: IdSchema,
  campaignId: IdSchema,
  campaignName: v.string(),
  companyName: v.string(),
  productName: v.string(),
  rateType: RateTypeSchema,
  startDate: v.string(),
  endDate: v.string(),
  price: v.number(),
  spend: v.number(),
  spentRatio: v.nullable(v.number()),
  elapsedRatio: v.number(),
});
export type DashboardPacing = v.InferOutput<typeof DashboardPacingSchema>;

/** A product's delivery and spend over the period (the top ones by spend). */
export const DashboardProductSchema = v.object({
  productId: IdSchema,
  productName: v.string(),
  rateType: RateTypeSchema,
  impressions: v.number(),
  clicks: v.number(),
  spend: v.number(),
});
export type DashboardProduct = v.InferOutput<typeof DashboardProductSchema>;

/** How many products the top list names, and how many running items the pacing shows at most. */
export const DASHBOARD_TOP_PRODUCTS = 10;
export const DASHBOARD_PACING_ITEMS = 20;

export const DashboardDataSchema = v.object({
  from: v.string(),
  to: v.string(),
  totals: v.object({
    impressions: v.number(),
    clicks: v.number(),
    ctr: v.nullable(v.number()),
    spend: v.number(),
  }),
  /** Every day of the period, in order, days without delivery as zeros. */
  days: v.array(DashboardDaySchema),
  pacing: v.array(DashboardPacingSchema),
  /** All running items (the pacing list shows the DASHBOARD_PACING_ITEMS furthest behind). */
  runningItems: v.number(),
  topProducts: v.array(DashboardProductSchema),
});
export type DashboardData = v.InferOutput<typeof DashboardDataSchema>;

export const dashboardSettingsEndpoint = endpoint({
  method: 'get',
  path: '/dashboards',
  response: DashboardSettingsSchema,
  access: access.shared('everyone'),
});
/** Every signed-in user. */
export const getDashboardSettings = bindEndpoint(
  dashboardSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const createDashboardTokenEndpoint = endpoint({
  method: 'post',
  path: '/dashboards/token',
  response: DashboardTokenSchema,
  access: access.self('everyone'),
});
/** Every signed-in user, when the embedded dashboard is configured. */
export const createDashboardToken = bindEndpoint(
  createDashboardTokenEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export interface DashboardRequest {
  from: string;
  to: string;
  companyId?: number | null;
}

const queryOf = (request: DashboardRequest) => ({
  from: request.from,
  to: request.to,
  companyId: request.companyId ?? undefined,
});

export const dashboardDataEndpoint = endpoint({
  method: 'get',
  path: '/dashboards/delivery',
  query: DashboardQuerySchema,
  response: DashboardDataSchema,
  access: access.tenantList('everyone'),
});
/** Every signed-in user; the caller's tenancy. */
export const getDashboardData = bindEndpoint(
  dashboardDataEndpoint,
  ({ send }) =>
    (request: DashboardRequest) =>
      send({ searchParams: searchParamsOf(queryOf(request)) }),
);

export const dashboardExportEndpoint = endpoint({
  method: 'get',
  path: '/dashboards/delivery.csv',
  query: DashboardExportQuerySchema,
  response: 'csv',
  access: access.tenantList('everyone'),
});
/** The daily figures of the period as a CSV file, for a download link. */
export const dashboardExportUrl = bindEndpoint(
  dashboardExportEndpoint,
  ({ url }) =>
    (request: DashboardRequest, locale: UiLocale = sessionStore.getState().locale): string =>
      url({}, searchParamsOf({ ...queryOf(request), locale })),
);
