import { useLingui } from '@lingui/react/macro';
import { addDays, isoWeekday } from '@portal/shared-contracts/campaign-items';
import { DATE_FORMAT } from '@portal/shared-ui';
import { Button, DatePicker, Flex } from '@portal/shared-ui/components';
import { LeftOutlined, RightOutlined } from '@portal/shared-ui/form-components';
import dayjs from 'dayjs';
import { todayIso } from '../common/today';

/** The Monday of the week a date lies in. */
export const mondayOf = (iso: string) => addDays(iso, 1 - isoWeekday(iso));

const isIsoDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();

/** The first week of a window: the Monday of `from` when it is a date, else this week's Monday. */
export function windowStart(from: string | null): string {
  return mondayOf(isIsoDate(from) ? from : todayIso());
}

interface WeeksWindowProps {
  /** Monday of the first week shown. */
  from: string;
  weeks: number;
  onChange: (from: string) => void;
}

/** The weeks shown by an availability table: from a chosen week, paged by the window's length. */
export function WeeksWindow({ from, weeks, onChange }: WeeksWindowProps) {
  const { t } = useLingui();
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label={t`Zobrazené týdny`}>
      <Button icon={<LeftOutlined />} onClick={() => onChange(addDays(from, -7 * weeks))}>
        {t`Předchozí týdny`}
      </Button>
      <DatePicker
        aria-label={t`Od týdne`}
        format={DATE_FORMAT}
        allowClear={false}
        value={dayjs(from)}
        onChange={(value) => value && onChange(mondayOf(value.format('YYYY-MM-DD')))}
      />
      <Button onClick={() => onChange(addDays(from, 7 * weeks))}>
        {t`Další týdny`} <RightOutlined />
      </Button>
      <Button type="link" onClick={() => onChange(mondayOf(todayIso()))}>
        {t`Tento týden`}
      </Button>
    </Flex>
  );
}
