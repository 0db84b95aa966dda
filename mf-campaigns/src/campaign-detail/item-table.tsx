import { useLingui } from '@lingui/react/macro';
import type { CampaignDetail, RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem } from '@portal/shared-contracts/campaign-items';
import type { PerformanceMetricsDisplay } from '@portal/shared-contracts/core';
import { formatDate, formatMoney, useLocale } from '@portal/shared-ui';
import {
  Alert,
  Button,
  EmptyState,
  Flex,
  PlusOutlined,
  Table,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { CreativeLink } from '../common/creative-link';
import { ITEM_STATE_LABELS, ItemStateTag } from '../common/state-tag';
import { RATE_UNIT_LABELS } from '../products/rate-type';
import type { CreativeDialog } from './creative-dialogs';
import { ItemActions } from './item-actions';
import { ITEM_COMPARATORS, type ItemSortField } from './item-sort';
import { hasDelivery, useMetricEntries } from '../common/performance-metrics';

type AntSortOrder = 'ascend' | 'descend';

interface ItemTableProps {
  campaign: CampaignDetail;
  viewer: RuleViewer;
  display: PerformanceMetricsDisplay | undefined;
  /** Null when items may not be added: the empty list then has no add-item link. */
  onAddItem: (() => void) | null;
  onShow: (item: CampaignItem) => void;
  onDelete: (item: CampaignItem) => void;
  onCreative: (dialog: CreativeDialog) => void;
  onChanged: () => Promise<void>;
}

/** The item's delivery under its name, when metrics are on and any figure is non-zero (spec 000 §2). */
function ItemPerformanceLine({
  item,
  display,
}: {
  item: CampaignItem;
  display: PerformanceMetricsDisplay | undefined;
}) {
  const metricEntries = useMetricEntries();
  if (!display || !hasDelivery(item)) return null;
  const metrics = metricEntries(item, display);
  if (metrics.length === 0) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`item-${item.id}-performance`}>
      {metrics.map((metric) => `${metric.label}: ${metric.value}`).join(' · ')}
    </Typography.Text>
  );
}

/**
 * Why the items of a campaign sent for check (sas-check) or waiting for the buyer's approval
 * (user-check) still say in-process: items stay in-process until the campaign is approved, then
 * become approved (design.md §3). Null when no item waits that way.
 */
export function ItemStateNote({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useLingui();
  const state = campaign.campaignState.identifier;
  if (state !== 'sas-check' && state !== 'user-check') return null;
  if (!campaign.campaignItems.some((item) => item.itemState.identifier === 'in-process')) return null;
  const inProcess = i18n._(ITEM_STATE_LABELS['in-process']);
  const approved = i18n._(ITEM_STATE_LABELS.approved);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        state === 'sas-check'
          ? t`Položky zůstávají ve stavu ${inProcess}, dokud retailer kampaň neschválí; pak přejdou do stavu ${approved}.`
          : t`Položky zůstávají ve stavu ${inProcess}, dokud nebude kampaň se změnami retailera schválena; pak přejdou do stavu ${approved}.`
      }
    />
  );
}

/**
 * The campaign's items (spec 000 §2): name with the promoted product, dates, unit price per rate type,
 * total, state, creative and actions. Sorted on the client by product name, dates, state, ordered
 * price and creative state, each cycling none → ascending → descending → none (001 §9).
 */
export function ItemTable({
  campaign,
  viewer,
  display,
  onAddItem,
  onShow,
  onDelete,
  onCreative,
  onChanged,
}: ItemTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();

  const sortable = (field: ItemSortField) => ({
    key: field,
    sorter: ITEM_COMPARATORS[field],
    sortDirections: ['ascend', 'descend'] as AntSortOrder[],
  });

  const columns: TableColumnsType<CampaignItem> = [
    {
      title: t`Produkt`,
      ...sortable('name'),
      render: (_value, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.name}</Typography.Text>
          {item.targetProduct && (
            <Typography.Text type="secondary">
              {item.targetProduct.name} ({item.targetProduct.externalIdentifier})
            </Typography.Text>
          )}
          <ItemPerformanceLine item={item} display={display} />
        </Flex>
      ),
    },
    { title: t`Od`, ...sortable('startDate'), render: (_value, item) => formatDate(item.startDate) },
    { title: t`Do`, ...sortable('endDate'), render: (_value, item) => formatDate(item.endDate) },
    {
      title: t`Jednotková cena`,
      key: 'unitPrice',
      align: 'right',
      render: (_value, item) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(item.unitPrice, locale)} {i18n._(RATE_UNIT_LABELS[item.product.rateType])}
        </span>
      ),
    },
    {
      title: t`Cena celkem`,
      align: 'right',
      ...sortable('price'),
      render: (_value, item) => formatMoney(item.price, locale),
    },
    {
      title: t`Stav`,
      ...sortable('state'),
      render: (_value, item) => <ItemStateTag identifier={item.itemState.identifier} />,
    },
    {
      title: t`Kreativa`,
      align: 'center',
      ...sortable('creative'),
      render: (_value, item) => (
        <CreativeLink
          campaignId={campaign.id}
          item={item}
          viewer={viewer}
          editAllowed={item.creativeEditAllowed}
        />
      ),
    },
    {
      title: t`Akce`,
      key: 'actions',
      render: (_value, item) => (
        <ItemActions
          campaign={campaign}
          item={item}
          viewer={viewer}
          onShow={onShow}
          onDelete={onDelete}
          onCreative={onCreative}
          onChanged={onChanged}
        />
      ),
    },
  ];

  return (
    <>
      <ItemStateNote campaign={campaign} />
      <Table<CampaignItem>
        rowKey="id"
        aria-label={t`Položky kampaně`}
        columns={columns}
        dataSource={campaign.campaignItems}
        pagination={false}
        // At least this wide (scrolls sideways on a narrow screen); wider, the columns share the width and text wraps.
        scroll={{ x: 1000 }}
        showSorterTooltip={false}
        locale={{
          emptyText: (
            <EmptyState>
              {onAddItem && (
                <Button type="link" icon={<PlusOutlined />} onClick={onAddItem}>
                  {t`Přidat položku`}
                </Button>
              )}
            </EmptyState>
          ),
        }}
      />
    </>
  );
}
