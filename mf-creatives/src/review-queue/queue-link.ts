import type { ReviewQueueEntry, ReviewQueueKind } from '@portal/shared-contracts/landing-pages';
import { REVIEW_QUEUE_KINDS } from '@portal/shared-contracts/landing-pages';

/** The queue's filters, as the list keeps them and as a review carries them to the next entry. */
export interface QueueFilters {
  kind: ReviewQueueKind | null;
  company: { id: number; name: string } | null;
}

export const NO_QUEUE_FILTERS: QueueFilters = { kind: null, company: null };

/**
 * The address parameter that says a page was opened from the review queue: its value keeps the
 * queue's filters (`<kind|*>.<companyId|*>`), so after a review the page moves to the next entry of
 * the same queue, and a reload or a shared link still does.
 */
export const QUEUE_PARAM = 'queue';

export function encodeQueueFilters(filters: { kind: ReviewQueueKind | null; companyId: number | null }) {
  return `${filters.kind ?? '*'}.${filters.companyId ?? '*'}`;
}

/** The filters of a `queue` parameter; null when there is none or it cannot be read. */
export function decodeQueueFilters(
  value: string | null,
): { kind: ReviewQueueKind | null; companyId: number | null } | null {
  const match = value === null ? null : /^([A-Za-z]+|\*)\.([1-9]\d{0,9}|\*)$/.exec(value);
  if (!match) return null;
  const [, kind, company] = match as unknown as [string, string, string];
  if (kind !== '*' && !(REVIEW_QUEUE_KINDS as readonly string[]).includes(kind)) return null;
  return {
    kind: kind === '*' ? null : (kind as ReviewQueueKind),
    companyId: company === '*' ? null : Number(company),
  };
}

/**
 * Where an entry is reviewed, opened from the queue: the item creative page or the landing page
 * detail, in preview, with the queue's filters. Null for a creative that no item shows.
 */
export function reviewLink(
  entry: Pick<ReviewQueueEntry, 'path'>,
  filters: { kind: ReviewQueueKind | null; companyId: number | null },
): string | null {
  if (!entry.path) return null;
  const params = new URLSearchParams({ view: 'preview', [QUEUE_PARAM]: encodeQueueFilters(filters) });
  return `${entry.path}?${params.toString()}`;
}

/** The queue list's address with the same filters (the list state's `filters` parameter). */
export function queueListLink(filters: { kind: ReviewQueueKind | null; companyId: number | null }) {
  if (!filters.kind && !filters.companyId) return '/review-queue';
  const kept: Partial<QueueFilters> = { kind: filters.kind };
  if (filters.companyId) kept.company = { id: filters.companyId, name: '' };
  return `/review-queue?${new URLSearchParams({ filters: JSON.stringify({ ...NO_QUEUE_FILTERS, ...kept }) }).toString()}`;
}
