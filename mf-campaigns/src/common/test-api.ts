// Test helpers (not part of the bundle): '@portal/shared-contracts' with some of its calls mocked.
import type * as Contracts from '@portal/shared-contracts';

type Call = keyof typeof Contracts;

/**
 * The contracts module with the named calls replaced by jest.fn() and the rest as they are, for a
 * test's jest.mock factory. Jest runs the factory before the test's imports, so it loads this file
 * there:
 *
 *   jest.mock('@portal/shared-contracts', () => {
 *     const api = jest.requireActual<typeof TestApi>('../common/test-api');
 *     return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
 *   });
 */
export function mockedContracts(...calls: Call[]) {
  return {
    ...jest.requireActual<typeof Contracts>('@portal/shared-contracts'),
    ...Object.fromEntries(calls.map((call) => [call, jest.fn()])),
  };
}

/** What the campaign detail calls: the page, its dialogs and drawer, the footer and the item rows. */
export const CAMPAIGN_DETAIL_CALLS = [
  'getCampaign',
  'getCampaignPossibleStates',
  'getPerformanceMetricsDisplay',
  'getCampaignHistory',
  'changeCampaignState',
  'updateCampaign',
  'getUsersByRole',
  'requestCampaignCheck',
  'approveCampaign',
  'approveCampaignByRetailer',
  'rejectCampaignToVendor',
  'deleteCampaign',
  'getActiveCategories',
  'deleteCampaignItem',
  'changeCampaignItemOnlinePause',
] satisfies Call[];

/** What the order form calls (a new item in ordering/, an item's edit in activity/). */
export const ORDER_FORM_CALLS = [
  'getProduct',
  'getCampaignItemsTargetUrlSettings',
  'checkAvailability',
  'getVariableValueAvailability',
  'searchTargetProducts',
  'searchLandingPages',
] satisfies Call[];
