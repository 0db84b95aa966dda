import { act, screen } from '@testing-library/react';
import {
  getCampaignFilterData,
  getDashboardData,
  getDashboardSettings,
  sessionStore,
  type DashboardData,
} from '@portal/shared-contracts';
import { defaultPeriod } from './dashboard-period';
import { preloadDashboardRequests } from './dashboard-request';
import { renderDashboards, retailer, stubLayoutForCharts, vendor } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getDashboardSettings: jest.fn(),
  getDashboardData: jest.fn(),
  getCampaignFilterData: jest.fn(),
}));
const getSettings = jest.mocked(getDashboardSettings);
const getData = jest.mocked(getDashboardData);
const getFilterData = jest.mocked(getCampaignFilterData);

const delivery: DashboardData = {
  from: '2026-10-01',
  to: '2026-10-03',
  totals: { impressions: 1_000, clicks: 10, ctr: 1, spend: 500 },
  days: [{ day: '2026-10-01', impressions: 1_000, clicks: 10, ctr: 1, spend: 500 }],
  pacing: [],
  runningItems: 0,
  topProducts: [],
};

const at = (address: string) => new URL(address, 'http://portal.test');

beforeAll(stubLayoutForCharts);
beforeEach(() => {
  getSettings.mockReset().mockResolvedValue({
    enabled: true,
    workspaceHost: null,
    workspaceId: null,
    dashboardId: null,
  });
  getData.mockReset().mockResolvedValue(delivery);
  getFilterData.mockReset().mockResolvedValue({
    states: [],
    companies: [{ id: 3, name: 'Acme Foods' }],
    companyContacts: [],
    salesPersons: [],
  });
});
afterEach(() => {
  act(() => sessionStore.getState().signOut());
});

describe('the dashboards’ preload (issue 35)', () => {
  it('asks what the page asks first, once: the page mounted after it takes the answers', async () => {
    const path = '/dashboards?from=2026-10-01&to=2026-10-03&companyId=3';
    preloadDashboardRequests(at(path), retailer);
    expect(getSettings).toHaveBeenCalledTimes(1);
    expect(getData).toHaveBeenCalledTimes(1);
    expect(getData).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-03', companyId: 3 });
    expect(getFilterData).toHaveBeenCalledTimes(1);

    await renderDashboards(retailer, path);
    expect(await screen.findByLabelText('Souhrn období', { selector: 'ul' })).toBeInTheDocument();
    expect(getSettings).toHaveBeenCalledTimes(1);
    expect(getData).toHaveBeenCalledTimes(1);
    expect(getFilterData).toHaveBeenCalledTimes(1);
  });

  it('asks a vendor for the default period of its own company, without the company options', async () => {
    preloadDashboardRequests(at('/dashboards?companyId=3'), vendor);
    expect(getData).toHaveBeenCalledWith({ ...defaultPeriod(), companyId: null });
    expect(getFilterData).not.toHaveBeenCalled();

    await renderDashboards(vendor, '/dashboards?companyId=3');
    expect(await screen.findByLabelText('Souhrn období', { selector: 'ul' })).toBeInTheDocument();
    expect(getSettings).toHaveBeenCalledTimes(1);
    expect(getData).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the figures of a period the API would refuse (the page does not either)', () => {
    preloadDashboardRequests(at('/dashboards?from=2026-10-31&to=2026-10-01'), vendor);
    expect(getSettings).toHaveBeenCalledTimes(1);
    expect(getData).not.toHaveBeenCalled();
  });
});
