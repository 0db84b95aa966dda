// Who opens the dashboards in the page's tests, the portal configuration they are opened in, and
// how the page is rendered there.
import { MAIN_MENU_KEYS, sessionStore, type UserInfo } from '@portal/shared-contracts';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { SWRConfig } from 'swr';
import type { PortalConfig } from '../../app/portal-config';
import { DashboardsPage } from './dashboards-page';

export const retailer = {
  userId: 2,
  name: 'Radek Prodejce',
  companyId: null,
  companyName: null,
  userRoles: ['retailer'],
  isRetailer: true,
  isAdministrator: false,
  isVendor: false,
  isAgency: false,
  isSalesPerson: false,
  defaultPage: '/campaigns',
} as unknown as UserInfo;

export const agency = {
  ...retailer,
  userId: 4,
  userRoles: ['agency'],
  isRetailer: false,
  isAgency: true,
} as UserInfo;

export const vendor = {
  ...retailer,
  userId: 3,
  name: 'Věra Dodavatelová',
  companyId: 11,
  companyName: 'Acme Foods',
  userRoles: ['vendor'],
  isRetailer: false,
  isVendor: true,
} as UserInfo;

/** Every remote and menu entry on; the dashboards entry as given. */
export const portalConfig = (dashboards: boolean): PortalConfig => ({
  menu: {
    order: [...MAIN_MENU_KEYS],
    availabilities: true,
    dashboards,
    landingPages: true,
    remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
  },
  remoteMenus: {},
  supportEmail: 'podpora@portal.test',
  previews: [],
});

/** Signs `user` in and opens the page at `path`, under a protected root with the menu setting given. */
export async function renderDashboards(user: UserInfo, path = '/dashboards', { menuOn = true } = {}) {
  sessionStore.getState().signIn('token', user);
  return renderWithPortal(
    [
      {
        id: 'protected',
        path: '/',
        loader: () => portalConfig(menuOn),
        HydrateFallback: () => null,
        children: [
          {
            path: 'dashboards',
            // A cache of its own for each test.
            element: (
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
                <DashboardsPage />
              </SWRConfig>
            ),
          },
          { path: 'campaigns', element: <p>Seznam kampaní</p> },
          { path: 'campaigns/:id', element: <p>Detail kampaně</p> },
        ],
      },
    ],
    path,
  );
}

/** For a describe's beforeAll: jsdom's styles and layout, cheap enough for the charts. */
export function stubLayoutForCharts(): void {
  // jsdom computes a style by matching every rule of antd's style sheets against the element, which the
  // axes' ticks and the tables ask for again and again (seconds per test): their inline style is all
  // these tests need.
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element: Element) => (element as HTMLElement).style);
  // jsdom lays nothing out: the charts measure their container, so it gets the size of a screen.
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
}
