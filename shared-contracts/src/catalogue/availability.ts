import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { IdListQuerySchema, searchParamsOf } from '../common/query';
import { call } from '../http/client';
import { ProductVariableValueSchema } from './products';

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

/**
 * A taken cell of a week: one variable value's week (or the product's, when it has no values). Every
 * cell not listed is free; whether it can still be ordered is the week's `orderable`. The client
 * writes 'Volno' / 'Obsazeno' in its own language.
 */
export const AvailabilityTakenCellSchema = v.object({
  /** null when the product has no variable values. */
  variableValueId: v.nullable(IdSchema),
  /** The holding campaign, an id of the answer's `campaigns`: retailer staff only, null for everyone else. */
  campaignId: v.nullable(IdSchema),
});
export type AvailabilityTakenCell = v.InferOutput<typeof AvailabilityTakenCellSchema>;

export const AvailabilityWeekSchema = v.object({
  /** 'd.m. – d.m.Y' of the week, for the row header. */
  dateLabel: v.string(),
  /** Monday. */
  startDate: IsoDateSchema,
  /** Sunday. */
  endDate: IsoDateSchema,
  /** False for weeks that can no longer be ordered (started already). */
  orderable: v.boolean(),
  /** The week's taken cells, by variable value; the other cells are free. */
  taken: v.array(AvailabilityTakenCellSchema),
});
export type AvailabilityWeek = v.InferOutput<typeof AvailabilityWeekSchema>;

/** A campaign holding taken cells, with its company (the occupant): shown to retailer staff only. */
export const AvailabilityHolderSchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: NamedRefSchema,
});
export type AvailabilityHolder = v.InferOutput<typeof AvailabilityHolderSchema>;

/**
 * GET /products/{id}/availability: weeks × variable values of a flat-rate product with availability
 * check, each week with its taken cells; the holding campaigns once each, for retailer staff only.
 */
export const ProductAvailabilitySchema = v.object({
  productId: IdSchema,
  /** The columns: the product's active variable values (none: one column, the product). */
  variableValues: v.array(ProductVariableValueSchema),
  weeks: v.array(AvailabilityWeekSchema),
  /** The campaigns the weeks' `campaignId`s name, by id: empty for everyone but retailer staff. */
  campaigns: v.array(AvailabilityHolderSchema),
});
export type ProductAvailability = v.InferOutput<typeof ProductAvailabilitySchema>;

export const getProductAvailability = (productId: number, query: AvailabilityQuery = {}) =>
  call(ProductAvailabilitySchema, 'get', `/products/${productId}/availability`, {
    searchParams: searchParamsOf(query),
  });

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

/** GET /products/{id}/variable-value-availability/{variableValueId}?excludedCampaignItems */
export const getVariableValueAvailability = (
  productId: number,
  variableValueId: number,
  query: AvailabilityQuery & { excludedCampaignItems?: number[] } = {},
) =>
  call(
    VariableValueAvailabilitySchema,
    'get',
    `/products/${productId}/variable-value-availability/${variableValueId}`,
    {
      searchParams: searchParamsOf({
        from: query.from,
        weeks: query.weeks,
        excludedCampaignItems: query.excludedCampaignItems?.join(','),
      }),
    },
  );

/** A free cell chosen in an availability table: the order form starts with it (spec: the prefill). */
export const AvailabilityPrefillSchema = v.object({
  productId: IdSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  variableValue: v.nullable(IdSchema),
});
export type AvailabilityPrefill = v.InferOutput<typeof AvailabilityPrefillSchema>;
