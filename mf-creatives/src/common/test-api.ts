// Test helpers (not part of the bundle): '@portal/shared-contracts' with some of its calls mocked.
import type * as Contracts from '@portal/shared-contracts';

type Call = keyof typeof Contracts;

/**
 * The contracts module with the named calls replaced by jest.fn() and the rest as they are, for a
 * test's jest.mock factory (jest runs it before the test's imports, so it loads this file there):
 *
 *   jest.mock('@portal/shared-contracts', () => {
 *     const api = jest.requireActual<typeof TestApi>('../common/test-api');
 *     return api.mockedContracts(...api.CREATIVE_CALLS);
 *   });
 */
export function mockedContracts(...calls: Call[]) {
  return {
    ...jest.requireActual<typeof Contracts>('@portal/shared-contracts'),
    ...Object.fromEntries(calls.map((call) => [call, jest.fn()])),
  };
}

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
