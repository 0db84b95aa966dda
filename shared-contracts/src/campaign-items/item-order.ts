import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NamedRefSchema } from '../common/primitives';
import { RateTypeSchema } from '../catalogue/product-enums';

/** Ordered impressions (CPM) or clicks (CPC) are at most this many (spec, document 2 §9). */
export const ORDERED_AMOUNT_LIMIT = 2_000_000_000;
/** A search keyword is at most this many characters. */
export const KEYWORD_MAX_LENGTH = 255;
/** The largest price a line item may total: what numeric(14,2) holds. */
export const ITEM_PRICE_LIMIT = 999_999_999_999.99;
export const ITEM_NOTE_MAX_LENGTH = 2000;
export const TARGET_URL_MAX_LENGTH = 2000;

export const KeywordSchema = v.object({
  id: v.optional(IdSchema),
  /** Checked by the order rules (empty, too long) so the form gets the spec's messages. */
  value: v.pipe(v.string(), v.maxLength(10_000)),
  exactMatch: v.boolean(),
});
export type Keyword = v.InferOutput<typeof KeywordSchema>;

/**
 * What a buyer fills in the order form (PUT /campaign-item/{id} has exactly these fields,
 * POST /campaigns/{id}/add-item adds productId). Absent and null mean "not given"; the rules of
 * checkItemOrder (the same in the browser and on the server) decide what is required.
 */
export const ItemOrderEntries = {
  note: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(ITEM_NOTE_MAX_LENGTH))),
  startDate: v.nullish(IsoDateSchema),
  endDate: v.nullish(IsoDateSchema),
  orderedAmount: v.nullish(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ),
  variableValueIdes: v.nullish(v.pipe(v.array(IdSchema), v.maxLength(100))),
  customProductPrice: v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(ITEM_PRICE_LIMIT))),
  targetURL: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(TARGET_URL_MAX_LENGTH))),
  targetProductId: v.nullish(IdSchema),
  targetLandingPageId: v.nullish(IdSchema),
  targetKeywords: v.nullish(v.pipe(v.array(KeywordSchema), v.maxLength(200))),
};
export const ItemOrderSchema = v.object(ItemOrderEntries);
export type ItemOrderInput = v.InferInput<typeof ItemOrderSchema>;
export type ItemOrder = v.InferOutput<typeof ItemOrderSchema>;

export const AddItemRequestSchema = v.object({ productId: IdSchema, ...ItemOrderEntries });
export type AddItemRequest = v.InferInput<typeof AddItemRequestSchema>;

/** A line item as the order answers describe it. Prices are CZK. */
export const OrderedItemSchema = v.object({
  id: IdSchema,
  campaignId: IdSchema,
  product: v.object({
    id: IdSchema,
    /** What the screens show: the product's title, or its ad-server name when it has none (titleOrName). */
    name: v.string(),
    rateType: RateTypeSchema,
    nativeFormat: v.boolean(),
  }),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  orderedAmount: v.nullable(v.number()),
  /** Per week, per 1000 impressions or per click: the product's price or the custom price. */
  unitPrice: v.number(),
  /** The item total the server computed. */
  price: v.number(),
  variableValues: v.array(NamedRefSchema),
  note: v.nullable(v.string()),
  targetURL: v.nullable(v.string()),
  targetProduct: v.nullable(v.object({ id: IdSchema, name: v.string(), externalIdentifier: v.string() })),
  targetLandingPage: v.nullable(NamedRefSchema),
  targetKeywords: v.array(v.object({ id: IdSchema, value: v.string(), exactMatch: v.boolean() })),
});
export type OrderedItem = v.InferOutput<typeof OrderedItemSchema>;

/** The answer of add-item and of an item update: the item and its campaign's new totals. */
export const ItemOrderResponseSchema = v.object({
  item: OrderedItemSchema,
  campaign: v.object({
    id: IdSchema,
    name: v.string(),
    campaignItemsCount: v.number(),
    totalPrice: v.number(),
  }),
});
export type ItemOrderResponse = v.InferOutput<typeof ItemOrderResponseSchema>;
