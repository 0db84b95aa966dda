import * as v from 'valibot';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

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

export const getReviewQueueCountEndpoint = endpoint({
  method: 'get',
  path: '/review-queue/count',
  response: ReviewQueueCountSchema,
  access: access.retailer(),
});
/** GET /review-queue/count (retailer staff) */
export const getReviewQueueCount = bindEndpoint(
  getReviewQueueCountEndpoint,
  ({ send }) =>
    () =>
      send(),
);

const queueListeners = new Set<() => void>();

/**
 * Says that what waits for the retailer has changed: a screen calls it as soon as an approval or a
 * return (single or bulk, of a creative, an item's zip or a landing page) succeeded, and whoever
 * shows the count (the shell's header counter) reads it again at once. The core entry is one
 * instance in the page, so a remote's call reaches the shell's listener.
 */
export function reviewQueueChanged(): void {
  for (const listener of [...queueListeners]) {
    try {
      listener();
    } catch {
      // A listener's failure is its own: the others still hear of the change.
    }
  }
}

/** Listens for reviewQueueChanged(); answers the function that stops listening. */
export function onReviewQueueChanged(listener: () => void): () => void {
  queueListeners.add(listener);
  return () => {
    queueListeners.delete(listener);
  };
}
