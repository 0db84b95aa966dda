import { addDays, daysInclusive, type Product } from '@portal/shared-contracts';
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { flatRateBookings } from '../../db/schema';
import { ConflictError } from '../../errors';
import { mondayOf } from '../calendar';
import { formatDate } from './format-params';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';

/** flat_rate_bookings.variable_value_id of a product without variable values. */
export const NO_VARIABLE_VALUE = 0;
const SLOT_INDEX = 'flat_rate_bookings_slot_unique';

export interface Slot {
  variableValueId: number;
  /** The Monday the week starts on. */
  weekStart: string;
}

/** How many weeks (Monday to Sunday) the period touches; 0 when it ends before it starts. */
export function weekCount(startDate: string, endDate: string): number {
  const days = daysInclusive(mondayOf(startDate), endDate);
  return days < 1 ? 0 : Math.ceil(days / 7);
}

/**
 * Mondays of every week the period touches. Counted first, not walked until a date passes the end:
 * dates compared as text stop being in order past the year 9999.
 */
export function weeksOf(startDate: string, endDate: string): string[] {
  const monday = mondayOf(startDate);
  return Array.from({ length: weekCount(startDate, endDate) }, (_, week) => addDays(monday, 7 * week));
}

/** The slots an order holds: every week of the period for each chosen value (or for "no value"). */
export function slotsOf(startDate: string, endDate: string, variableValueIds: readonly number[]): Slot[] {
  const values = variableValueIds.length > 0 ? variableValueIds : [NO_VARIABLE_VALUE];
  return weeksOf(startDate, endDate).flatMap((weekStart) =>
    values.map((variableValueId) => ({ variableValueId, weekStart })),
  );
}

export interface TakenSlot extends Slot {
  campaignItemId: number;
  campaignId: number;
}

export interface TakenSlotsQuery {
  productId: number | SQLWrapper;
  /** The variable values asked (none: the product without values), or an SQL integer[] of them. */
  variableValueIds: readonly number[] | SQL;
  startDate: string | SQLWrapper;
  endDate: string | SQLWrapper;
  /** An item whose bookings do not count (0 or null: none). */
  excludedCampaignItemId?: number | SQLWrapper | null;
}

/**
 * Which bookings are taken slots of a product among the values and weeks asked, except those of one item: a
 * condition on flat_rate_bookings alone. Canceled items and campaigns hold no rows (the triggers of
 * 0000_baseline/06-campaigns-and-items.sql delete them on cancellation and refuse new ones), so every row is
 * taken.
 * The values may be SQL (placeholders of a prepared statement); a start given as text is moved to
 * the Monday of its week, SQL must already be one.
 */
export function takenSlotsCondition(query: TakenSlotsQuery): SQL {
  const { variableValueIds: ids } = query;
  const values = Array.isArray(ids)
    ? inArray(flatRateBookings.variableValueId, ids.length > 0 ? [...ids] : [NO_VARIABLE_VALUE])
    : sql`${flatRateBookings.variableValueId} = any(${ids as SQL})`;
  const firstWeek = typeof query.startDate === 'string' ? mondayOf(query.startDate) : query.startDate;
  return and(
    eq(flatRateBookings.productId, query.productId),
    values,
    gte(flatRateBookings.weekStart, firstWeek),
    lte(flatRateBookings.weekStart, query.endDate),
    query.excludedCampaignItemId
      ? ne(flatRateBookings.campaignItemId, query.excludedCampaignItemId)
      : undefined,
  )!;
}

/** The taken slots (see takenSlotsCondition), by week and value. */
export async function takenSlots(db: Executor, query: TakenSlotsQuery): Promise<TakenSlot[]> {
  return db
    .select({
      variableValueId: flatRateBookings.variableValueId,
      weekStart: flatRateBookings.weekStart,
      campaignItemId: flatRateBookings.campaignItemId,
      campaignId: flatRateBookings.campaignId,
    })
    .from(flatRateBookings)
    .where(takenSlotsCondition(query))
    .orderBy(asc(flatRateBookings.weekStart), asc(flatRateBookings.variableValueId));
}

/**
 * What the slot messages name: the product, the week 'DD.MM.YYYY – DD.MM.YYYY' and, for a product with
 * variable values, the value in parentheses (empty otherwise). The same in every language.
 */
export function slotParams(
  product: { titleOrName: string; variableValues: readonly { id: number; value: string }[] },
  slot: Slot,
) {
  const value = product.variableValues.find((candidate) => candidate.id === slot.variableValueId);
  return {
    product: product.titleOrName,
    week: `${formatDate(slot.weekStart)} – ${formatDate(addDays(slot.weekStart, 6))}`,
    value:
      slot.variableValueId === NO_VARIABLE_VALUE ? '' : ` (${value?.value ?? `#${slot.variableValueId}`})`,
  };
}

/**
 * Books the slots for an item. The unique index flat_rate_bookings_slot_unique is what makes a double
 * booking impossible (design.md §4): of parallel orders for a free slot, the first to commit wins and
 * every other insert fails with a unique violation (23505) once that commit is visible. The insert
 * runs in a savepoint so the transaction can still read which slot was taken and answer 409
 * `slot_taken` naming it; the caller's transaction is then rolled back by the thrown error. The row
 * also names the item's campaign (the holder shown in the availability table).
 */
export async function bookSlots(
  tx: Transaction,
  product: Pick<Product, 'id' | 'titleOrName' | 'variableValues'>,
  item: { id: number; campaignId: number },
  slots: readonly Slot[],
): Promise<void> {
  if (slots.length === 0) return;
  const campaignItemId = item.id;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(flatRateBookings).values(
        slots.map((slot) => ({
          ...slot,
          productId: product.id,
          campaignItemId,
          campaignId: item.campaignId,
        })),
      );
    });
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (pgError?.code !== UNIQUE_VIOLATION || pgError.constraint !== SLOT_INDEX) throw error;
    const weeks = slots.map((slot) => slot.weekStart).sort();
    const [taken] = await takenSlots(tx, {
      productId: product.id,
      variableValueIds: [...new Set(slots.map((slot) => slot.variableValueId))],
      startDate: weeks[0]!,
      endDate: weeks.at(-1)!,
      excludedCampaignItemId: campaignItemId,
    });
    throw new ConflictError('slot_taken', slotParams(product, taken ?? slots[0]!));
  }
}

/** Removes an item's bookings (before its order is written anew). */
export async function releaseItemBookings(tx: Transaction, campaignItemId: number): Promise<void> {
  await tx.delete(flatRateBookings).where(eq(flatRateBookings.campaignItemId, campaignItemId));
}
