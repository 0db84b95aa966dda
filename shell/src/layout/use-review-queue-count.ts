import { getReviewQueueCount, onReviewQueueChanged } from '@portal/shared-contracts/core';
import { useLocation } from '@portal/shared-ui/router';
import { useEffect } from 'react';
import useSWR from 'swr';

/** How often the counter is read again while the retailer stays on one screen. */
const REFRESH_MS = 60_000;

/**
 * How many entries wait for the retailer (the review queue's header counter), read again at once
 * whenever a screen says an approval or a return succeeded (`reviewQueueChanged` of the contracts'
 * core entry: the creative, item zip and landing page reviews and the queue's bulk approval of the
 * remotes call it), on every change of screen and every minute (for what buyers send meanwhile).
 * The call is in the core entry of the contracts, so the queue's other contracts load only with the
 * queue.
 */
export function useReviewQueueCount(enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  const { data, mutate } = useSWR(enabled ? ['review-queue-count', pathname] : null, getReviewQueueCount, {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return onReviewQueueChanged(() => void mutate());
  }, [enabled, mutate]);
  return data?.total;
}
