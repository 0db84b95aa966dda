import { useLingui } from '@lingui/react/macro';
import {
  getProductAvailability,
  type AvailabilityCell,
  type AvailabilityPrefill,
  type AvailabilityWeek,
  type ProductAvailability,
} from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';
import {
  Button,
  Flex,
  LoadError,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { useMemo } from 'react';
import useSWR from 'swr';

interface AvailabilityTableProps {
  availability: ProductAvailability;
  /** The retailer sees who occupies a week (the server sends it to retailer staff only). */
  showOccupant: boolean;
  onChoose: (prefill: AvailabilityPrefill) => void;
  caption: string;
  loading?: boolean;
}

/** A week's cells by variable value (null: the product without values). */
const cellsByValue = (week: AvailabilityWeek) =>
  new Map<number | null, AvailabilityCell>(week.values.map((cell) => [cell.variableValue?.id ?? null, cell]));

/**
 * Weeks by the product's targeting variable values (spec: availability modal and view). Each week of
 * the answer has a cell per value, free or taken, with its label ('Volno' / 'Obsazeno' in the caller's
 * language, from the server). A free week that can still be ordered is a button that starts an order;
 * a taken one shows its label, and to a retailer also the occupying company and a link to its
 * campaign (the server names them to retailer staff only).
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

  const cells = useMemo(
    () => new Map(availability.weeks.map((week) => [week.startDate, cellsByValue(week)])),
    [availability.weeks],
  );

  const renderCell = (week: AvailabilityWeek, valueId: number | null, valueLabel: string) => {
    const cell = cells.get(week.startDate)?.get(valueId);
    if (!cell) return null;
    if (!cell.taken) {
      if (!week.orderable) return <Typography.Text type="secondary">{cell.label}</Typography.Text>;
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
          {cell.label}
        </Button>
      );
    }
    const holder = showOccupant ? cell.campaign : null;
    return (
      <Flex vertical gap={2} align="flex-start">
        <Tag color="red">{cell.label}</Tag>
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
  // The answer's labels and values are in the UI's language: a switch reads it again.
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSWR(
    ['products/availability', productId, from, weeks, locale],
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
