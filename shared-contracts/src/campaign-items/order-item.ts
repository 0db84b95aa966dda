import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { CampaignIdParamsSchema } from '../campaigns/create-campaign';
import { IdParamsSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import {
  AddItemRequestSchema,
  type AddItemRequest,
  type ItemOrderInput,
  ItemOrderResponseSchema,
  ItemOrderSchema,
} from './item-order';

export const addCampaignItemEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/add-item',
  params: CampaignIdParamsSchema,
  body: AddItemRequestSchema,
  response: ItemOrderResponseSchema,
  access: access.company('campaignUsers', 'campaign'),
});
/** Orders a product into the campaign. */
export const addCampaignItem = bindEndpoint(
  addCampaignItemEndpoint,
  ({ send }) =>
    (campaignId: number, body: AddItemRequest) =>
      send({ params: { id: campaignId }, json: body }),
);

export const updateCampaignItemEndpoint = endpoint({
  method: 'put',
  path: '/campaign-item/:id',
  params: IdParamsSchema,
  body: ItemOrderSchema,
  response: ItemOrderResponseSchema,
  access: access.company('campaignUsers', 'campaignItem'),
});
/** Changes an item under the same rules as ordering it. */
export const updateCampaignItem = bindEndpoint(
  updateCampaignItemEndpoint,
  ({ send }) =>
    (itemId: number, body: ItemOrderInput) =>
      send({ params: { id: itemId }, json: body }),
);

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

export const checkAvailabilityEndpoint = endpoint({
  method: 'put',
  path: '/campaign-item/check-availability',
  body: CheckAvailabilityRequestSchema,
  response: CheckAvailabilityResponseSchema,
  access: access.shared('campaignUsers'),
});
/** Whether the period is free (products without availability check always are). */
export const checkAvailability = bindEndpoint(
  checkAvailabilityEndpoint,
  ({ send }) =>
    (body: CheckAvailabilityRequest, init: { signal?: AbortSignal } = {}) =>
      send({ json: body, ...init }),
);
