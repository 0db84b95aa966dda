// Test helpers (not part of the bundle): the shared-contracts calls each screen makes, for the
// tests' jest.mock factories, with mockedContracts (@portal/shared-ui/testing) that mocks them:
//
//   jest.mock('@portal/shared-contracts', () => {
//     const api = jest.requireActual<typeof TestApi>('../common/test-api');
//     return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
//   });
import type { ContractCall as Call } from '@portal/shared-ui/testing';

export { mockedContracts } from '@portal/shared-ui/testing/contracts';

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
