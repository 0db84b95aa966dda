import { queueReviewPath, type ReviewQueueEntry, type ReviewQueueItem } from '@portal/shared-contracts';
import type { QueueRow, QueueRowItem } from './queue-rows';

const DAY_MS = 86_400_000;
const itemPath = (item: { id: number; campaignId: number }) =>
  `/campaigns/${item.campaignId}/items/${item.id}/creative`;

/** An item as the queue shows it; its name is the product with its variable values, as the item lists name it. */
function toItem(item: QueueRowItem, today: string): ReviewQueueItem {
  return {
    id: item.id,
    name: item.values ? `${item.productName} – ${item.values}` : item.productName,
    campaign: { id: item.campaignId, name: item.campaignName },
    product: { id: item.productId, name: item.productName },
    startDate: item.startDate,
    daysUntilStart: Math.round((Date.parse(item.startDate) - Date.parse(today)) / DAY_MS),
  };
}

/**
 * Where the portal reviews an entry: the landing page's detail; the item creative page of a
 * creative's first waiting item (or first item at all) or of a zip's item; but the queue's own review
 * (queueReviewPath) when that item's product is of native format, whose creative preview goes back to
 * the campaign (spec 000 §2), or when no item shows the creative. Every entry has a review page.
 */
function reviewPathOf(row: QueueRow, first: QueueRow['firstItem']) {
  if (row.kind === 'landingPage') return `/landing-pages/${row.id}`;
  if (!first || first.nativeFormat) return queueReviewPath({ kind: row.kind, id: Number(row.id) });
  return itemPath(first);
}

/**
 * An entry of the queue from its row: its items with the days until they start (from `today`, the
 * services' date in Prague), and where the portal reviews it (reviewPathOf).
 */
export function toQueueEntry(row: QueueRow, today: string): ReviewQueueEntry {
  const items = (row.items ?? []).map((item) => toItem(item, today));
  const first = row.items?.[0] ?? row.firstItem;
  return {
    kind: row.kind,
    id: Number(row.id),
    name: row.kind === 'itemZip' ? (items[0]?.name ?? '') : (row.name ?? ''),
    company: { id: Number(row.companyId), name: row.companyName },
    waitingSince: new Date(row.waitingSince).toISOString(),
    items,
    zipFileName: row.zipFileName,
    target: row.targetId === null ? null : { id: Number(row.targetId), name: row.targetName ?? '' },
    path: reviewPathOf(row, first),
  };
}
