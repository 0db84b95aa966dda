import { addDays, isoWeekday } from '@portal/shared-contracts';
import type { Clock } from './context';

export { addDays };

const pragueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pragueDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'd.m.Y H:mm' of an instant in the retailer's time zone (the portal's date format in every locale). */
export function dateTimeLabel(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    pragueDateTime.formatToParts(instant).find((item) => item.type === type)!.value;
  return `${Number(part('day'))}.${Number(part('month'))}.${part('year')} ${Number(part('hour'))}:${part('minute')}`;
}

/**
 * Today as 'YYYY-MM-DD' in the retailer's time zone (Europe/Prague), from the service clock: the day
 * the order rules, availability windows and approvals count from.
 */
export function todayOf(clock: Clock): string {
  return pragueDate.format(clock.now());
}

/** The Monday of the ISO week a date lies in. */
export const mondayOf = (iso: string): string => addDays(iso, 1 - isoWeekday(iso));

const parts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/**
 * 'd.m. – d.m.Y' of a week (the portal's date format in every locale); the start gets its year too
 * when the week crosses the new year.
 */
export function weekLabel(startDate: string, endDate: string): string {
  const start = parts(startDate);
  const end = parts(endDate);
  const startText =
    start.year === end.year ? `${start.day}.${start.month}.` : `${start.day}.${start.month}.${start.year}`;
  return `${startText} – ${end.day}.${end.month}.${end.year}`;
}
