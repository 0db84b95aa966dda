// Made on first use: the first formatter with a time zone loads the browser's time-zone data
// (16–30 ms), which the remote's start-up would otherwise wait for on every page.
let isoFormat: Intl.DateTimeFormat | undefined;
const pragueIsoFormat = () =>
  (isoFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** Today as 'YYYY-MM-DD' in the retailer's time zone: the `today` of the order rules. */
export function todayIso(now: Date = new Date()): string {
  return pragueIsoFormat().format(now);
}
