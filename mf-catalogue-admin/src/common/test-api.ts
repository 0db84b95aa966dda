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
 *     return api.mockedContracts(...api.LANDING_PAGE_TYPE_CALLS);
 *   });
 */
export function mockedContracts(...calls: Call[]) {
  return {
    ...jest.requireActual<typeof Contracts>('@portal/shared-contracts'),
    ...Object.fromEntries(calls.map((call) => [call, jest.fn()])),
  };
}

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
