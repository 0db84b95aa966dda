import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { call } from '../http/client';
import { type AddItemRequest, type ItemOrderInput, ItemOrderResponseSchema } from './item-order';

/** POST /campaigns/{id}/add-item: orders a product into the campaign. */
export const addCampaignItem = (campaignId: number, body: AddItemRequest) =>
  call(ItemOrderResponseSchema, 'post', `/campaigns/${campaignId}/add-item`, { json: body });

/** PUT /campaign-item/{id}: changes an item under the same rules as ordering it. */
export const updateCampaignItem = (itemId: number, body: ItemOrderInput) =>
  call(ItemOrderResponseSchema, 'put', `/campaign-item/${itemId}`, { json: body });

export const CheckAvailabilityRequestSchema = v.object({
  productId: IdSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** As in the order form: at most ORDERED_AMOUNT_LIMIT (the server answers the spec's limit message). */
  orderedAmount: v.nullish(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ),
  variableValueIdes: v.nullish(v.pipe(v.array(IdSchema), v.maxLength(100))),
  /** The item being edited: its own weeks do not count as taken. */
  excludedCampaignItemId: v.nullish(IdSchema),
});
export type CheckAvailabilityRequest = v.InferInput<typeof CheckAvailabilityRequestSchema>;

export const CheckAvailabilityResponseSchema = v.object({
  available: v.boolean(),
  /** The taken weeks, each with its variable value (null for a product without values). */
  conflicts: v.array(
    v.object({ weekStart: IsoDateSchema, weekEnd: IsoDateSchema, variableValue: v.nullable(NamedRefSchema) }),
  ),
  /** Why it is not available, in the caller's language; null when available. */
  message: v.nullable(v.string()),
});
export type CheckAvailabilityResponse = v.InferOutput<typeof CheckAvailabilityResponseSchema>;

/** PUT /campaign-item/check-availability: whether the period is free (products without availability check always are). */
export const checkAvailability = (body: CheckAvailabilityRequest, init: { signal?: AbortSignal } = {}) =>
  call(CheckAvailabilityResponseSchema, 'put', '/campaign-item/check-availability', { json: body, ...init });
