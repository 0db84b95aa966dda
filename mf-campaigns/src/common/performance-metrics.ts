import { useLingui } from '@lingui/react/macro';
import type { Performance } from '@portal/shared-contracts/campaigns';
import { getPerformanceMetricsDisplay, type PerformanceMetricsDisplay } from '@portal/shared-contracts/core';
import { formatNumber, useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import useSWR from 'swr';
import { METRICS_DISPLAY_KEY } from './metrics-display';

const DASH = '–';

/** Which performance metrics the settings show (spec 000 §1: each metric separately). */
export function useMetricsDisplay() {
  return useSWR(METRICS_DISPLAY_KEY, getPerformanceMetricsDisplay);
}

export type MetricKey = keyof PerformanceMetricsDisplay;

export interface MetricEntry {
  key: MetricKey;
  label: string;
  value: string;
}

/** Any delivery figure is non-zero (spec 000 §2: only then does an item show its performance). */
export const hasDelivery = (performance: Performance): boolean =>
  [
    performance.actualImpressions,
    performance.actualViews,
    performance.actualClicks,
    performance.visibilityRatio,
    performance.ctrRatio,
  ].some((value) => value !== null && value !== 0);

/**
 * The metrics the settings switch on, labelled and formatted: counts as whole numbers, CTR as a
 * percent with 2 decimals, the visibility ratio divided by 100 as a percent (spec 001 §9; the ad
 * server reports it ×100, shared-contracts performance.ts). A missing figure is a dash.
 */
export function useMetricEntries(): (
  performance: Performance,
  display: PerformanceMetricsDisplay,
) => MetricEntry[] {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    (performance, display) => {
      const count = (value: number | null) => (value === null ? DASH : formatNumber(value, locale));
      const percent = (value: number | null) =>
        value === null ? DASH : `${formatNumber(value, locale, 2)} %`;
      const all: MetricEntry[] = [
        { key: 'impressions', label: t`Zobrazení`, value: count(performance.actualImpressions) },
        { key: 'views', label: t`Viditelná zobrazení`, value: count(performance.actualViews) },
        {
          key: 'visibilityRatio',
          label: t`Viditelnost`,
          value: percent(performance.visibilityRatio === null ? null : performance.visibilityRatio / 100),
        },
        { key: 'clicks', label: t`Prokliky`, value: count(performance.actualClicks) },
        { key: 'ctrRatio', label: t`CTR`, value: percent(performance.ctrRatio) },
      ];
      return all.filter((metric) => display[metric.key]);
    },
    [t, locale],
  );
}
