import type { RuleViewer } from '@portal/shared-contracts';
import { hasRole, isRetailer, isRetailerLike, type AuthContext } from '../sessions';

/**
 * A vendor in the sense of the spec's rules: the session's user (an impersonated vendor counts as
 * the vendor, as the browser's isVendor flag does).
 */
export const isVendor = (auth: AuthContext): boolean =>
  hasRole(auth.user, 'vendor') && !isRetailer(auth.user);

/** The session as the shared rule functions of spec 000 §4 see it (the browser builds the same). */
export const ruleViewerOf = (auth: AuthContext): RuleViewer => ({
  retailer: isRetailer(auth.user),
  retailerLike: isRetailerLike(auth),
  vendor: isVendor(auth),
});
