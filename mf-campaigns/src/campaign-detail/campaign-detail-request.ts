import { getCampaign } from '@portal/shared-contracts/campaign-detail';
import { sessionStore } from '@portal/shared-contracts/core';
import { parseRouteId, type RouteLocation } from '@portal/shared-ui';
import { preload } from 'swr';
import { preloadMetricsDisplay } from '../common/metrics-display';

/**
 * The campaign as read in a language: the API names its items' products and targeting values in the
 * caller's language, so a switch reads it again (and an answer read in another language is never
 * shown from the cache).
 */
export const campaignKey = (id: number, locale: string) => ['campaigns', id, 'detail', locale] as const;

/** Every cached reading of the campaign, whatever its language. */
export const anyCampaignKey = (id: number) => (key: unknown) =>
  Array.isArray(key) && key[0] === 'campaigns' && key[1] === id && key[2] === 'detail';

/** Reads a campaign for its key: the screen's useSWR and the route's preload ask alike. */
export const loadCampaign = ([, id]: ReturnType<typeof campaignKey>) => getCampaign(id);

/**
 * The route's preload: the campaign in the UI's language (useLocale reads the same store) and the
 * metrics setting, which every viewer's first screen asks for. The possible states wait for the
 * campaign (only a viewer who may change its state asks), so they are the screen's. An address
 * that names no campaign shows the not-found slate without asking.
 */
export function preloadCampaignDetail(location: RouteLocation): void {
  const id = parseRouteId(location.params.campaignId);
  if (id === null) return;
  void preload(campaignKey(id, sessionStore.getState().locale), loadCampaign);
  preloadMetricsDisplay();
}
