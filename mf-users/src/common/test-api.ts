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
 *     return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
 *   });
 */
export function mockedContracts(...calls: Call[]) {
  return {
    ...jest.requireActual<typeof Contracts>('@portal/shared-contracts'),
    ...Object.fromEntries(calls.map((call) => [call, jest.fn()])),
  };
}

/** What the user list and detail and the vendor list and detail call. */
export const USER_ADMINISTRATION_CALLS = [
  'filterUsers',
  'getUser',
  'getUserEdit',
  'updateUser',
  'inviteUser',
  'deactivateUser',
  'reactivateUser',
  'getImpersonationHistory',
  'getUserCompanyOptions',
  'searchBrands',
  'getAgencies',
  'loginAsUser',
  'filterVendors',
  'getVendor',
] satisfies Call[];
