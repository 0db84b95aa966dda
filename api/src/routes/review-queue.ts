import {
  bulkApproveReviewQueueEndpoint,
  getNextReviewQueueEntryEndpoint,
  getReviewQueueCountEndpoint,
  getReviewQueueEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import {
  bulkApprove,
  listReviewQueue,
  nextReviewQueueEntry,
  reviewQueueCount,
} from '../services/review-queue';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['review queue'];

/**
 * The retailer's review queue: what waits for approval (creatives, item zips, landing pages), oldest
 * first, its counter, the next entry after a review, and approving several at once. Retailer staff
 * only; a single approval or return is the entry's own call.
 */
export default async function reviewQueueRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getReviewQueueEndpoint,
    { tags, summary: 'A page of what waits for the retailer, oldest first (by when it was sent)' },
    async (request) => listReviewQueue(ctx, request.query),
  );

  serve(
    app,
    getReviewQueueCountEndpoint,
    { tags, summary: 'How many entries wait, in all and per kind (the header counter)' },
    async () => reviewQueueCount(ctx),
  );

  serve(
    app,
    getNextReviewQueueEntryEndpoint,
    {
      tags,
      summary:
        'The next waiting entry after the one given (kind:id), within the filters; the oldest past the last',
    },
    async (request) => nextReviewQueueEntry(ctx, request.query),
  );

  serve(
    app,
    bulkApproveReviewQueueEndpoint,
    {
      tags,
      summary: 'Approve several waiting entries, each on its own; which were approved, which not and why',
    },
    async (request) => bulkApprove(ctx, authOf(request), request.body.entries, languageOf(request)),
  );
}
