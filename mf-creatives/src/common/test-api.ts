// Test helpers (not part of the bundle): the shared-contracts calls each screen makes, for the
// tests' jest.mock factories, with mockedContracts (@portal/shared-ui/testing) that mocks them:
//
//   jest.mock('@portal/shared-contracts', () => {
//     const api = jest.requireActual<typeof TestApi>('../common/test-api');
//     return api.mockedContracts(...api.CREATIVE_CALLS);
//   });
import type { ContractCall as Call } from '@portal/shared-ui/testing';

export { mockedContracts } from '@portal/shared-ui/testing/contracts';

/** Every call the creative page and the dialogs make. */
export const CREATIVE_CALLS = [
  'getCampaignItem',
  'getCreativesSettings',
  'getCreative',
  'getCreativeDraft',
  'createCreative',
  'updateCreative',
  'searchCreatives',
  'assignItemCreative',
  'uploadFieldFile',
  'uploadCampaignItemCreativeZip',
  'requestCampaignItemCheck',
  'approveCampaignItem',
  'rejectCampaignItem',
  'approveCreative',
  'rejectCreative',
  'getCreativeChanges',
  'getProduct',
  'searchTargetProducts',
  'findTargetProductBySku',
] satisfies Call[];

/** Every call the landing page list, its create dialog and the landing page detail make. */
export const LANDING_PAGE_CALLS = [
  'filterLandingPages',
  'getLandingPageFilterData',
  'getActiveLandingPageTypes',
  'getCompanies',
  'createLandingPage',
  'getLandingPage',
  'updateLandingPage',
  'uploadLandingPageFieldFile',
  'requestLandingPageCheck',
  'approveLandingPage',
  'rejectLandingPage',
  'getLandingPageChanges',
  'getLandingPageSasInfo',
  'searchTargetProducts',
  'findTargetProductBySku',
] satisfies Call[];
