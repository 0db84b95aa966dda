import { CAMPAIGN_ITEM_STATES, CampaignItemStateId, CampaignStateId } from '@portal/shared-contracts';
import { and, asc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { auditEvents, campaignItems, campaigns, jobRuns, products } from '../../db/schema';
import { adServerOf } from '../ad-server';
import { todayOf } from '../calendar';
import { productDisplayName } from '../catalogue';
import type { AppContext } from '../context';
import { deriveCampaignState, DERIVED_CAMPAIGN_STATES } from './derive-campaign-state';
import { AWAITING_CREATIVE, dateMoveOf, ENDING } from './item-date-moves';
import { stateChangeDetails } from './refresh-campaign-state';

/**
 * The advisory lock one clock run holds for its transaction: a second instance (or a second timer in
 * one) that cannot take it skips its run, so nothing is applied twice. The CSV import of delivery
 * waits for it, so the two never write delivery at the same time. (727_001 is the startup lock.)
 */
export const CLOCK_JOB_LOCK = 727_002;

const CLOCK_JOB_NAME = 'clock';

export interface ClockRunOptions {
  /**
   * Run at most once in this many ms, counted across every instance on the database (the timers
   * pass their interval, a little shortened): without it, each instance's timer would run the job
   * each interval. Direct calls (tests, the demo's clock shift) run whenever they are made.
   */
  period?: number;
}

export interface ClockRunResult {
  /** Another run held the lock, or had run in this period: this one did nothing. */
  skipped: boolean;
  /** The day the run worked for (Europe/Prague). */
  today: string;
  movedItems: number;
  deliveredItemDays: number;
  changedCampaigns: number;
}

/** Moves from these states mean the item has run or runs now (prepared → online, online → closed). */
const RAN: readonly number[] = [
  CampaignItemStateId.Prepared,
  CampaignItemStateId.Online,
  CampaignItemStateId.Paused,
];

/** Campaign states the clock re-derives: approved and after, not closed (final) nor canceled. */
const ACTIVE_CAMPAIGN_STATES = DERIVED_CAMPAIGN_STATES.filter((id) => id !== CampaignStateId.Closed);

/**
 * One run of the clock job (design.md §3), in one transaction, for the service clock's today:
 * 1. the date-driven item moves (item-date-moves.ts), audited per item;
 * 2. the ad server's delivery for the finished days (the local ad server simulates it);
 * 3. the derived states of the approved campaigns (derive-campaign-state.ts), audited per campaign.
 * Each step is one pass with set-based updates. Rows other transactions hold (an item action in
 * progress) are skipped (SKIP LOCKED) and done by the next run, so the job never waits for users and
 * cannot deadlock with them. Every entry it records is the system's (no user). The API process runs
 * it every minute (clock-timer.ts); tests call it directly with a TestClock.
 */
export async function runClockJob(ctx: AppContext, options: ClockRunOptions = {}): Promise<ClockRunResult> {
  const today = todayOf(ctx.clock);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await tryClockLock(tx)) || (options.period && !(await claimPeriod(tx, now, options.period)))) {
      return { skipped: true, today, movedItems: 0, deliveredItemDays: 0, changedCampaigns: 0 };
    }
    const adServer = adServerOf(ctx.config.adServer);
    const moves = await moveItemsByDate(tx, today, now);
    await adServer.itemsStarted(
      tx,
      moves.filter((move) => RAN.includes(move.stateId)).map((move) => move.id),
    );
    const deliveredItemDays = await adServer.recordDelivery(tx, today);
    // The derivation reads only item states, so a campaign can change only when an item's state did:
    // the items moved here, and (once a day, for this database) any other writer's change that did
    // not derive its campaign at once (item actions do: refresh-campaign-state.ts).
    const fullPass = lastFullPass.get(ctx.db) !== today;
    const changedCampaigns = await deriveCampaignStates(
      tx,
      now,
      fullPass ? null : [...new Set(moves.map((move) => move.campaignId))],
    );
    if (fullPass) lastFullPass.set(ctx.db, today);
    return { skipped: false, today, movedItems: moves.length, deliveredItemDays, changedCampaigns };
  });
}

/**
 * Claims this period's run: true when no run started within `period` ms before `now` (nor after
 * it). In the run's
 * transaction, after the lock: a run that fails gives the claim back with its rollback.
 */
async function claimPeriod(tx: Transaction, now: Date, period: number): Promise<boolean> {
  const claimed = await tx
    .insert(jobRuns)
    .values({ name: CLOCK_JOB_NAME, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: now, runCount: sql`${jobRuns.runCount} + 1` },
      // A last run "in the future" is one of a clock since set back (the demo's clock shift).
      where: or(lte(jobRuns.lastRunAt, new Date(now.getTime() - period)), gt(jobRuns.lastRunAt, now)),
    })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

async function tryClockLock(tx: Transaction): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLOCK_JOB_LOCK}) as locked`);
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return row?.locked === true;
}

/** Waits for a running clock job and keeps it out for the rest of the transaction (the CSV import). */
export async function holdClockLock(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOCK_JOB_LOCK})`);
}

const itemStateIdentifier = (id: number) =>
  CAMPAIGN_ITEM_STATES.find((state) => state.id === id)?.identifier ?? String(id);

const valuesList = (rows: readonly { id: number; to: number }[]) =>
  sql.join(
    rows.map(({ id, to }) => sql`(${id}::int, ${to}::int)`),
    sql`, `,
  );

async function moveItemsByDate(tx: Transaction, today: string, now: Date) {
  const due = await tx
    .select({
      id: campaignItems.id,
      campaignId: campaignItems.campaignId,
      stateId: campaignItems.stateId,
      startDate: campaignItems.startDate,
      endDate: campaignItems.endDate,
      itemName: productDisplayName,
    })
    .from(campaignItems)
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .where(
      or(
        and(
          inArray(campaignItems.stateId, [CampaignItemStateId.Prepared, ...AWAITING_CREATIVE]),
          lte(campaignItems.startDate, today),
        ),
        and(inArray(campaignItems.stateId, [...ENDING]), lt(campaignItems.endDate, today)),
      ),
    )
    .orderBy(asc(campaignItems.id))
    .for('no key update', { of: campaignItems, skipLocked: true });
  const moves = due.flatMap((item) => {
    const to = dateMoveOf(item.stateId, item.startDate, item.endDate, today);
    return to === null ? [] : [{ ...item, to }];
  });
  if (moves.length === 0) return moves;
  await tx.execute(sql`
    update ${campaignItems} as i set state_id = v.to_state, updated_at = ${now.toISOString()}::timestamptz
    from (values ${valuesList(moves)}) as v(id, to_state)
    where i.id = v.id`);
  await tx.insert(auditEvents).values(
    moves.map((move) => ({
      action: 'campaign-item.state-changed',
      userId: null,
      entityType: 'campaign_item',
      entityId: String(move.id),
      campaignId: move.campaignId,
      details: {
        transition: 'clock',
        campaignId: move.campaignId,
        itemName: move.itemName,
        fromStateId: move.stateId,
        fromState: itemStateIdentifier(move.stateId),
        toStateId: move.to,
        toState: itemStateIdentifier(move.to),
      },
    })),
  );
  return moves;
}

/** Current and derived state of campaigns, from their items' states. */
async function campaignsWithItems(tx: Transaction, where: SQL) {
  const rows = await tx
    .select({
      id: campaigns.id,
      stateId: campaigns.stateId,
      itemStates: sql<string>`string_agg(${campaignItems.stateId}::text, ',')`,
    })
    .from(campaigns)
    .innerJoin(campaignItems, eq(campaignItems.campaignId, campaigns.id))
    .where(where)
    .groupBy(campaigns.id);
  return rows.flatMap((row) => {
    const to = deriveCampaignState(row.itemStates.split(',').map(Number));
    return to === null || to === row.stateId ? [] : [{ id: row.id, from: row.stateId, to }];
  });
}

/**
 * The day of the last run that derived every active campaign, per database: the first run of a day
 * (and of a process) does; the others derive only the campaigns of the items they moved, instead of
 * reading the items of every active campaign each minute, a pass that grows with the portal and
 * would hold a connection long enough to show in the lists' slowest answers.
 */
const lastFullPass = new WeakMap<object, string>();

/** Derives the active campaigns' states: all of them (`only` null) or those of `only`. */
async function deriveCampaignStates(tx: Transaction, now: Date, only: number[] | null): Promise<number> {
  if (only?.length === 0) return 0;
  const candidates = await campaignsWithItems(
    tx,
    and(
      inArray(campaigns.stateId, [...ACTIVE_CAMPAIGN_STATES]),
      only ? inArray(campaigns.id, only) : undefined,
    )!,
  );
  if (candidates.length === 0) return 0;
  const locked = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        inArray(
          campaigns.id,
          candidates.map((candidate) => candidate.id),
        ),
        inArray(campaigns.stateId, [...ACTIVE_CAMPAIGN_STATES]),
      ),
    )
    .for('no key update', { skipLocked: true });
  if (locked.length === 0) return 0;
  // Read again under the locks: an item action may have committed since the first read.
  const changes = await campaignsWithItems(
    tx,
    inArray(
      campaigns.id,
      locked.map((row) => row.id),
    ),
  );
  if (changes.length === 0) return 0;
  await tx.execute(sql`
    update ${campaigns} as c set state_id = v.to_state, updated_at = ${now.toISOString()}::timestamptz
    from (values ${valuesList(changes)}) as v(id, to_state)
    where c.id = v.id`);
  await tx.insert(auditEvents).values(
    changes.map((change) => ({
      action: 'campaign.state-changed',
      userId: null,
      entityType: 'campaign',
      entityId: String(change.id),
      campaignId: change.id,
      details: stateChangeDetails('clock', change.from, change.to),
    })),
  );
  return changes.length;
}
