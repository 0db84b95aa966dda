import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DashboardPacing } from '@portal/shared-contracts/dashboards';
import { formatDate, formatMoney, formatNumber, useLocale } from '@portal/shared-ui';
import { Empty, Flex, Table, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { Progress } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { ChartFigure } from './chart-figure';
import { RATE_TYPE_LABELS } from './rate-type';

/** Spent this many points less than the time passed: the item is behind and its bar shows it. */
const BEHIND_BY = 10;

interface PacingListProps {
  pacing: DashboardPacing[];
  /** Every running item; the list holds the DASHBOARD_PACING_ITEMS furthest behind. */
  runningItems: number;
  /** Retailer staff and agencies see whose campaign it is. */
  showCompany: boolean;
}

/**
 * (c) Pacing of the running items: how much of each item's price is spent against how much of its
 * time has passed, as two bars, with its campaign (a link to the campaign), product, company,
 * dates, price and spend.
 */
export function PacingList({ pacing, runningItems, showCompany }: PacingListProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const percent = (value: number) => `${formatNumber(value, locale)} %`;

  const columns: TableColumnsType<DashboardPacing> = [
    {
      title: t`Kampaň`,
      key: 'campaign',
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Link to={`/campaigns/${row.campaignId}`}>{row.campaignName}</Link>
          <span>
            {row.productName}{' '}
            <Tag style={{ marginInlineStart: 4 }}>{i18n._(RATE_TYPE_LABELS[row.rateType])}</Tag>
          </span>
          {showCompany && <Typography.Text type="secondary">{row.companyName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: t`Období`,
      key: 'dates',
      render: (_value, row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`,
    },
    { title: t`Cena`, key: 'price', align: 'right', render: (_value, row) => formatMoney(row.price, locale) },
    {
      title: t`Útrata`,
      key: 'spend',
      align: 'right',
      render: (_value, row) => formatMoney(row.spend, locale),
    },
    {
      title: t`Plnění`,
      key: 'pacing',
      width: 240,
      render: (_value, row) => {
        const behind = row.spentRatio !== null && row.elapsedRatio - row.spentRatio > BEHIND_BY;
        return (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t`Vyčerpáno`}
            </Typography.Text>
            {row.spentRatio === null ? (
              '–'
            ) : (
              // antd keeps the bar within 0–100 %; the text says the real share.
              <Progress
                percent={Math.round(row.spentRatio)}
                format={() => percent(row.spentRatio ?? 0)}
                strokeColor={behind ? '#faad14' : undefined}
                aria-label={t`Vyčerpáno z ceny položky`}
                size="small"
                style={{ margin: 0 }}
              />
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t`Uplynulo`}
            </Typography.Text>
            <Progress
              percent={Math.round(row.elapsedRatio)}
              format={() => percent(row.elapsedRatio)}
              strokeColor="#8c8c8c"
              aria-label={t`Uplynulo z doby běhu položky`}
              size="small"
              style={{ margin: 0 }}
            />
          </Flex>
        );
      },
    },
  ];

  const shown = pacing.length;
  return (
    <ChartFigure
      title={t`Plnění běžících položek`}
      description={t`U každé běžící položky podíl vyčerpané ceny proti podílu uplynulé doby běhu.`}
      wide
    >
      {runningItems === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Na konci období neběží žádná položka.`} />
      ) : (
        <>
          <Table<DashboardPacing>
            size="small"
            rowKey="campaignItemId"
            columns={columns}
            dataSource={pacing}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          {runningItems > shown && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t`${plural(runningItems, {
                one: `Zobrazeno ${shown} z # běžící položky: ty, které nejvíce zaostávají.`,
                few: `Zobrazeno ${shown} z # běžících položek: ty, které nejvíce zaostávají.`,
                other: `Zobrazeno ${shown} z # běžících položek: ty, které nejvíce zaostávají.`,
              })}`}
            </Typography.Paragraph>
          )}
        </>
      )}
    </ChartFigure>
  );
}
