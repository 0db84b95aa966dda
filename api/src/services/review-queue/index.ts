/**
 * The retailer's review queue: what waits for approval, the next entry and the bulk approval. This
 * index is all the area offers to the rest of the API.
 */
export { bulkApprove } from './bulk-approve';
export { listReviewQueue } from './list-review-queue';
export { nextReviewQueueEntry } from './next-entry';
export { reviewQueueCount } from './review-queue-count';
