import { useLingui } from '@lingui/react/macro';
import {
  getProductAvailability,
  type AvailabilityHolder,
  type AvailabilityPrefill,
  type AvailabilityTakenCell,
  type AvailabilityWeek,
  type ProductAvailability,
} from '@portal/shared-contracts/catalogue';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { useMemo } from 'react';
import useSWR from 'swr';
import { LoadError } from '../common/load-state';

interface AvailabilityTableProps {
  availability: ProductAvailability;
  /** The retailer sees who occupies a week (the server sends it to retailer staff only). */
  showOccupant: boolean;
  onChoose: (prefill: AvailabilityPrefill) => void;
  caption: string;
  loading?: boolean;
}

/** A week's taken cells by variable value (null: the product without values). */
const takenByValue = (week: AvailabilityWeek) =>
  new Map<number | null, AvailabilityTakenCell>(week.taken.map((cell) => [cell.variableValueId, cell]));

/**
 * Weeks by the product's targeting variable values (spec: availability modal and view). The answer
 * lists each week's taken cells, every other cell is free. A free week that can still be ordered is a
 * button ('Volno') that starts an order; a taken one says 'Obsazeno', and to a retailer also the
 * occupying company and a link to its campaign (the answer names each holding campaign once).
 */
export function AvailabilityTable({
  availability,
  showOccupant,
  onChoose,
  caption,
  loading,
}: AvailabilityTableProps) {
  const { t } = useLingui();
  const values: { id: number | null; label: string }[] =
    availability.variableValues.length > 0
      ? availability.variableValues.map((value) => ({ id: value.id, label: value.value }))
      : [{ id: null, label: t`Dostupnost` }];

  const taken = useMemo(
    () => new Map(availability.weeks.map((week) => [week.startDate, takenByValue(week)])),
    [availability.weeks],
  );
  const holders = useMemo(
    () => new Map<number, AvailabilityHolder>(availability.campaigns.map((holder) => [holder.id, holder])),
    [availability.campaigns],
  );

  const renderCell = (week: AvailabilityWeek, valueId: number | null, valueLabel: string) => {
    const cell = taken.get(week.startDate)?.get(valueId);
    if (!cell) {
      if (!week.orderable) return <Typography.Text type="secondary">{t`Volno`}</Typography.Text>;
      const weekLabel = week.dateLabel;
      return (
        <Button
          size="small"
          color="green"
          variant="outlined"
          aria-label={t`Volno: ${valueLabel}, ${weekLabel} – objednat`}
          onClick={() =>
            onChoose({
              productId: availability.productId,
              startDate: week.startDate,
              endDate: week.endDate,
              variableValue: valueId,
            })
          }
        >
          {t`Volno`}
        </Button>
      );
    }
    const holder = showOccupant && cell.campaignId !== null ? holders.get(cell.campaignId) : undefined;
    return (
      <Flex vertical gap={2} align="flex-start">
        <Tag color="red">{t`Obsazeno`}</Tag>
        {holder && (
          <>
            <Typography.Text type="secondary">{holder.company.name}</Typography.Text>
            <Link to={`/campaigns/${holder.id}`}>{holder.name}</Link>
          </>
        )}
      </Flex>
    );
  };

  const columns: TableColumnsType<AvailabilityWeek> = [
    {
      title: t`Týden`,
      key: 'week',
      fixed: 'left',
      render: (_value, week) => (
        <Typography.Text type={week.orderable ? undefined : 'secondary'} style={{ whiteSpace: 'nowrap' }}>
          {week.dateLabel}
        </Typography.Text>
      ),
    },
    ...values.map((value) => ({
      title: value.label,
      key: `value-${value.id ?? 'none'}`,
      render: (_value: unknown, week: AvailabilityWeek) => renderCell(week, value.id, value.label),
    })),
  ];

  return (
    <div role="region" aria-label={caption}>
      <Table<AvailabilityWeek>
        rowKey="startDate"
        size="small"
        columns={columns}
        dataSource={availability.weeks}
        pagination={false}
        loading={loading}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

interface ProductAvailabilityPanelProps {
  productId: number;
  productName: string;
  from: string;
  weeks: number;
  showOccupant: boolean;
  onChoose: (prefill: AvailabilityPrefill) => void;
}

/** Loads a product's availability for a window of weeks and shows its table. */
export function ProductAvailabilityPanel({
  productId,
  productName,
  from,
  weeks,
  showOccupant,
  onChoose,
}: ProductAvailabilityPanelProps) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useSWR(
    ['products/availability', productId, from, weeks],
    () => getProductAvailability(productId, { from, weeks }),
    { keepPreviousData: true },
  );
  if (error && !data) {
    return (
      <LoadError title={t`Dostupnost se nepodařilo načíst.`} error={error} onRetry={() => void mutate()} />
    );
  }
  if (!data) {
    return (
      <Table
        size="small"
        loading
        columns={[{ title: t`Týden`, key: 'week' }]}
        dataSource={[]}
        pagination={false}
      />
    );
  }
  return (
    <AvailabilityTable
      availability={data}
      showOccupant={showOccupant}
      onChoose={onChoose}
      caption={t`Dostupnost produktu ${productName}`}
      loading={isLoading}
    />
  );
}
