import {
  BulkApproveRequestSchema,
  BulkApproveResultSchema,
  ReviewQueueCountSchema,
  ReviewQueueNextQuerySchema,
  ReviewQueueNextSchema,
  ReviewQueuePageSchema,
  ReviewQueueQuerySchema,
} from '@portal/shared-contracts';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { bulkApprove } from '../services/review-queue/bulk-approve';
import { listReviewQueue } from '../services/review-queue/list-review-queue';
import { nextReviewQueueEntry } from '../services/review-queue/next-entry';
import { reviewQueueCount } from '../services/review-queue/review-queue-count';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['review queue'];

/**
 * The retailer's review queue: what waits for approval (creatives, item zips, landing pages), oldest
 * first, its counter, the next entry after a review, and approving several at once. Retailer staff
 * only; a single approval or return is the entry's own call.
 */
export const reviewQueueRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/review-queue',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary: 'A page of what waits for the retailer, oldest first (by when it was sent)',
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueuePageSchema, ...errorResponses },
      },
    },
    async (request) => listReviewQueue(ctx, request.query),
  );

  app.get(
    '/review-queue/count',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary: 'How many entries wait, in all and per kind (the header counter)',
        response: { 200: ReviewQueueCountSchema, ...errorResponses },
      },
    },
    async () => reviewQueueCount(ctx),
  );

  app.get(
    '/review-queue/next',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary:
          'The next waiting entry after the one given (kind:id), within the filters; the oldest past the last',
        querystring: ReviewQueueNextQuerySchema,
        response: { 200: ReviewQueueNextSchema, ...errorResponses },
      },
    },
    async (request) => nextReviewQueueEntry(ctx, request.query),
  );

  app.post(
    '/review-queue/approve',
    {
      config: { access: access.retailer() },
      schema: {
        tags,
        summary: 'Approve several waiting entries, each on its own; which were approved, which not and why',
        body: BulkApproveRequestSchema,
        response: { 200: BulkApproveResultSchema, ...errorResponses },
      },
    },
    async (request) => bulkApprove(ctx, authOf(request), request.body.entries, languageOf(request)),
  );
};
