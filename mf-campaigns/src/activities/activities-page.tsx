import { Trans, useLingui } from '@lingui/react/macro';
import {
  campaignItemsExportUrl,
  filterCampaignItems,
  getCampaignItemFilterData,
  type CampaignItemFilterRequest,
  type CampaignItemListRow,
  type CampaignItemSortField,
} from '@portal/shared-contracts/campaign-items';
import {
  formatDate,
  formatMoney,
  sortableColumn,
  useCurrentUser,
  useLocale,
  useServerList,
} from '@portal/shared-ui';
import { Flex, PageTitle, ServerList, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { CampaignStateTag } from '../common/state-tag';
import { CreativeLink } from '../common/creative-link';
import { ExportButton } from '../common/export-button';
import { ItemRowActions } from '../common/item-row-actions';
import { ruleViewer } from '@portal/shared-ui';
import { SortSelect } from '../common/sort-select';
import { useNarrowScreen } from '../common/use-narrow-screen';
import { ActivityFilters, EMPTY_ACTIVITY_FILTERS, filterRequestOf } from './activity-filters';

/**
 * The list of all activities (spec 000 §2 "Activities list", route /activities): the items of every
 * campaign the user may see, with the campaign list's filters, sort and paging and more of the item's
 * own, and the CSV export of every activity the filter matches. The state (filters, sort, page, size)
 * is kept per route in local storage and in the address.
 */
export default function ActivitiesPage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const locale = useLocale();
  const viewer = ruleViewer(user);
  const narrow = useNarrowScreen();
  // The rows' product and targeting names are in the UI's language: the locale is part of the query,
  // so a switch reads them again.
  const list = useServerList({
    filters: EMPTY_ACTIVITY_FILTERS,
    query: ({ filters, offset, size, sort }): { body: CampaignItemFilterRequest; locale: string } => ({
      body: {
        firstResult: offset,
        maxResults: size,
        order: sort ? { name: sort.field as CampaignItemSortField, direction: sort.direction } : null,
        ...filterRequestOf(filters),
      },
      locale,
    }),
    load: ({ body }, signal) => filterCampaignItems(body, { signal }),
  });
  // The filter's categories and products, and the rows' product and targeting names, are in the UI's
  // language: a switch reads them again.
  const { data: filterData } = useSWR(['campaign-items/filter-data', locale], () =>
    getCampaignItemFilterData(),
  );

  const { filters, sort } = list;
  const { body } = list.query;
  const sortable = (field: CampaignItemSortField) => sortableColumn(field, sort);

  const activityCell = (row: CampaignItemListRow) => (
    <Flex vertical>
      <Typography.Text strong>{row.name}</Typography.Text>
      {row.targetProduct && (
        <Typography.Text type="secondary">
          {row.targetProduct.name} ({row.targetProduct.externalIdentifier})
        </Typography.Text>
      )}
    </Flex>
  );
  const campaignLink = (row: CampaignItemListRow) => (
    <Link to={`/campaigns/${row.campaign.id}`}>{row.campaign.name}</Link>
  );
  const creativeLink = (row: CampaignItemListRow) => (
    <CreativeLink campaignId={row.campaignId} item={row} viewer={viewer} />
  );
  const actions = (row: CampaignItemListRow) => (
    <ItemRowActions
      campaignId={row.campaignId}
      // The edit rule reads the campaign's state only; the row's campaign has at least this item.
      campaign={{ campaignState: row.campaignState, campaignItemsCount: 1 }}
      item={row}
      viewer={viewer}
      zipCreativeURL={row.zipCreativeURL}
      onChanged={list.reload}
    />
  );

  const columns: TableColumnsType<CampaignItemListRow> = [
    {
      title: t`Aktivita`,
      ...sortable('name'),
      render: (_value, row) => activityCell(row),
    },
    // Spec: the company column is hidden for vendors.
    ...(user.isVendor
      ? []
      : [
          {
            title: t`Společnost`,
            ...sortable('company'),
            render: (_value: unknown, row: CampaignItemListRow) => row.company.name,
          },
        ]),
    {
      title: t`Kampaň`,
      ...sortable('campaign'),
      render: (_value, row) => campaignLink(row),
    },
    {
      title: t`Stav kampaně`,
      ...sortable('campaignState'),
      render: (_value, row) => <CampaignStateTag identifier={row.campaignState.identifier} />,
    },
    { title: t`Od`, ...sortable('startDate'), render: (_value, row) => formatDate(row.startDate) },
    { title: t`Do`, ...sortable('endDate'), render: (_value, row) => formatDate(row.endDate) },
    {
      title: t`Objednaná cena`,
      align: 'right',
      ...sortable('price'),
      render: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.price, locale)}</span>,
    },
    {
      title: t`Kreativa`,
      key: 'creative',
      align: 'center',
      render: (_value, row) => creativeLink(row),
    },
    {
      title: t`Akce`,
      key: 'actions',
      render: (_value, row) => actions(row),
    },
  ];

  const compactColumn: TableColumnsType<CampaignItemListRow>[number] = {
    title: t`Aktivita`,
    key: 'compact',
    render: (_value, row) => (
      <Flex vertical gap={4}>
        {activityCell(row)}
        <Flex align="center" wrap gap={8}>
          {campaignLink(row)}
          <CampaignStateTag identifier={row.campaignState.identifier} />
        </Flex>
        {!user.isVendor && <span>{row.company.name}</span>}
        <Flex justify="space-between" wrap gap={8}>
          <span>
            {formatDate(row.startDate)} – {formatDate(row.endDate)}
          </span>
          <Typography.Text strong>{formatMoney(row.price, locale)}</Typography.Text>
        </Flex>
        <Flex align="center" gap={4}>
          {creativeLink(row)}
          {actions(row)}
        </Flex>
      </Flex>
    ),
  };

  return (
    <section aria-labelledby="activities-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id="activities-title" style={{ margin: 0 }}>
          <Trans>Aktivity</Trans>
        </PageTitle>
        <ExportButton
          href={campaignItemsExportUrl(body, locale)}
          description={t`Stáhne všechny aktivity odpovídající filtru (ze všech stránek) v aktuálním řazení`}
        />
      </Flex>
      <ActivityFilters
        user={user}
        value={filters}
        options={filterData}
        onChange={list.setFilters}
        viewOptions={<SortSelect columns={columns} sort={sort} onSort={list.setSort} />}
      />
      <ServerList<CampaignItemListRow>
        label={t`Aktivity`}
        columns={columns}
        compactColumn={compactColumn}
        narrow={narrow}
        rows={list.data?.items}
        total={list.data?.total}
        list={list}
      />
    </section>
  );
}
