// Test helpers (not part of the bundle): the shared-contracts calls each screen makes, for the
// tests' jest.mock factories, with mockedContracts (@portal/shared-ui/testing) that mocks them:
//
//   jest.mock('@portal/shared-contracts', () => {
//     const api = jest.requireActual<typeof TestApi>('../common/test-api');
//     return api.mockedContracts(...api.LANDING_PAGE_TYPE_CALLS);
//   });
import type { ContractCall as Call } from '@portal/shared-ui/testing';

export { mockedContracts } from '@portal/shared-ui/testing/contracts';

/** What the landing page type screen calls. */
export const LANDING_PAGE_TYPE_CALLS = [
  'listLandingPageTypes',
  'getLandingPageType',
  'createLandingPageType',
  'updateLandingPageType',
  'deleteLandingPageType',
  'listCreativeFormats',
  'searchTargets',
] satisfies Call[];

/** What the product category screen calls. */
export const CATEGORY_CALLS = [
  'getCategories',
  'getCategory',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  'saveCategoryPositions',
  'searchTargets',
] satisfies Call[];

/** What the settings variables screen calls. */
export const SETTINGS_CALLS = [
  'getSettingsVariableGroups',
  'updateSettingsVariable',
  'getUsersByRole',
] satisfies Call[];

/** What the creative formats screens call. */
export const CREATIVE_FORMAT_CALLS = [
  'filterCreativeFormats',
  'getCreativeFormat',
  'updateCreativeFormat',
] satisfies Call[];

/** What the releases screen calls. */
export const RELEASE_CALLS = [
  'getReleaseOverview',
  'promoteRelease',
  'rollbackRelease',
  'endStagedRelease',
  'previewRelease',
] satisfies Call[];
