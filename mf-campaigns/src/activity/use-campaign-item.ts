import { getCampaignItem } from '@portal/shared-contracts/campaign-items';
import { isApiError } from '@portal/shared-contracts/core';
import { useParams } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { useReloadOnLocaleChange } from '../common/use-reload-on-locale-change';

const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The SWR key of one item's detail: the detail and edit pages share the answer. */
export const campaignItemKey = (itemId: number) => ['campaign-item', itemId] as const;

/**
 * The item of /campaigns/:campaignId/items/:campaignItemId/…: GET /campaign-item/{id}. Not found
 * (spec §8 "item fetch 404") for a malformed id, the server's 404 (another tenant's item too), and an
 * item that belongs to another campaign than the path says.
 */
export function useCampaignItem() {
  const params = useParams();
  const campaignId = parseId(params.campaignId);
  const itemId = parseId(params.campaignItemId);
  const valid = campaignId !== null && itemId !== null;
  const answer = useSWR(valid ? campaignItemKey(itemId) : null, ([, id]) => getCampaignItem(id));
  useReloadOnLocaleChange(answer.mutate);
  const notFound =
    !valid ||
    (isApiError(answer.error) && answer.error.status === 404) ||
    (answer.data !== undefined && answer.data.item.campaignId !== campaignId);
  return { campaignId, itemId, notFound, ...answer };
}
