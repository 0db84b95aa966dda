import { getReviewQueue } from '@portal/shared-contracts/landing-pages';
import { useServerList } from '@portal/shared-ui';
import { NO_QUEUE_FILTERS } from './queue-link';

/**
 * The queue's list state (page, size and filters per route in local storage and in the address)
 * and the page the server answers for it; `reload` reads the same page again (after a bulk approval).
 */
export function useQueuePage() {
  return useServerList({
    filters: NO_QUEUE_FILTERS,
    query: ({ filters, offset, size }) => ({
      kind: filters.kind,
      companyId: filters.company?.id ?? null,
      firstResult: offset,
      maxResults: size,
    }),
    load: (query, signal) => getReviewQueue(query, { signal }),
  });
}
