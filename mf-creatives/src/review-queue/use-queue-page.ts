import { getReviewQueue } from '@portal/shared-contracts/landing-pages';
import { useLatestRequest } from '../common/use-latest-request';
import { useList } from '../common/use-list';
import { NO_QUEUE_FILTERS, type QueueFilters } from './queue-link';

/**
 * The queue's list state (page, size and filters per route in local storage and in the address)
 * and the page the server answers for it; `reload` reads the same page again (after a bulk approval).
 */
export function useQueuePage() {
  const list = useList<QueueFilters>(NO_QUEUE_FILTERS);
  const { filters, size, offset } = list;
  const query = {
    kind: filters.kind,
    companyId: filters.company?.id ?? null,
    firstResult: offset,
    maxResults: size,
  };
  const answer = useLatestRequest(JSON.stringify(query), (signal) => getReviewQueue(query, { signal }));
  return { ...list, ...answer };
}
