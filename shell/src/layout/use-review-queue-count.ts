import { getReviewQueueCount } from '@portal/shared-contracts/core';
import { useLocation } from '@portal/shared-ui/router';
import useSWR from 'swr';

/** How often the counter is read again while the retailer stays on one screen. */
const REFRESH_MS = 60_000;

/**
 * How many entries wait for the retailer (the review queue's header counter), read again on every
 * change of screen (a review moves to another address, so the number follows the retailer's own
 * decisions at once) and every minute (for what buyers send meanwhile). The call is in the core
 * entry of the contracts, so the queue's other contracts load only with the queue.
 */
export function useReviewQueueCount(enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  const { data } = useSWR(enabled ? ['review-queue-count', pathname] : null, getReviewQueueCount, {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return data?.total;
}
