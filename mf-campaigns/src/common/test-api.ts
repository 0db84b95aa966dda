// Test helpers (not part of the bundle): the shared-contracts calls each screen makes, for the
// tests' jest.mock factories, with mockedContracts (@portal/shared-ui/testing) that mocks them:
//
//   jest.mock('@portal/shared-contracts', () => {
//     const api = jest.requireActual<typeof TestApi>('../common/test-api');
//     return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
//   });
import type { ContractCall as Call } from '@portal/shared-ui/testing';

export { mockedContracts } from '@portal/shared-ui/testing/contracts';

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
