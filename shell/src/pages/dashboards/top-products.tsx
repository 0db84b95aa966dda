import { useLingui } from '@lingui/react/macro';
import type { DashboardProduct } from '@portal/shared-contracts/dashboards';
import { formatMoney, formatNumber, useLocale } from '@portal/shared-ui';
import { Empty, Table, type TableColumnsType } from '@portal/shared-ui/components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, ChartFigure } from './chart-figure';
import { numberOf, SERIES_COLORS } from './chart-theme';

/** A long product name shortened on the axis (the tooltip and the table show it whole). */
const axisName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/**
 * (d) The products with the highest spend in the period (at most DASHBOARD_TOP_PRODUCTS, as the API
 * sends them): horizontal bars of spend, and a small table with their impressions, clicks and spend.
 */
export function TopProducts({ products }: { products: DashboardProduct[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (value: unknown) => formatMoney(numberOf(value), locale);
  const columns: TableColumnsType<DashboardProduct> = [
    { title: t`Produkt`, dataIndex: 'productName', key: 'product' },
    {
      title: t`Zobrazení`,
      key: 'impressions',
      align: 'right',
      render: (_value, row) => formatNumber(row.impressions, locale),
    },
    {
      title: t`Prokliky`,
      key: 'clicks',
      align: 'right',
      render: (_value, row) => formatNumber(row.clicks, locale),
    },
    { title: t`Útrata`, key: 'spend', align: 'right', render: (_value, row) => money(row.spend) },
  ];
  // One bar per product: the chart grows with the list, at least the common height.
  const height = Math.max(CHART_HEIGHT, products.length * 32 + 48);
  return (
    <ChartFigure
      title={t`Produkty s nejvyšší útratou`}
      description={t`Útrata produktů v období, od nejvyšší; tabulka pod grafem uvádí i zobrazení a prokliky.`}
    >
      {products.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t`V tomto období žádný produkt neutrácel.`}
        />
      ) : (
        <>
          <ResponsiveContainer width="100%" height={height}>
            <BarChart data={products} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={money} />
              <YAxis type="category" dataKey="productName" width={150} tickFormatter={axisName} />
              <Tooltip formatter={(value, name) => [money(value), name]} />
              <Bar dataKey="spend" name={t`Útrata`} fill={SERIES_COLORS.spend} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
          <Table<DashboardProduct>
            size="small"
            rowKey="productId"
            columns={columns}
            dataSource={products}
            pagination={false}
            style={{ marginTop: 16 }}
          />
        </>
      )}
    </ChartFigure>
  );
}
