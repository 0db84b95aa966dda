import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { getCreativesSettings } from '@portal/shared-contracts/core';
import type { Creative } from '@portal/shared-contracts/creatives';
import useSWR, { useSWRConfig } from 'swr';
import { campaignItemKey, creativeKey, loadCreative, loadItemDetail } from './item-request';

const CREATIVES_SETTINGS_KEY = 'app-settings/creatives';

/** GET /campaign-item/{id}: the item with its campaign's name, state and company. */
export function useItemDetail(itemId: number | null) {
  return useSWR(itemId === null ? null : campaignItemKey(itemId), loadItemDetail);
}

/** GET /creatives/{id}; nothing while there is no creative. */
export function useCreative(creativeId: number | null | undefined) {
  return useSWR(creativeId ? creativeKey(creativeId) : null, loadCreative);
}

/** The app setting "creative zip upload" (spec 000 §1), read once per page. */
export function useCreativesSettings() {
  return useSWR(CREATIVES_SETTINGS_KEY, () => getCreativesSettings(), { revalidateOnFocus: false });
}

/**
 * After an action: the item's answer (the one the call gave, else read again) and its creative (the
 * one a save answered, else read again), so the page, the dialogs and mf-campaigns' activity detail
 * show the new state.
 */
export function useRefreshItem() {
  const { mutate } = useSWRConfig();
  return async (itemId: number, given: { detail?: CampaignItemDetail; creative?: Creative } = {}) => {
    try {
      if (given.creative) await mutate(creativeKey(given.creative.id), given.creative, { revalidate: false });
      const item = given.detail
        ? await mutate(campaignItemKey(itemId), given.detail, { revalidate: false })
        : await mutate<CampaignItemDetail>(campaignItemKey(itemId));
      const creativeId = item?.item.creative?.id;
      if (creativeId && creativeId !== given.creative?.id) await mutate(creativeKey(creativeId));
    } catch {
      // A failed read shows where the data is shown (the hooks' error, with a retry); the action is done.
    }
  };
}
