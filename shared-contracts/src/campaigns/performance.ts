import * as v from 'valibot';

const Metric = v.nullable(v.number());

/**
 * Delivery figures from the ad server (design.md §4). Null until the ad server has reported
 * anything for the campaign or item. Ratios as the ad server reports them: ctrRatio = clicks /
 * impressions × 100, a percent (shown with 2 decimals); visibilityRatio and ospRatio in hundredths of
 * a percent, so 8967 means 89.67 % (the UI divides by 100 and shows a percent, spec 001 §9).
 */
export const PerformanceEntries = {
  actualImpressions: Metric,
  actualViews: Metric,
  actualClicks: Metric,
  visibilityRatio: Metric,
  ctrRatio: Metric,
  ospRatio: Metric,
};
export const PerformanceSchema = v.object(PerformanceEntries);
export type Performance = v.InferOutput<typeof PerformanceSchema>;

export const NO_PERFORMANCE: Performance = {
  actualImpressions: null,
  actualViews: null,
  actualClicks: null,
  visibilityRatio: null,
  ctrRatio: null,
  ospRatio: null,
};
