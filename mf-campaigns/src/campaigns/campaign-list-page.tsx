import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  filterCampaigns,
  getCampaignFilterData,
  getPerformanceMetricsDisplay,
  type CampaignListRow,
  type CampaignSortField,
} from '@portal/shared-contracts';
import {
  formatDate,
  formatMoney,
  formatNumber,
  useCurrentUser,
  useListState,
  useLocale,
} from '@portal/shared-ui';
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  ListPager,
  PlusOutlined,
  Table,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { useLatestRequest } from '../common/use-latest-request';
import { CampaignFilters, EMPTY_FILTERS, type CampaignListFilters } from './campaign-filters';
import { CampaignStateTag } from './campaign-state-tag';

// The dialog and its pickers load when "New campaign" is first pressed, not with the list.
const CreateCampaignDialog = lazy(() =>
  import('./create-campaign-dialog').then((module) => ({ default: module.CreateCampaignDialog })),
);

type AntSortOrder = 'ascend' | 'descend' | null;

const DASH = '–';

export default function CampaignListPage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const locale = useLocale();
  const [list, setList] = useListState<CampaignListFilters>(EMPTY_FILTERS);
  const [showPerformance, setShowPerformance] = useState(false);
  const [creating, setCreating] = useState(false);
  const { data: filterData } = useSWR('campaigns/filterData', getCampaignFilterData);
  const { data: metrics } = useSWR(
    'app-settings/display-of-performance-metrics',
    getPerformanceMetricsDisplay,
  );
  const seesCompanies = user.isRetailer || user.isAgency;

  const { filters, page, size, sort } = list;
  const body = {
    limit: size,
    offset: (page - 1) * size,
    order: sort ? { name: sort.field as CampaignSortField, direction: sort.direction } : null,
    search: filters.search || null,
    campaignStateIdes: filters.states,
    companyIdes: filters.companies,
    companyContactIdes: filters.contacts,
    salesPersonIdes: filters.salesPersons,
    startDate: filters.startDate,
    endDate: filters.endDate,
    myCampaigns: filters.myCampaigns || null,
  };
  const result = useLatestRequest(JSON.stringify(body), (signal) => filterCampaigns(body, { signal }));

  const sortOrder = (field: CampaignSortField): AntSortOrder =>
    sort?.field === field ? (sort.direction === 'ASC' ? 'ascend' : 'descend') : null;
  const sortable = (field: CampaignSortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrder(field),
    // Spec §9: a column's sort cycles none → ascending → descending → none.
    sortDirections: ['ascend', 'descend'] as AntSortOrder[],
  });

  const columns: TableColumnsType<CampaignListRow> = [
    {
      title: t`Název`,
      dataIndex: 'name',
      ...sortable('name'),
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">
            {plural(row.campaignItemsCount, { one: '# položka', few: '# položky', other: '# položek' })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(seesCompanies
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
    ...(showPerformance && metrics
      ? [
          ...(metrics.impressions
            ? [
                {
                  title: t`Zobrazení`,
                  key: 'impressions',
                  align: 'right' as const,
                  render: (_v: unknown, row: CampaignListRow) =>
                    row.actualImpressions === null ? DASH : formatNumber(row.actualImpressions, locale),
                },
              ]
            : []),
          ...(metrics.clicks
            ? [
                {
                  title: t`Prokliky`,
                  key: 'clicks',
                  align: 'right' as const,
                  render: (_v: unknown, row: CampaignListRow) =>
                    row.actualClicks === null ? DASH : formatNumber(row.actualClicks, locale),
                },
              ]
            : []),
          ...(metrics.ctrRatio
            ? [
                {
                  title: t`CTR`,
                  key: 'ctr',
                  align: 'right' as const,
                  render: (_v: unknown, row: CampaignListRow) =>
                    row.ctrRatio === null ? DASH : `${formatNumber(row.ctrRatio * 100, locale, 2)} %`,
                },
              ]
            : []),
        ]
      : []),
  ];

  const data = result.data;
  return (
    <section aria-labelledby="campaign-list-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id="campaign-list-title" style={{ margin: 0 }}>
          {user.isRetailer ? <Trans>Správa kampaní</Trans> : <Trans>Moje kampaně</Trans>}
        </Typography.Title>
        <Flex align="center" gap={16} wrap>
          <Checkbox checked={showPerformance} onChange={(event) => setShowPerformance(event.target.checked)}>
            <Trans>Zobrazit výkon</Trans>
          </Checkbox>
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
        onChange={(next) => setList({ filters: next })}
      />
      {result.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={result.error}
          action={
            <Button size="small" onClick={result.reload}>
              <Trans>Zkusit znovu</Trans>
            </Button>
          }
        />
      )}
      <Table<CampaignListRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.campaigns ?? []}
        loading={result.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        onChange={(_pagination, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = single?.order ? (single.columnKey as string) : null;
          setList({ sort: field ? { field, direction: single?.order === 'ascend' ? 'ASC' : 'DESC' } : null });
        }}
        summary={() =>
          data && data.total > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length}>
                <Flex justify="flex-end" gap={8}>
                  <Trans>Celková cena vybraných kampaní:</Trans>
                  <Typography.Text strong data-testid="campaigns-total-price">
                    {formatMoney(data.totalPrice, locale)}
                  </Typography.Text>
                </Flex>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {data && data.total > 0 && (
        <ListPager
          page={page}
          size={size}
          total={data.total}
          onPage={(next) => setList({ page: next })}
          onSize={(next) => setList({ size: next })}
        />
      )}
    </section>
  );
}
