import type * as Contracts from '@portal/shared-contracts';

/** A call (or any export) of shared-contracts, by name. */
export type ContractCall = keyof typeof Contracts;

/**
 * The contracts module with the named calls replaced by jest.fn() and the rest as they are, for a
 * test's jest.mock factory. Jest runs the factory before the test's imports, so it loads the module
 * there (a remote's test-api.ts names the calls each screen makes and passes this on). It is its own
 * entry, @portal/shared-ui/testing/contracts, so that the factory loads nothing else of shared-ui:
 * the kit's routing imports shared-contracts, and the factory would ask for the module it is making:
 *
 *   jest.mock('@portal/shared-contracts', () => {
 *     const api = jest.requireActual<typeof TestApi>('../common/test-api');
 *     return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
 *   });
 */
export function mockedContracts(...calls: ContractCall[]) {
  return {
    ...jest.requireActual<typeof Contracts>('@portal/shared-contracts'),
    ...Object.fromEntries(calls.map((call) => [call, jest.fn()])),
  };
}
