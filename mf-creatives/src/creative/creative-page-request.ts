import { parseRouteId, type RouteLocation } from '@portal/shared-ui';
import { preload } from 'swr';
import { campaignItemKey, loadItemDetail } from '../common/item-request';

/**
 * The creative page's route preload: the item, which every view waits for. What comes next (the
 * creative, the search, the draft) depends on the item and the view, so the screen asks for it. An
 * address without valid ids shows the not-found panel without asking.
 */
export function preloadCreativePage(location: RouteLocation): void {
  const campaignId = parseRouteId(location.params.campaignId);
  const itemId = parseRouteId(location.params.campaignItemId);
  if (campaignId === null || itemId === null) return;
  void preload(campaignItemKey(itemId), loadItemDetail);
}
