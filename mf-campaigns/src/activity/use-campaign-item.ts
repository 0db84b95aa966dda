import { getCampaignItem } from '@portal/shared-contracts/campaign-items';
import { isApiError } from '@portal/shared-contracts/core';
import { useLocale } from '@portal/shared-ui';
import { useParams } from '@portal/shared-ui/router';
import useSWR from 'swr';

const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The SWR key of one item's detail in a language: the detail and edit pages share the answer, and
 * the API names the item's product and targeting values in the caller's language.
 */
export const campaignItemKey = (itemId: number, locale: string) => ['campaign-item', itemId, locale] as const;

/** Matches every cached reading of the item, whatever its language: for SWR's mutate after a write. */
export const anyCampaignItemKey = (itemId: number) => (key: unknown) =>
  Array.isArray(key) && key[0] === 'campaign-item' && key[1] === itemId;

/**
 * The item of /campaigns/:campaignId/items/:campaignItemId/…: GET /campaign-item/{id}, in the UI's
 * language (a switch reads it again, showing the previous answer meanwhile). Not found (spec §8 "item
 * fetch 404") for a malformed id, the server's 404 (another tenant's item too), and an item that
 * belongs to another campaign than the path says.
 */
export function useCampaignItem() {
  const params = useParams();
  const locale = useLocale();
  const campaignId = parseId(params.campaignId);
  const itemId = parseId(params.campaignItemId);
  const valid = campaignId !== null && itemId !== null;
  const answer = useSWR(valid ? campaignItemKey(itemId, locale) : null, ([, id]) => getCampaignItem(id), {
    keepPreviousData: true,
  });
  // The previous answer stands in for the same item only (another language), never for another item.
  const data = answer.data?.item.id === itemId ? answer.data : undefined;
  const notFound =
    !valid ||
    (isApiError(answer.error) && answer.error.status === 404) ||
    (data !== undefined && data.item.campaignId !== campaignId);
  return { campaignId, itemId, notFound, ...answer, data };
}
