import { useLingui } from '@lingui/react/macro';
import type { DashboardDay } from '@portal/shared-contracts/dashboards';
import { formatDate, formatNumber, useLocale } from '@portal/shared-ui';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_HEIGHT, ChartFigure } from './chart-figure';
import { dayTick, numberOf, SERIES_COLORS } from './chart-theme';

/**
 * (a) Impressions (area, left axis) and clicks (line, right axis) of every day of the period, with a
 * tooltip per day: the two differ by orders of magnitude, so each has its own scale.
 */
export function DeliveryChart({ days }: { days: DashboardDay[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const count = (value: unknown) => formatNumber(numberOf(value), locale);
  return (
    <ChartFigure
      title={t`Zobrazení a prokliky po dnech`}
      description={t`Počet zobrazení (levá osa) a prokliků (pravá osa) v jednotlivých dnech období.`}
      wide
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} minTickGap={24} />
          <YAxis yAxisId="impressions" tickFormatter={count} width={72} />
          <YAxis yAxisId="clicks" orientation="right" tickFormatter={count} width={56} />
          <Tooltip
            labelFormatter={(day) => formatDate(String(day))}
            formatter={(value, name) => [count(value), name]}
          />
          <Legend />
          <Area
            yAxisId="impressions"
            type="monotone"
            dataKey="impressions"
            name={t`Zobrazení`}
            stroke={SERIES_COLORS.impressions}
            fill={SERIES_COLORS.impressions}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            yAxisId="clicks"
            type="monotone"
            dataKey="clicks"
            name={t`Prokliky`}
            stroke={SERIES_COLORS.clicks}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
