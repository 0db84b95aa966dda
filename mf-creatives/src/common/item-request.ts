import { getCampaignItem } from '@portal/shared-contracts/campaign-items';
import { getCreative } from '@portal/shared-contracts/creatives';

/** The SWR key of one item's detail: the screens' hooks and the creative page's preload ask alike. */
export const campaignItemKey = (itemId: number) => ['campaign-item', itemId] as const;
export const creativeKey = (creativeId: number) => ['creative', creativeId] as const;

/** GET /campaign-item/{id} for its key. */
export const loadItemDetail = ([, id]: ReturnType<typeof campaignItemKey>) => getCampaignItem(id);
/** GET /creatives/{id} for its key. */
export const loadCreative = ([, id]: ReturnType<typeof creativeKey>) => getCreative(id);
