import { useLingui } from '@lingui/react/macro';
import type { Performance } from '@portal/shared-contracts/campaigns';
import { Table, type TableColumnsType } from '@portal/shared-ui/components';
import { useMetricEntries, useMetricsDisplay } from '../common/performance-metrics';

/**
 * The item's delivery in one row: impressions, views, visibility ratio, clicks and CTR, each column
 * only when its display setting is on (spec 000 §1), formatted as the campaign detail shows them
 * (useMetricEntries). Nothing while the settings load or when every column is off.
 */
export function ItemPerformance({ performance }: { performance: Performance }) {
  const { t } = useLingui();
  const metricEntries = useMetricEntries();
  const { data: display } = useMetricsDisplay();
  if (!display) return null;

  const shown = metricEntries(performance, display);
  if (shown.length === 0) return null;

  const columns: TableColumnsType<Record<string, string>> = shown.map((metric) => ({
    title: metric.label,
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
