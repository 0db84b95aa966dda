import type { UserInfo } from '@portal/shared-contracts';
import { portalConfigFor, type PortalConfig } from '../../app/portal-config';
import { verifySession } from '../../session/verify-session';
import { preloadDashboardRequests } from './dashboard-request';
import { dashboardsLoader } from './dashboards-loader';

jest.mock('../../session/verify-session', () => ({ verifySession: jest.fn() }));
jest.mock('../../app/portal-config', () => ({ portalConfigFor: jest.fn() }));
jest.mock('./dashboard-request', () => ({ preloadDashboardRequests: jest.fn() }));

const vendor = { userId: 3, userRoles: ['vendor'] } as unknown as UserInfo;
const withMenu = (dashboards: boolean) => ({ menu: { dashboards } }) as PortalConfig;
const request = new Request('http://portal.test/dashboards?from=2026-10-01&to=2026-10-31');
/** Lets the loader's started work run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(verifySession).mockResolvedValue(vendor);
  jest.mocked(portalConfigFor).mockResolvedValue(withMenu(true));
});

describe('the dashboards route’s loader', () => {
  it('returns at once, and starts the page’s requests for the address once the session is known', async () => {
    expect(dashboardsLoader({ request })).toBeNull();
    expect(preloadDashboardRequests).not.toHaveBeenCalled();
    await settle();
    expect(portalConfigFor).toHaveBeenCalledWith(request, 3);
    expect(preloadDashboardRequests).toHaveBeenCalledWith(new URL(request.url), vendor);
  });

  it('asks nothing while the menu setting is off (the page redirects)', async () => {
    jest.mocked(portalConfigFor).mockResolvedValue(withMenu(false));
    dashboardsLoader({ request });
    await settle();
    expect(preloadDashboardRequests).not.toHaveBeenCalled();
  });

  it('asks nothing without a session, and leaves the failure to the protected route', async () => {
    jest.mocked(verifySession).mockRejectedValue(new Error('signed out'));
    dashboardsLoader({ request });
    await settle();
    expect(preloadDashboardRequests).not.toHaveBeenCalled();
  });
});
