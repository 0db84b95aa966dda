import { CampaignItemStateId, CampaignStateId } from '@portal/shared-contracts';

const I = CampaignItemStateId;
const S = CampaignStateId;

/**
 * The state of an approved campaign as its items make it (design.md §3: "after approval the campaign
 * state follows its items"). Canceled items do not count; without any other item the state stays as
 * it is (null).
 *
 * In order, the first that holds:
 * 1. an item's creative waits for the retailer → creative-waiting-for-approval;
 * 2. an item's creative was returned → creative-returned;
 * 3. an item is online → online;
 * 4. an item is paused (and none online: "all running items paused") → paused;
 * 5. every item has ended → closed;
 * 6. an item still needs its creative: approved (creative to fill) or missing (its start came
 *    without an approved creative) → approved ("creatives pending"). The design leaves these open;
 *    a missing item does not run, so the campaign waits on the buyer as before approval of creatives.
 *    Items still before approval (never expected after the campaign's approval) count the same;
 * 7. some items have ended and the rest are prepared (a gap between flights) → online: the campaign
 *    has started and will deliver again, and its figures stay visible;
 * 8. every item is prepared (approved creative, not started) → prepared.
 *
 * Waiting and returned creatives come before online (the design's order), so a running campaign
 * with a creative to approve shows that it needs the retailer.
 */
export function deriveCampaignState(itemStateIds: readonly number[]): number | null {
  const states = itemStateIds.filter((id) => id !== I.Canceled);
  if (states.length === 0) return null;
  const any = (id: number) => states.includes(id);
  if (any(I.WaitingForApproval)) return S.WaitingForApproval;
  if (any(I.Returned)) return S.CreativeReturned;
  if (any(I.Online)) return S.Online;
  if (any(I.Paused)) return S.Paused;
  if (states.every((id) => id === I.Closed)) return S.Closed;
  if (states.some((id) => id !== I.Closed && id !== I.Prepared)) return S.Approved;
  if (any(I.Closed)) return S.Online;
  return S.Prepared;
}

/** Campaign states that follow their items: approved and after, not canceled. */
export const DERIVED_CAMPAIGN_STATES: readonly number[] = [
  S.Approved,
  S.WaitingForApproval,
  S.CreativeReturned,
  S.Prepared,
  S.Online,
  S.Paused,
  S.Closed,
];
