import { formatNumber } from '@portal/shared-ui';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A file size as the spec shows it (001 §9): units B to YB, base 1024, two decimals, e.g. 150,00 KB
 * (the numbers in the locale's notation; the API's messages use the same units).
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, locale, 2)} ${SIZE_UNITS[unit]}`;
}

// Made on first use: the first formatter with a time zone loads the browser's time-zone data
// (16–30 ms), which the remote's start-up would otherwise wait for on every page.
let dayParts: Intl.DateTimeFormat | undefined;
const pragueDayFormat = () =>
  (dayParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));

/**
 * An instant (the API's ISO timestamps) as d.m.Y (spec 001 §9, DD.MM.YYYY) on the retailer's
 * calendar, so every viewer reads the same day; '' for a missing or unreadable value.
 */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(
    pragueDayFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.day}.${part.month}.${part.year}`;
}
