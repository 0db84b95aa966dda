import { useLingui } from '@lingui/react/macro';
import type { DashboardData } from '@portal/shared-contracts/dashboards';
import { formatMoney, formatNumber, useLocale } from '@portal/shared-ui';
import { Typography } from '@portal/shared-ui/components';

const DASH = '–';

/** CTR as the portal shows it: percent with 2 decimals (spec 001 §9), a dash without impressions. */
export const formatCtr = (ctr: number | null, locale: string): string =>
  ctr === null ? DASH : `${formatNumber(ctr, locale, 2)} %`;

/** The period's totals: impressions, clicks, CTR and spend (CZK, whole crowns), in the UI's locale. */
export function KpiCards({ totals }: { totals: DashboardData['totals'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const cards = [
    { key: 'impressions', title: t`Zobrazení`, value: formatNumber(totals.impressions, locale) },
    { key: 'clicks', title: t`Prokliky`, value: formatNumber(totals.clicks, locale) },
    { key: 'ctr', title: t`CTR`, value: formatCtr(totals.ctr, locale) },
    { key: 'spend', title: t`Útrata`, value: formatMoney(totals.spend, locale) },
  ];
  return (
    <ul
      aria-label={t`Souhrn období`}
      style={{
        listStyle: 'none',
        margin: '0 0 16px',
        padding: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
      }}
    >
      {cards.map((card) => (
        <li
          key={card.key}
          style={{ padding: 16, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
        >
          <Typography.Text type="secondary">{card.title}</Typography.Text>
          <div style={{ fontSize: 24, lineHeight: 1.4, marginTop: 4 }}>{card.value}</div>
        </li>
      ))}
    </ul>
  );
}
