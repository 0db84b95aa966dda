import * as v from 'valibot';
import { IdParamSchema, IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { IdListQuerySchema, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { ProductIdParamsSchema, ProductVariableValueSchema } from './products';

/** How many weeks an availability table shows by default, and at most. */
export const AVAILABILITY_DEFAULT_WEEKS = 26;
export const AVAILABILITY_MAX_WEEKS = 104;

/** ?from (a date; the week containing it is the first, default this week) &weeks (1–104, default 26). */
export const AvailabilityQuerySchema = v.object({
  from: v.optional(IsoDateSchema),
  weeks: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'invalid_number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(AVAILABILITY_MAX_WEEKS),
    ),
  ),
});
export type AvailabilityQuery = { from?: string; weeks?: number };

/** The campaign occupying a cell, with its company (spec: "campaign with company"). */
export const AvailabilityCampaignSchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: NamedRefSchema,
});
export type AvailabilityCampaign = v.InferOutput<typeof AvailabilityCampaignSchema>;

/**
 * One cell of a week: one column (an active variable value of the product, in column order; a
 * product without values has one column, `variableValue` null). Whether a free cell can still be
 * ordered is the week's `orderable`.
 */
export const AvailabilityCellSchema = v.object({
  /** The column's value: `name` is the text the column shows (the value, e.g. "Pozice 1"), in the caller's language. */
  variableValue: v.nullable(NamedRefSchema),
  taken: v.boolean(),
  /** The occupying item: retailer staff only; null for everyone else and for free cells. */
  campaignItem: v.nullable(v.object({ id: IdSchema })),
  /** The occupying campaign with its company: retailer staff only; null for everyone else and for free cells. */
  campaign: v.nullable(AvailabilityCampaignSchema),
  /** 'Volno' / 'Obsazeno' in the caller's language. */
  label: v.string(),
});
export type AvailabilityCell = v.InferOutput<typeof AvailabilityCellSchema>;

export const AvailabilityWeekSchema = v.object({
  /** 'd.m. – d.m.Y' of the week, for the row header. */
  dateLabel: v.string(),
  /** Monday. */
  startDate: IsoDateSchema,
  /** Sunday. */
  endDate: IsoDateSchema,
  /** False for weeks that can no longer be ordered (started already). */
  orderable: v.boolean(),
  /** One cell per column, in the order of the answer's `variableValues` (one when it is empty). */
  values: v.array(AvailabilityCellSchema),
});
export type AvailabilityWeek = v.InferOutput<typeof AvailabilityWeekSchema>;

/**
 * GET /products/{id}/availability (spec 000 §3 "Availability"): weeks × variable values of a
 * flat-rate product with availability check, each week with a cell per column, free or taken; who
 * occupies a taken cell (item, campaign and company) for retailer staff only.
 */
export const ProductAvailabilitySchema = v.object({
  productId: IdSchema,
  /** The product variables: its active variable values, the columns (none: one column, the product). */
  variableValues: v.array(ProductVariableValueSchema),
  weeks: v.array(AvailabilityWeekSchema),
});
export type ProductAvailability = v.InferOutput<typeof ProductAvailabilitySchema>;

export const getProductAvailabilityEndpoint = endpoint({
  method: 'get',
  path: '/products/:id/availability',
  params: ProductIdParamsSchema,
  query: AvailabilityQuerySchema,
  response: ProductAvailabilitySchema,
  access: access.shared('everyone'),
});
export const getProductAvailability = bindEndpoint(
  getProductAvailabilityEndpoint,
  ({ send }) =>
    (productId: number, query: AvailabilityQuery = {}) =>
      send({ params: { id: productId }, searchParams: searchParamsOf(query) }),
);

/** ?excludedCampaignItems=1,2 (the item being edited does not block itself) plus the window. */
export const VariableValueAvailabilityQuerySchema = v.object({
  ...AvailabilityQuerySchema.entries,
  excludedCampaignItems: IdListQuerySchema,
});

/** The taken weeks of one variable value (0: the product without values), for the order form's date picker. */
export const VariableValueAvailabilitySchema = v.object({
  variableValueId: v.nullable(IdSchema),
  /** Mondays of the weeks taken in the window. */
  takenWeeks: v.array(IsoDateSchema),
});
export type VariableValueAvailability = v.InferOutput<typeof VariableValueAvailabilitySchema>;

/** {id}/{variableValueId}: a variable value id, or 0 for a product without values. */
export const VariableValueAvailabilityParamsSchema = v.object({
  id: IdParamSchema,
  variableValueId: v.union([
    v.pipe(
      v.literal('0'),
      v.transform(() => 0),
    ),
    IdParamSchema,
  ]),
});

export const getVariableValueAvailabilityEndpoint = endpoint({
  method: 'get',
  path: '/products/:id/variable-value-availability/:variableValueId',
  params: VariableValueAvailabilityParamsSchema,
  query: VariableValueAvailabilityQuerySchema,
  response: VariableValueAvailabilitySchema,
  access: access.shared('everyone'),
});
/** GET /products/{id}/variable-value-availability/{variableValueId}?excludedCampaignItems */
export const getVariableValueAvailability = bindEndpoint(
  getVariableValueAvailabilityEndpoint,
  ({ send }) =>
    (
      productId: number,
      variableValueId: number,
      query: AvailabilityQuery & { excludedCampaignItems?: number[] } = {},
    ) =>
      send({
        params: { id: productId, variableValueId },
        searchParams: searchParamsOf({
          from: query.from,
          weeks: query.weeks,
          excludedCampaignItems: query.excludedCampaignItems?.join(','),
        }),
      }),
);

/** A free cell chosen in an availability table: the order form starts with it (spec: the prefill). */
export const AvailabilityPrefillSchema = v.object({
  productId: IdSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  variableValue: v.nullable(IdSchema),
});
export type AvailabilityPrefill = v.InferOutput<typeof AvailabilityPrefillSchema>;
