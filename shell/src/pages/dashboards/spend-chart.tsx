import { useLingui } from '@lingui/react/macro';
import type { DashboardDay } from '@portal/shared-contracts/dashboards';
import { formatDate, formatMoney, useLocale } from '@portal/shared-ui';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, ChartFigure } from './chart-figure';
import { dayTick, numberOf, SERIES_COLORS } from './chart-theme';

/** (b) The spend of every day of the period (CZK), as bars. */
export function SpendChart({ days }: { days: DashboardDay[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (value: unknown) => formatMoney(numberOf(value), locale);
  return (
    <ChartFigure title={t`Útrata po dnech`} description={t`Útrata v korunách v jednotlivých dnech období.`}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} minTickGap={24} />
          <YAxis tickFormatter={money} width={88} />
          <Tooltip
            labelFormatter={(day) => formatDate(String(day))}
            formatter={(value, name) => [money(value), name]}
          />
          <Bar dataKey="spend" name={t`Útrata`} fill={SERIES_COLORS.spend} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
