import type * as Contracts from '@portal/shared-contracts';
import { mockedContracts } from './mocked-contracts';

describe('mockedContracts', () => {
  it('replaces the named calls with jest.fn() and keeps the rest of the module', () => {
    const actual = jest.requireActual<typeof Contracts>('@portal/shared-contracts');
    const mocked = mockedContracts('getCampaign', 'filterUsers');
    expect(jest.isMockFunction(mocked.getCampaign)).toBe(true);
    expect(jest.isMockFunction(mocked.filterUsers)).toBe(true);
    expect(mocked.getCampaign).not.toBe(actual.getCampaign);
    expect(mocked.updateCampaign).toBe(actual.updateCampaign);
    expect(mocked.sessionStore).toBe(actual.sessionStore);
  });
});
