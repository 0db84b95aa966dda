import type { CampaignItem, CreativeState } from '@portal/shared-contracts/campaign-items';

/** The columns the item table sorts by (spec 000 §2), on the client: the campaign has all its items. */
export type ItemSortField = 'name' | 'startDate' | 'endDate' | 'state' | 'price' | 'creative';

const names = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });

/** How far a creative has come: none, a zip only, draft, returned, waiting, approved. */
const CREATIVE_RANK: Record<CreativeState, number> = {
  new: 2,
  returned: 3,
  'waiting-for-approval': 4,
  approved: 5,
};

export function creativeRank(item: Pick<CampaignItem, 'creative' | 'zipUploaded'>): number {
  if (item.creative) return CREATIVE_RANK[item.creative.creativeState];
  return item.zipUploaded ? 1 : 0;
}

/**
 * Ascending order of two items by a column. The product name column shows the item's name
 * (generatedName, else the product name), which begins with the product name, so it sorts by that;
 * states sort in their lifecycle order (by id); ties keep the server's order (Array.sort is stable).
 */
export const ITEM_COMPARATORS: Record<ItemSortField, (a: CampaignItem, b: CampaignItem) => number> = {
  name: (a, b) => names.compare(a.name, b.name),
  startDate: (a, b) => a.startDate.localeCompare(b.startDate),
  endDate: (a, b) => a.endDate.localeCompare(b.endDate),
  state: (a, b) => a.itemState.id - b.itemState.id,
  price: (a, b) => a.price - b.price,
  creative: (a, b) => creativeRank(a) - creativeRank(b),
};
