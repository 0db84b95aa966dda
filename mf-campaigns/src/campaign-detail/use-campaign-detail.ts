import { getCampaignHistory, getCampaignPossibleStates } from '@portal/shared-contracts/campaign-detail';
import { isApiError } from '@portal/shared-contracts/core';
import { useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { anyCampaignKey, campaignKey, loadCampaign } from './campaign-detail-request';

const possibleStatesKey = (id: number) => ['campaigns', id, 'possible-states'] as const;
const historyKey = (id: number) => ['campaigns', id, 'history'] as const;

/**
 * GET /campaigns/{id} in the UI's language; `notFound` when the server answers 404 (spec §8: the
 * not-found slate). After a language switch the page keeps showing the campaign until it is read
 * again in the new language (open dialogs stay open).
 */
export function useCampaign(id: number) {
  const locale = useLocale();
  const swr = useSWR(campaignKey(id, locale), loadCampaign, { keepPreviousData: true });
  const notFound = isApiError(swr.error) && swr.error.status === 404;
  return { ...swr, notFound };
}

/** GET /campaigns/{id}/possible-states, read only for a viewer who may change the state. */
export function usePossibleStates(id: number, enabled: boolean) {
  return useSWR(enabled ? possibleStatesKey(id) : null, () => getCampaignPossibleStates(id));
}

/** GET /campaigns/{id}/history, read once the history is opened. */
export function useCampaignHistory(id: number, enabled: boolean) {
  return useSWR(enabled ? historyKey(id) : null, () => getCampaignHistory(id));
}

/**
 * Reloads what a write may have changed: the campaign (in every language it was read in), its
 * possible states (spec §7: the list reloads after every state change) and its history. Resolves
 * when the campaign is read again.
 */
export function useReloadCampaign(id: number) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(anyCampaignKey(id)), mutate(possibleStatesKey(id)), mutate(historyKey(id))]);
  }, [mutate, id]);
}
