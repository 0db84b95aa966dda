import { CampaignItemStateId } from '@portal/shared-contracts';

const I = CampaignItemStateId;

/** Approved items whose creative is not approved yet: the start date makes them missing. */
export const AWAITING_CREATIVE: readonly number[] = [I.Approved, I.Returned, I.WaitingForApproval];
/** Items that end (closed) the day after their end date. */
export const ENDING: readonly number[] = [I.Online, I.Paused, I.Missing];

/**
 * The date-driven item moves of design.md §3 for `today` (Europe/Prague), applied one after the other
 * so a run after a pause catches up in one step:
 * - prepared → online on the start date (or later);
 * - approved, returned or waiting-for-approval → missing on the start date (no approved creative);
 * - online, paused or missing → closed after the end date.
 * Answers the new state, or null when the item stays.
 */
export function dateMoveOf(
  stateId: number,
  startDate: string,
  endDate: string,
  today: string,
): number | null {
  let state = stateId;
  if (state === I.Prepared && startDate <= today) state = I.Online;
  if (AWAITING_CREATIVE.includes(state) && startDate <= today) state = I.Missing;
  if (ENDING.includes(state) && endDate < today) state = I.Closed;
  return state === stateId ? null : state;
}
