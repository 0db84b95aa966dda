import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { UserInfo } from '@portal/shared-contracts/core';

/**
 * The viewer of the shared rules (shared-contracts campaign-rules.ts, creative-rules.ts) for the
 * signed-in user: retailer staff in their own session, anyone a retailer acts as (retailer-like), a
 * vendor. The same reading as the API's (services/campaign-access/rule-viewer.ts).
 */
export function ruleViewer(
  user: Pick<UserInfo, 'isRetailer' | 'isVendor' | 'originalTokenOfRetailer'>,
): RuleViewer {
  const impersonating = user.originalTokenOfRetailer !== null;
  return {
    retailer: user.isRetailer && !impersonating,
    retailerLike: user.isRetailer || impersonating,
    vendor: user.isVendor,
  };
}
