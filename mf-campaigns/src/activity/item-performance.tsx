import { useLingui } from '@lingui/react/macro';
import { getPerformanceMetricsDisplay, type Performance } from '@portal/shared-contracts';
import { formatNumber, useLocale } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/components';
import useSWR from 'swr';

const DASH = '–';

type MetricKey = 'impressions' | 'views' | 'visibilityRatio' | 'clicks' | 'ctrRatio';

/** The SWR key the campaign list uses for the same setting, so the screens share one answer. */
export const METRICS_DISPLAY_KEY = 'app-settings/display-of-performance-metrics';

/**
 * The item's delivery in one row: impressions, views, visibility ratio, clicks and CTR, each column
 * only when its display setting is on (spec 000 §1). CTR is a percent with 2 decimals; the visibility
 * ratio comes ×100 from the ad server and is divided by 100 (spec 001 §9). Nothing while the settings
 * load or when every column is off.
 */
export function ItemPerformance({ performance }: { performance: Performance }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: display } = useSWR(METRICS_DISPLAY_KEY, getPerformanceMetricsDisplay);
  if (!display) return null;

  const count = (value: number | null) => (value === null ? DASH : formatNumber(value, locale));
  const percent = (value: number | null) => (value === null ? DASH : `${formatNumber(value, locale, 2)} %`);
  const all: { key: MetricKey; title: string; value: string }[] = [
    { key: 'impressions', title: t`Zobrazení`, value: count(performance.actualImpressions) },
    { key: 'views', title: t`Viditelná zobrazení`, value: count(performance.actualViews) },
    {
      key: 'visibilityRatio',
      title: t`Viditelnost`,
      value: percent(performance.visibilityRatio === null ? null : performance.visibilityRatio / 100),
    },
    { key: 'clicks', title: t`Prokliky`, value: count(performance.actualClicks) },
    { key: 'ctrRatio', title: t`CTR`, value: percent(performance.ctrRatio) },
  ];
  const shown = all.filter((metric) => display[metric.key]);
  if (shown.length === 0) return null;

  const columns: TableColumnsType<Record<string, string>> = shown.map((metric) => ({
    title: metric.title,
    dataIndex: metric.key,
    key: metric.key,
    align: 'right',
  }));
  const row: Record<string, string> = { key: 'item' };
  for (const metric of shown) row[metric.key] = metric.value;
  return (
    <Table<Record<string, string>>
      aria-label={t`Výkon aktivity`}
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={[row]}
      scroll={{ x: 'max-content' }}
    />
  );
}
