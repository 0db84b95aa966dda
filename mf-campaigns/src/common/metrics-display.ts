import { getPerformanceMetricsDisplay } from '@portal/shared-contracts/core';
import { preload } from 'swr';

/** One SWR key for the setting: the campaign list, the campaign detail and the activity share one answer. */
export const METRICS_DISPLAY_KEY = 'app-settings/display-of-performance-metrics';

/** A route's preload of the setting (the screens' useSWR takes the answer). */
export const preloadMetricsDisplay = (): void => {
  void preload(METRICS_DISPLAY_KEY, getPerformanceMetricsDisplay);
};
