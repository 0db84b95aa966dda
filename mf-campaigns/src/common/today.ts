const isoFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as 'YYYY-MM-DD' in the retailer's time zone: the `today` of the order rules. */
export function todayIso(now: Date = new Date()): string {
  return isoFormat.format(now);
}
