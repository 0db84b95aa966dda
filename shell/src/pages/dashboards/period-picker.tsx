import { useLingui } from '@lingui/react/macro';
import { DASHBOARD_MAX_PERIOD_DAYS } from '@portal/shared-contracts/dashboards';
import { DATE_FORMAT } from '@portal/shared-ui';
import { RangePicker } from '@portal/shared-ui/components';
import dayjs, { type Dayjs } from 'dayjs';
import { isoDate, periodPresets, type Period } from './dashboard-period';

interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
}

/**
 * The period: antd's range picker with d.m.Y dates (the portal's DATE_FORMAT) and the usual presets.
 * Once the first day is picked, days that would make the period longer than the API allows are off.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useLingui();
  const presets = periodPresets();
  const range = (period: Period): [Dayjs, Dayjs] => [dayjs(period.from), dayjs(period.to)];
  const tooFar = (date: Dayjs, { from }: { from?: Dayjs }) =>
    from !== undefined && Math.abs(date.diff(from, 'day')) >= DASHBOARD_MAX_PERIOD_DAYS;
  return (
    <RangePicker
      id={{ start: 'dashboard-period-from', end: 'dashboard-period-to' }}
      format={DATE_FORMAT}
      placeholder={[t`Od`, t`Do`]}
      allowClear={false}
      value={range(value)}
      disabledDate={tooFar}
      presets={[
        { label: t`Posledních 7 dní`, value: range(presets.last7Days) },
        { label: t`Posledních 30 dní`, value: range(presets.last30Days) },
        { label: t`Tento měsíc`, value: range(presets.thisMonth) },
        { label: t`Minulý měsíc`, value: range(presets.lastMonth) },
      ]}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        if (from && to) onChange({ from: isoDate(from), to: isoDate(to) });
      }}
    />
  );
}
