import { act, screen } from '@testing-library/react';
import {
  getCampaignFilterData,
  getDashboardData,
  getDashboardSettings,
  sessionStore,
  type DashboardData,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { SWRConfig } from 'swr';
import { defaultPeriod } from './dashboard-period';
import { preloadDashboardRequests } from './dashboard-request';
import { DashboardsPage } from './dashboards-page';
import { portalConfig, retailer, vendor } from './test-fixtures';

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

const config = portalConfig(true);

const at = (address: string) => new URL(address, 'http://portal.test');

async function renderDashboards(user: UserInfo, path: string) {
  sessionStore.getState().signIn('token', user);
  return renderWithPortal(
    [
      {
        id: 'protected',
        path: '/',
        loader: () => config,
        HydrateFallback: () => null,
        children: [
          {
            path: 'dashboards',
            element: (
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
                <DashboardsPage />
              </SWRConfig>
            ),
          },
        ],
      },
    ],
    path,
  );
}

beforeAll(() => {
  // As in dashboards-page.test: jsdom's styles and layout, cheap enough for the charts.
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element: Element) => (element as HTMLElement).style);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 800,
    height: 280,
    top: 0,
    left: 0,
    right: 800,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
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
