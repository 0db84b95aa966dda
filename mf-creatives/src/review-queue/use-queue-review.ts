import { useLingui } from '@lingui/react/macro';
import { getNextReviewQueueEntry, type ReviewQueueRef } from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { notification } from '@portal/shared-ui/form-components';
import { useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { decodeQueueFilters, QUEUE_PARAM, queueListLink, reviewLink } from './queue-link';

export interface QueueReview {
  /** The queue's filters the page was opened with. */
  filters: { kind: ReviewQueueRef['kind'] | null; companyId: number | null };
  /** The queue list with the same filters. */
  listLink: string;
  /** After `reviewed` was approved, returned or skipped: on to the next waiting entry, or to the list. */
  next: (reviewed: ReviewQueueRef) => Promise<void>;
}

/**
 * For a review page opened from the queue (its address carries `?queue=`): what the queue bar shows
 * and where to go after a review. Null when the page was opened any other way.
 */
export function useQueueReview(): QueueReview | null {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = decodeQueueFilters(params.get(QUEUE_PARAM));
  if (!filters) return null;
  const listLink = queueListLink(filters);
  return {
    filters,
    listLink,
    next: async (reviewed) => {
      try {
        const { next } = await getNextReviewQueueEntry(reviewed, filters);
        const link = next ? reviewLink(next, filters) : null;
        if (next && link && !(next.kind === reviewed.kind && next.id === reviewed.id)) {
          await navigate(link);
          return;
        }
        notification.success({
          title: t`Fronta je prázdná`,
          description: t`Nic dalšího nečeká na schválení.`,
        });
      } catch (caught) {
        notification.error({
          title: t`Další položku fronty se nepodařilo načíst.`,
          description: errorText(caught),
        });
      }
      await navigate(listLink);
    },
  };
}
