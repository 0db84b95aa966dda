import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When a periodic job last ran, by name: every API instance runs the job's timer, and the one that
 * claims the row for the period runs it (services/clock/run-clock-job.ts), so several instances do
 * not run it several times a period.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** Runs so far: how an operator (and the cluster test) sees that it ran once per period. */
  runCount: bigint('run_count', { mode: 'number' }).notNull().default(1),
});
