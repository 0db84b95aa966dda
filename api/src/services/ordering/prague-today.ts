import type { Clock } from '../context';

const pragueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as 'YYYY-MM-DD' in the retailer's time zone: the day the order rules count from. */
export function pragueToday(clock: Clock): string {
  return pragueDate.format(clock.now());
}
