import { CampaignStateId } from '@portal/shared-contracts';
import { hasRole, isRetailer, type AuthContext } from '../sessions/auth-context';

/** States a campaign takes new items in (design.md §3): the buyer assembles it, confirms it, or it is held. */
export const OPEN_FOR_ITEMS: readonly number[] = [
  CampaignStateId.InProcess,
  CampaignStateId.UserCheck,
  CampaignStateId.Reserved,
];

/** The server's itemAdditionAllowed flag, already combined with the spec's "not a vendor on a reserved campaign". */
export function itemAdditionAllowed(stateId: number, auth: AuthContext): boolean {
  if (!OPEN_FOR_ITEMS.includes(stateId)) return false;
  return !(stateId === CampaignStateId.Reserved && isVendor(auth));
}

/** Why items cannot be added, as an error code; undefined when they can. */
export function itemAdditionRefusal(
  stateId: number,
  auth: AuthContext,
): 'item_addition_reserved' | 'item_addition_not_allowed' | undefined {
  if (itemAdditionAllowed(stateId, auth)) return undefined;
  return stateId === CampaignStateId.Reserved ? 'item_addition_reserved' : 'item_addition_not_allowed';
}

/**
 * A vendor in the sense of the spec's rules: the session's user (an impersonated vendor counts as
 * the vendor, as the browser's isVendor flag does).
 */
export const isVendor = (auth: AuthContext): boolean =>
  hasRole(auth.user, 'vendor') && !isRetailer(auth.user);
