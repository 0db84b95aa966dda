import * as v from 'valibot';
import { call } from '../http/client';

/**
 * GET /review-queue/count: the header's counter of what waits for the retailer, and each kind's
 * share. In the core entry, apart from the queue's other calls: the shell reads it on every screen.
 */
export const ReviewQueueCountSchema = v.object({
  total: v.number(),
  creatives: v.number(),
  itemZips: v.number(),
  landingPages: v.number(),
});
export type ReviewQueueCount = v.InferOutput<typeof ReviewQueueCountSchema>;

/** GET /review-queue/count (retailer staff) */
export const getReviewQueueCount = () => call(ReviewQueueCountSchema, 'get', '/review-queue/count');
