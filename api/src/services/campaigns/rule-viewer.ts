import type { RuleViewer } from '@portal/shared-contracts';
import { isVendor } from '../ordering/campaign-rules';
import { isRetailer, isRetailerLike, type AuthContext } from '../sessions/auth-context';

/** The session as the shared rule functions of spec 000 §4 see it (the browser builds the same). */
export const ruleViewerOf = (auth: AuthContext): RuleViewer => ({
  retailer: isRetailer(auth.user),
  retailerLike: isRetailerLike(auth),
  vendor: isVendor(auth),
});
