import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReviewQueueItem } from '@portal/shared-contracts/landing-pages';
import { formatDate } from '@portal/shared-ui';
import { Flex, Tag } from '@portal/shared-ui/components';
import { URGENT_DAYS } from './queue-texts';

/** How far the start is, in words: today, in n days, started n days ago. */
function useDaysText() {
  const { t } = useLingui();
  return (days: number) => {
    if (days === 0) return t`začíná dnes`;
    if (days > 0) return plural(days, { one: 'za # den', few: 'za # dny', other: 'za # dní' });
    const ago = -days;
    return plural(ago, { one: 'běží # den', few: 'běží # dny', other: 'běží # dní' });
  };
}

/**
 * An entry's start: the earliest start of its items and how many days remain, highlighted when
 * fewer than URGENT_DAYS (or already running), since those are what a late review costs.
 */
export function StartCell({ items }: { items: readonly ReviewQueueItem[] }) {
  const daysText = useDaysText();
  const first = items.reduce<ReviewQueueItem | null>(
    (earliest, item) => (earliest === null || item.startDate < earliest.startDate ? item : earliest),
    null,
  );
  if (!first) return <>–</>;
  const urgent = first.daysUntilStart < URGENT_DAYS;
  return (
    <Flex vertical gap={2} align="flex-start">
      <span>{formatDate(first.startDate)}</span>
      <Tag color={urgent ? 'red' : 'default'} data-urgent={urgent}>
        {daysText(first.daysUntilStart)}
      </Tag>
    </Flex>
  );
}
