import { useLingui } from '@lingui/react/macro';
import type { CampaignDetail } from '@portal/shared-contracts/campaign-detail';
import type { PerformanceMetricsDisplay } from '@portal/shared-contracts/core';
import { formatDate, formatMoney, useLocale } from '@portal/shared-ui';
import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { useMetricEntries } from '../common/performance-metrics';

const BOX_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  margin: '0 0 24px',
  padding: 16,
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  background: '#fff',
} as const;

function Figure({ testId, label, children }: { testId: string; label: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{children}</dd>
    </div>
  );
}

/**
 * The performance panel (spec 000 §2): impressions, views, visibility ratio, clicks and CTR, each only
 * when its display setting is on and only while the campaign runs (displayPerformance); the period and
 * the total price always.
 */
export function PerformancePanel({
  campaign,
  display,
}: {
  campaign: CampaignDetail;
  display: PerformanceMetricsDisplay | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const metricEntries = useMetricEntries();
  const metrics = campaign.displayPerformance && display ? metricEntries(campaign, display) : [];
  const period =
    campaign.startDateString && campaign.endDateString
      ? `${formatDate(campaign.startDateString)} – ${formatDate(campaign.endDateString)}`
      : '–';
  return (
    <section aria-label={t`Výkon kampaně`}>
      <dl style={BOX_STYLE}>
        <Figure testId="campaign-period" label={t`Termín`}>
          {period}
        </Figure>
        {metrics.map((metric) => (
          <Figure key={metric.key} testId={`campaign-metric-${metric.key}`} label={metric.label}>
            {metric.value}
          </Figure>
        ))}
        <Figure testId="campaign-total-price" label={t`Cena celkem`}>
          {formatMoney(campaign.totalPrice, locale)}
        </Figure>
      </dl>
    </section>
  );
}
