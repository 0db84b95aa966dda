import type { AppContext } from '../context';
import { runClockJob } from './run-clock-job';

export interface ClockJobHandle {
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs the clock job in the API process: once soon after start (catching up what passed while no
 * instance ran) and then every `intervalMs` after the previous run ended, so runs of one process never
 * overlap; runs of other instances are kept apart by the job's advisory lock, and the period each run claims
 * (job_runs) makes the instances' timers together run it once per interval. A failed run is logged
 * and the next one tries again. The timer does not keep the process alive.
 */
export function startClockJob(ctx: AppContext, intervalMs = 60_000): ClockJobHandle {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = null;
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };

  const tick = async () => {
    try {
      // A tenth of the interval spare: the next tick of the instance that ran last still claims
      // its period when its timer fires a little early.
      const result = await runClockJob(ctx, { period: Math.floor(intervalMs * 0.9) });
      if (result.movedItems + result.deliveredItemDays + result.changedCampaigns > 0) {
        ctx.log.info({ clockJob: result }, 'clock job applied the date-driven changes');
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'clock job failed; the next run tries again');
    }
  };

  schedule(1_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
