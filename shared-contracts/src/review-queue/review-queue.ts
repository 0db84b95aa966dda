import * as v from 'valibot';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, NamedRefSchema } from '../common/primitives';
import { OptionalIdQuerySchema, PageQueryEntries, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

/**
 * The retailer's review queue: everything waiting for the retailer's approval, oldest first (by when
 * it was sent) — creatives sent for approval, items waiting with an uploaded zip and no creative, and
 * landing pages sent for approval.
 */
export const REVIEW_QUEUE_KINDS = ['creative', 'itemZip', 'landingPage'] as const;
export type ReviewQueueKind = (typeof REVIEW_QUEUE_KINDS)[number];
export const ReviewQueueKindSchema = v.picklist(REVIEW_QUEUE_KINDS);

/** The most entries one bulk approval takes. */
export const REVIEW_QUEUE_BULK_MAX = 100;

/** A waiting item of an entry: what the retailer needs to judge how urgent it is. */
export const ReviewQueueItemSchema = v.object({
  id: IdSchema,
  /** The item's name (the product with its variable values). */
  name: v.string(),
  campaign: NamedRefSchema,
  product: NamedRefSchema,
  startDate: IsoDateSchema,
  /** Days from today (Prague) to the start; negative once it has started. */
  daysUntilStart: v.number(),
});
export type ReviewQueueItem = v.InferOutput<typeof ReviewQueueItemSchema>;

export const ReviewQueueEntrySchema = v.object({
  kind: ReviewQueueKindSchema,
  /** The creative's, the item's (itemZip) or the landing page's id. */
  id: IdSchema,
  /** The creative's or landing page's name; for a zip, the item's. */
  name: v.string(),
  company: NamedRefSchema,
  /** When it was sent for approval: the queue's order. */
  waitingSince: IsoDateTimeSchema,
  /** A creative's items waiting with it (by start date), a zip's item; none for a landing page. */
  items: v.array(ReviewQueueItemSchema),
  /** The uploaded zip's file name (itemZip). */
  zipFileName: v.nullable(v.string()),
  /** The landing page's shop (landingPage). */
  target: v.nullable(NamedRefSchema),
  /**
   * Where the portal reviews it (a path of the portal's routes): a creative's or zip's item creative
   * page, the landing page's detail; the queue's own review (queueReviewPath) for what has no page
   * of its own: a native-format item's creative or zip (no creative preview, spec 000 §2) and a
   * creative no item shows. Null only from an older server.
   */
  path: v.nullable(v.string()),
});
export type ReviewQueueEntry = v.InferOutput<typeof ReviewQueueEntrySchema>;

/**
 * The queue's own review screen of a creative or an item's zip (mf-creatives, retailer staff): for
 * the entries whose item creative page cannot show them — a native-format item's creative or zip,
 * whose creative preview goes back to the campaign (spec 000 §2), and a creative no item shows.
 */
export function queueReviewPath(ref: { kind: 'creative' | 'itemZip'; id: number }): string {
  return ref.kind === 'creative' ? `/review-queue/creatives/${ref.id}` : `/review-queue/items/${ref.id}`;
}

const OptionalKindQuerySchema = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    ReviewQueueKindSchema,
  ]),
);

/** GET /review-queue: one kind or all, one company or all, paged on the server. */
export const ReviewQueueQuerySchema = v.object({
  kind: OptionalKindQuerySchema,
  companyId: OptionalIdQuerySchema,
  ...PageQueryEntries,
});
export type ReviewQueueQuery = {
  kind?: ReviewQueueKind | null;
  companyId?: number | null;
  firstResult?: number;
  maxResults?: number;
};

export const ReviewQueuePageSchema = v.object({
  items: v.array(ReviewQueueEntrySchema),
  totalCount: v.number(),
});
export type ReviewQueuePage = v.InferOutput<typeof ReviewQueuePageSchema>;

export const ReviewQueueRefSchema = v.object({ kind: ReviewQueueKindSchema, id: IdSchema });
export type ReviewQueueRef = v.InferOutput<typeof ReviewQueueRefSchema>;

/**
 * GET /review-queue/next?after=<kind>:<id>: after the retailer approved or returned an entry (with
 * the entry's own call: /creatives/{id}/approve, /campaign-item/{id}/approve, /landing-pages/{id}/…),
 * the next waiting entry in queue order after it, within the same kind and company filters; past the
 * last one the queue starts again from the oldest. Without `after`, the oldest. `next` is null when
 * nothing waits.
 */
export const ReviewQueueNextQuerySchema = v.object({
  after: v.optional(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => undefined),
      ),
      v.pipe(
        v.string(),
        v.regex(/^(creative|itemZip|landingPage):[1-9]\d{0,9}$/, 'review_queue_after_invalid'),
        v.transform((value) => {
          const [kind, id] = value.split(':') as [ReviewQueueKind, string];
          return { kind, id: Number(id) };
        }),
        v.check((ref) => ref.id <= 2_147_483_647, 'review_queue_after_invalid'),
      ),
    ]),
  ),
  kind: OptionalKindQuerySchema,
  companyId: OptionalIdQuerySchema,
});

export const ReviewQueueNextSchema = v.object({
  next: v.nullable(ReviewQueueEntrySchema),
  /** Entries waiting within the filters (the one reviewed no longer counts). */
  totalCount: v.number(),
});
export type ReviewQueueNext = v.InferOutput<typeof ReviewQueueNextSchema>;

/** POST /review-queue/approve: several entries at once, each approved on its own. */
export const BulkApproveRequestSchema = v.object({
  entries: v.pipe(v.array(ReviewQueueRefSchema), v.minLength(1), v.maxLength(REVIEW_QUEUE_BULK_MAX)),
});
export type BulkApproveRequest = v.InferInput<typeof BulkApproveRequestSchema>;

export const BulkApproveResultSchema = v.object({
  approved: v.array(ReviewQueueRefSchema),
  /** Those refused, each with the error's code and message (what the entry's own call answers). */
  failed: v.array(
    v.object({ kind: ReviewQueueKindSchema, id: IdSchema, code: v.string(), message: v.string() }),
  ),
});
export type BulkApproveResult = v.InferOutput<typeof BulkApproveResultSchema>;

export const getReviewQueueEndpoint = endpoint({
  method: 'get',
  path: '/review-queue',
  query: ReviewQueueQuerySchema,
  response: ReviewQueuePageSchema,
  access: access.retailer(),
});
/** GET /review-queue (retailer staff) */
export const getReviewQueue = bindEndpoint(
  getReviewQueueEndpoint,
  ({ send }) =>
    (query: ReviewQueueQuery, init: { signal?: AbortSignal } = {}) =>
      send({ searchParams: searchParamsOf(query), ...init }),
);

export const getNextReviewQueueEntryEndpoint = endpoint({
  method: 'get',
  path: '/review-queue/next',
  query: ReviewQueueNextQuerySchema,
  response: ReviewQueueNextSchema,
  access: access.retailer(),
});
/** GET /review-queue/next (retailer staff) */
export const getNextReviewQueueEntry = bindEndpoint(
  getNextReviewQueueEntryEndpoint,
  ({ send }) =>
    (
      after: ReviewQueueRef | null,
      filters: { kind?: ReviewQueueKind | null; companyId?: number | null } = {},
    ) =>
      send({
        searchParams: searchParamsOf({ after: after ? `${after.kind}:${after.id}` : null, ...filters }),
      }),
);

export const bulkApproveReviewQueueEndpoint = endpoint({
  method: 'post',
  path: '/review-queue/approve',
  body: BulkApproveRequestSchema,
  response: BulkApproveResultSchema,
  access: access.retailer(),
});
/** POST /review-queue/approve (retailer staff) */
export const bulkApproveReviewQueue = bindEndpoint(
  bulkApproveReviewQueueEndpoint,
  ({ send }) =>
    (body: BulkApproveRequest) =>
      send({ json: body }),
);
