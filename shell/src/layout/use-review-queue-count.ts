import { useLocation } from '@portal/shared-ui/router';
import useSWR from 'swr';

/** How often the counter is read again while the retailer stays on one screen. */
const REFRESH_MS = 60_000;

/**
 * How many entries wait for the retailer (the review queue's header counter), read again on every
 * change of screen (a review moves to another address, so the number follows the retailer's own
 * decisions at once) and every minute (for what buyers send meanwhile). The contracts of the queue
 * load with the first read, not with the shell.
 */
export function useReviewQueueCount(enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  const { data } = useSWR(
    enabled ? ['review-queue-count', pathname] : null,
    () => import('@portal/shared-contracts/landing-pages').then((module) => module.getReviewQueueCount()),
    { refreshInterval: REFRESH_MS, keepPreviousData: true, shouldRetryOnError: false },
  );
  return data?.total;
}
