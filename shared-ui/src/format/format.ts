import { CURRENCY_CODE } from '@portal/shared-contracts/core';

/** d.m.Y of the spec: day and month with two digits, e.g. 01.02.2026. For dayjs and antd pickers. */
export const DATE_FORMAT = 'DD.MM.YYYY';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** CZK with no fraction digits in every locale (spec §9). */
export function formatMoney(value: number, locale: string): string {
  const key = locale;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'cs-CZ-publisher' ? 'cs-CZ' : locale, {
      style: 'currency',
      currency: CURRENCY_CODE,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

/** 'YYYY-MM-DD' (the API's dates) → 'DD.MM.YYYY'. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale === 'cs-CZ-publisher' ? 'cs-CZ' : locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

// Made on first use, not when the module loads: the first formatter with a time zone loads the
// browser's time-zone data (16–30 ms in Chromium), which every page load would otherwise wait for,
// shared-ui being evaluated at start-up whether or not the page shows a time.
let dateTimeParts: Intl.DateTimeFormat | undefined;
const pragueDateTimeFormat = () =>
  (dateTimeParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * An instant as d.m.Y HH:mm (spec §9 date format, with the time) in the retailer's time zone, so
 * every viewer reads the same clock as the audit trail; '' for a missing or unreadable value.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(
    pragueDateTimeFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}
