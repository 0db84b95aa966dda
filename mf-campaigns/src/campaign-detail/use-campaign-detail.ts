import {
  getCampaign,
  getCampaignHistory,
  getCampaignPossibleStates,
} from '@portal/shared-contracts/campaign-detail';
import { isApiError } from '@portal/shared-contracts/core';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useReloadOnLocaleChange } from '../common/use-reload-on-locale-change';

export const campaignKey = (id: number) => ['campaigns', id] as const;
const possibleStatesKey = (id: number) => ['campaigns', id, 'possible-states'] as const;
const historyKey = (id: number) => ['campaigns', id, 'history'] as const;

/** GET /campaigns/{id}; `notFound` when the server answers 404 (spec §8: the not-found slate). */
export function useCampaign(id: number) {
  const swr = useSWR(campaignKey(id), () => getCampaign(id));
  useReloadOnLocaleChange(swr.mutate);
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
 * Reloads what a write may have changed: the campaign, its possible states (spec §7: the list reloads
 * after every state change) and its history. Resolves when the campaign is read again.
 */
export function useReloadCampaign(id: number) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(campaignKey(id)), mutate(possibleStatesKey(id)), mutate(historyKey(id))]);
  }, [mutate, id]);
}
