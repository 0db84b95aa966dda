import { addDays } from '@portal/shared-contracts';

/**
 * The day the demo data is written for: its campaigns, items, creatives and delivery are placed
 * around it. A database seeded on another day gets the same picture moved by whole weeks to that
 * day's week (shift-demo-dates.ts), so the demo shows running campaigns and work waiting whenever it
 * is started, and a flat-rate week still starts on a Monday.
 */
export const DEMO_TODAY = '2026-11-22';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks, in days, from DEMO_TODAY to the week of `today` (negative before it). */
export function demoShiftDays(today: string): number {
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DEMO_TODAY}T00:00:00Z`)) / DAY_MS,
  );
  return 7 * Math.floor(days / 7);
}

/** A day of the demo as it is in a database seeded on `today`. */
export const shiftedDemoDay = (day: string, today: string): string => addDays(day, demoShiftDays(today));
