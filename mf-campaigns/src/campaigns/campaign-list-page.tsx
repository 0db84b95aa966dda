import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  campaignsExportUrl,
  getCampaignFilterData,
  type CampaignListRow,
  type CampaignSortField,
} from '@portal/shared-contracts/campaigns';
import {
  formatDate,
  formatMoney,
  formatNumber,
  sortableColumn,
  useCurrentUser,
  useLocale,
  useServerList,
} from '@portal/shared-ui';
import {
  Button,
  Checkbox,
  Flex,
  PageTitle,
  PlusOutlined,
  ServerList,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { ExportButton } from '../common/export-button';
import { useMetricsDisplay } from '../common/performance-metrics';
import { CampaignStateTag } from '../common/state-tag';
import { seesCompanies } from '../common/list-roles';
import { SortSelect } from '../common/sort-select';
import { useNarrowScreen } from '../common/use-narrow-screen';
import { CampaignFilters } from './campaign-filters';
import { CAMPAIGN_LIST, FILTER_DATA_KEY } from './campaign-list-request';

// The dialog and its pickers load when "New campaign" is first pressed, not with the list.
const CreateCampaignDialog = lazy(() =>
  import('./create-campaign-dialog').then((module) => ({ default: module.CreateCampaignDialog })),
);

const DASH = '–';

/**
 * The campaign list (spec 000 §2 "Campaign list"): filters, sortable columns (none → ascending →
 * descending → none), the optional performance columns, paging, the total price of every listed
 * campaign, the CSV export of every campaign the filter matches and the New campaign button. Its
 * state (filters, sort, page, size, the performance toggle) is kept per route in local storage and in
 * the address.
 */
export default function CampaignListPage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const locale = useLocale();
  const list = useServerList(CAMPAIGN_LIST);
  const narrow = useNarrowScreen();
  const [creating, setCreating] = useState(false);
  const { data: filterData } = useSWR(FILTER_DATA_KEY, getCampaignFilterData);
  const { data: metrics } = useMetricsDisplay();

  const { filters, sort, query: body } = list;
  const sortable = (field: CampaignSortField) => sortableColumn(field, sort);

  // Each performance figure only when its display setting is on (spec 000 §1).
  const count = (value: number | null) => (value === null ? DASH : formatNumber(value, locale));
  const figures = [
    {
      key: 'impressions',
      shown: metrics?.impressions,
      title: t`Zobrazení`,
      value: (row: CampaignListRow) => count(row.actualImpressions),
    },
    {
      key: 'clicks',
      shown: metrics?.clicks,
      title: t`Prokliky`,
      value: (row: CampaignListRow) => count(row.actualClicks),
    },
    {
      key: 'ctr',
      shown: metrics?.ctrRatio,
      title: t`CTR`,
      // A percentage from the ad server (shared-contracts performance.ts), 2 decimals (001 §9).
      value: (row: CampaignListRow) =>
        row.ctrRatio === null ? DASH : `${formatNumber(row.ctrRatio, locale, 2)} %`,
    },
  ].filter((figure) => filters.showPerformance && figure.shown);
  const performanceColumns: TableColumnsType<CampaignListRow> = figures.map((figure) => ({
    title: figure.title,
    key: figure.key,
    align: 'right',
    render: (_value, row) => figure.value(row),
  }));

  const nameCell = (row: CampaignListRow) => (
    <Flex vertical>
      <Link to={`/campaigns/${row.id}`}>
        <Typography.Text strong>{row.name}</Typography.Text>
      </Link>
      <Typography.Text type="secondary">
        {plural(row.campaignItemsCount, { one: '# položka', few: '# položky', other: '# položek' })}
      </Typography.Text>
    </Flex>
  );

  const columns: TableColumnsType<CampaignListRow> = [
    {
      title: t`Název`,
      ...sortable('name'),
      render: (_value, row) => nameCell(row),
    },
    ...(seesCompanies(user)
      ? [
          {
            title: t`Společnost`,
            ...sortable('company'),
            render: (_value: unknown, row: CampaignListRow) => (
              <Flex vertical>
                <span>{row.company.name}</span>
                {row.companyContact && (
                  <Typography.Text type="secondary">{row.companyContact.name}</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t`Obchodník`,
            ...sortable('salesPerson'),
            render: (_value: unknown, row: CampaignListRow) => row.salesPerson?.name ?? DASH,
          },
        ]
      : [
          {
            title: t`Kontakt`,
            key: 'contact',
            render: (_value: unknown, row: CampaignListRow) => row.companyContact?.name ?? DASH,
          },
        ]),
    {
      title: t`Stav`,
      ...sortable('state'),
      render: (_value, row) => <CampaignStateTag identifier={row.campaignState.identifier} />,
    },
    {
      title: t`Od`,
      ...sortable('startDate'),
      render: (_value, row) => formatDate(row.startDateString) || DASH,
    },
    { title: t`Do`, ...sortable('endDate'), render: (_value, row) => formatDate(row.endDateString) || DASH },
    {
      title: t`Cena celkem`,
      align: 'right',
      ...sortable('price'),
      render: (_value, row) => formatMoney(row.totalPrice, locale),
    },
    ...performanceColumns,
  ];

  const compactColumn: TableColumnsType<CampaignListRow>[number] = {
    title: t`Kampaň`,
    key: 'compact',
    render: (_value, row) => (
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="start" gap={8}>
          {nameCell(row)}
          <CampaignStateTag identifier={row.campaignState.identifier} />
        </Flex>
        {seesCompanies(user) && <span>{row.company.name}</span>}
        <Flex justify="space-between" wrap gap={8}>
          <span>
            {row.startDateString || row.endDateString
              ? `${formatDate(row.startDateString) || DASH} – ${formatDate(row.endDateString) || DASH}`
              : DASH}
          </span>
          <Typography.Text strong>{formatMoney(row.totalPrice, locale)}</Typography.Text>
        </Flex>
        {figures.length > 0 && (
          <Typography.Text type="secondary">
            {figures.map((figure) => `${figure.title}: ${figure.value(row)}`).join(' · ')}
          </Typography.Text>
        )}
      </Flex>
    ),
  };

  const performanceToggle = (
    <Checkbox
      checked={filters.showPerformance}
      onChange={(event) => list.setViewOption({ showPerformance: event.target.checked })}
    >
      <Trans>Zobrazit výkon</Trans>
    </Checkbox>
  );

  const data = list.data;
  return (
    <section aria-labelledby="campaign-list-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id="campaign-list-title" style={{ margin: 0 }}>
          {user.isRetailer ? <Trans>Správa kampaní</Trans> : <Trans>Moje kampaně</Trans>}
        </PageTitle>
        <Flex align="center" gap={16} wrap>
          {/* On a narrow screen the filter drawer holds it. */}
          {!narrow && performanceToggle}
          <ExportButton
            href={campaignsExportUrl(body, locale)}
            description={t`Stáhne všechny kampaně odpovídající filtru (ze všech stránek) v aktuálním řazení`}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            <Trans>Nová kampaň</Trans>
          </Button>
        </Flex>
      </Flex>
      {creating && (
        <Suspense fallback={null}>
          <CreateCampaignDialog open onClose={() => setCreating(false)} />
        </Suspense>
      )}
      <CampaignFilters
        user={user}
        value={filters}
        options={filterData}
        onChange={list.setFilters}
        viewOptions={
          <>
            <SortSelect columns={columns} sort={sort} onSort={list.setSort} />
            {performanceToggle}
          </>
        }
      />
      <ServerList<CampaignListRow>
        label={t`Kampaně`}
        columns={columns}
        compactColumn={compactColumn}
        narrow={narrow}
        rows={data?.campaigns}
        total={data?.total}
        list={list}
        summary={
          data &&
          data.total > 0 && (
            <Flex justify="flex-end" wrap gap={8}>
              <Trans>Celková cena vybraných kampaní:</Trans>
              <Typography.Text strong data-testid="campaigns-total-price">
                {formatMoney(data.totalPrice, locale)}
              </Typography.Text>
            </Flex>
          )
        }
      />
    </section>
  );
}
